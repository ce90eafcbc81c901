import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Spinner,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectProfile, type ProfileApi, type ProfileSnapshot } from '../../../machines/profile.connect';
import type { profileMachine } from '../../../machines/profile.machine';
import type { ProfileEvent } from '../../../machines/profile.types';
import { ContactForm } from '../../components/ContactForm';
import { useContactFormStyles } from '../../components/ContactForm.styles';
import { LoadFailed } from '../../components/LoadFailed';
import { useModalStyles } from '../../components/modal.styles';
import { fa } from '../../i18n/fa';
import { formatJalaliDateTime } from '../../lib/jalali';
import { useProfileStyles } from './profile.styles';

export type { ProfileSnapshot };

export interface ProfileViewProps {
  snapshot: ProfileSnapshot;
  send: (event: ProfileEvent) => void;
}

/** The profile screen (/Profile) for one snapshot of the profile machine. */
export function ProfileView({ snapshot, send }: ProfileViewProps) {
  const styles = useProfileStyles();
  const contactStyles = useContactFormStyles();
  const profile = connectProfile(snapshot, send);
  return (
    <Card
      className={contactStyles.card}
      aria-labelledby="profile-title"
      aria-busy={profile.firstLoad || profile.refreshing || profile.saving}
    >
      <div className={styles.heading}>
        <h1 id="profile-title" className={styles.title}>
          {fa.profile.title}
        </h1>
        <p className={styles.hint}>{fa.profile.hint}</p>
      </div>
      {profile.failed ? (
        <LoadFailed failure={profile.failure} onRetry={profile.retry} />
      ) : profile.firstLoad ? (
        <ProfileSkeleton />
      ) : (
        <ProfileForm profile={profile} />
      )}
      <ConfirmDialog profile={profile} />
    </Card>
  );
}

/** The profile screen's column: the profile card and, under it, the SMS digest card. */
export function ProfileStack({ children }: { children: ReactNode }) {
  const styles = useProfileStyles();
  return <div className={styles.page}>{children}</div>;
}

/** The view following a running profile actor. */
export function ProfileScreen({ actorRef }: { actorRef: ActorRefFrom<typeof profileMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <ProfileView snapshot={snapshot} send={actorRef.send} />;
}

function ProfileSkeleton() {
  const styles = useProfileStyles();
  return (
    <div className={styles.skeleton} data-testid="profile-skeleton" role="status" aria-label={fa.profile.loading}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className={styles.skeletonField} aria-hidden>
          <SkeletonItem className={styles.skeletonLabel} size={12} />
          <SkeletonItem size={32} />
        </Skeleton>
      ))}
    </div>
  );
}

function ProfileForm({ profile }: { profile: ProfileApi }) {
  const styles = useContactFormStyles();
  return (
    <ContactForm
      form={{ ...profile.form, mobile: profile.mobile }}
      errors={profile.fieldErrors}
      editable={profile.editable}
      required={profile.required}
      maxLength={profile.maxLength}
      provinces={profile.provinces}
      provinceName={profile.provinceName ?? ''}
      changeField={profile.changeField}
      submit={profile.save}
      canSubmit={profile.canSave}
      busy={profile.refreshing}
      failure={profile.saveFailure}
      labels={fa.profile}
      submitLabel={fa.profile.registerAndEdit}
      busyLabel={fa.app.loading}
      labelledBy="profile-title"
      testId="profile-form"
      besideMenu
      header={
        profile.incomplete && (
          <MessageBar intent="error" className={styles.wide} data-testid="profile-incomplete">
            <MessageBarBody>{fa.profile.starredMandatory}</MessageBarBody>
          </MessageBar>
        )
      }
      extra={
        <Field label={fa.profile.fields.lastLogin}>
          <Input
            name="lastLogin"
            readOnly
            value={profile.lastLogin ? formatJalaliDateTime(profile.lastLogin, fa.calendar.at) : fa.profile.noLastLogin}
          />
        </Field>
      }
    />
  );
}

/** 'Are you sure you want to apply the changes?' with yes and no (behaviour §2). */
function ConfirmDialog({ profile }: { profile: ProfileApi }) {
  const modal = useModalStyles();
  return (
    <Dialog modalType="alert" open={profile.confirmOpen} onOpenChange={(_, data) => !data.open && !profile.saving && profile.cancel()}>
      <DialogSurface className={modal.confirm} aria-busy={profile.saving}>
        <DialogBody>
          <DialogTitle>{fa.profile.confirmTitle}</DialogTitle>
          <DialogContent>{fa.profile.confirmChanges}</DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={profile.saving}
              icon={profile.saving ? <Spinner size="tiny" aria-label={fa.profile.saving} /> : undefined}
              onClick={profile.confirm}
            >
              {fa.profile.yes}
            </Button>
            <Button appearance="secondary" disabledFocusable={profile.saving} onClick={profile.cancel}>
              {fa.profile.no}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
