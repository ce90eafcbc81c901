import type { FormEvent, ReactNode } from 'react';
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
  Textarea,
  mergeClasses,
} from '@fluentui/react-components';
import { ProvinceDropdown } from '../../components/ProvinceDropdown';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectProfile, type ProfileApi, type ProfileSnapshot } from '../../../machines/profile.connect';
import type { profileMachine } from '../../../machines/profile.machine';
import type { ProfileEvent, ProfileField } from '../../../machines/profile.types';
import { failureMessage } from '../../api/errors';
import { LoadFailed } from '../../components/LoadFailed';
import { useModalStyles } from '../../components/modal.styles';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
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
  const profile = connectProfile(snapshot, send);
  return (
    <Card className={styles.card} aria-labelledby="profile-title" aria-busy={profile.firstLoad || profile.refreshing || profile.saving}>
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
  const styles = useProfileStyles();
  const { form, fieldErrors, editable, provinces } = profile;
  const errorText = (field: ProfileField) => {
    const error = fieldErrors[field];
    if (error === 'required') return fa.profile.required;
    if (error === 'invalidEmail') return fa.profile.invalidEmail;
    return undefined;
  };
  const change = (field: ProfileField) => (_: unknown, data: { value: string }) => profile.changeField(field, data.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    profile.save();
  };
  const textField = (field: 'firstName' | 'lastName' | 'orgName', autoComplete?: string) => (
    <Field label={fa.profile.fields[field]} required={profile.required(field)} validationMessage={errorText(field)}>
      <Input
        name={field}
        autoComplete={autoComplete}
        maxLength={profile.maxLength[field]}
        value={form[field]}
        readOnly={!editable}
        onChange={change(field)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-title" data-testid="profile-form">
      <div className={styles.grid}>
        {profile.incomplete && (
          <MessageBar intent="error" className={styles.wide} data-testid="profile-incomplete">
            <MessageBarBody>{fa.profile.starredMandatory}</MessageBarBody>
          </MessageBar>
        )}
        {textField('firstName', 'given-name')}
        {textField('lastName', 'family-name')}
        <Field label={fa.profile.fields.mobile}>
          <Input name="mobile" readOnly input={{ className: styles.ltrInput }} value={toPersianDigits(profile.mobile)} />
        </Field>
        {textField('orgName', 'organization')}
        <Field label={fa.profile.fields.province} required validationMessage={errorText('province')}>
          <ProvinceDropdown
            provinces={provinces}
            selectedId={form.province}
            selectedName={profile.provinceName ?? ''}
            disabled={!editable}
            placeholder={fa.profile.provincePlaceholder}
            loadingLabel={fa.profile.provincesLoading}
            onSelect={(id) => profile.changeField('province', id)}
          />
        </Field>
        <Field label={fa.profile.fields.phone}>
          <Input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={profile.maxLength.phone}
            input={{ className: styles.ltrInput }}
            value={toPersianDigits(form.phone)}
            readOnly={!editable}
            onChange={change('phone')}
          />
        </Field>
        <Field label={fa.profile.fields.email} validationMessage={errorText('email')}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={profile.maxLength.email}
            input={{ className: styles.ltrInput }}
            value={form.email}
            readOnly={!editable}
            onChange={change('email')}
          />
        </Field>
        <Field label={fa.profile.fields.lastLogin}>
          <Input
            name="lastLogin"
            readOnly
            value={profile.lastLogin ? formatJalaliDateTime(profile.lastLogin, fa.calendar.at) : fa.profile.noLastLogin}
          />
        </Field>
        <Field label={fa.profile.fields.address} className={styles.wide}>
          <Textarea
            name="address"
            resize="vertical"
            maxLength={profile.maxLength.address}
            value={form.address}
            readOnly={!editable}
            onChange={change('address')}
          />
        </Field>
        {profile.saveFailure && (
          <MessageBar intent="error" className={styles.wide}>
            <MessageBarBody>{failureMessage(profile.saveFailure)}</MessageBarBody>
          </MessageBar>
        )}
        <div className={mergeClasses(styles.wide, styles.actions)}>
          <Button
            type="submit"
            appearance="primary"
            size="large"
            disabled={!profile.canSave}
            icon={profile.refreshing ? <Spinner size="tiny" aria-label={fa.app.loading} /> : undefined}
          >
            {fa.profile.registerAndEdit}
          </Button>
        </div>
      </div>
    </form>
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
