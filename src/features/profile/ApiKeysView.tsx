import type { FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, KeyRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectApiKeys, type ApiKeysApi, type ApiKeysSnapshot } from '../../../machines/api-keys.connect';
import type { apiKeysMachine } from '../../../machines/api-keys.machine';
import type { ApiKeysEvent } from '../../../machines/api-keys.types';
import { failureMessage } from '../../api/errors';
import { useContactFormStyles } from '../../components/ContactForm.styles';
import { DataTable } from '../../components/DataTable';
import { faPrices } from '../../i18n/fa-prices';
import { formatJalaliDate } from '../../lib/jalali';
import { useProfileStyles } from './profile.styles';

const t = faPrices.keys;

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  name: { flexGrow: 1, minWidth: '200px' },
  key: {
    display: 'block',
    direction: 'ltr',
    unicodeBidi: 'isolate',
    fontFamily: tokens.fontFamilyMonospace,
    overflowWrap: 'anywhere',
    userSelect: 'all',
    padding: tokens.spacingVerticalS,
    marginBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  made: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  prefix: { direction: 'ltr', unicodeBidi: 'isolate', fontFamily: tokens.fontFamilyMonospace },
});

export interface ApiKeysViewProps {
  snapshot: ApiKeysSnapshot;
  send: (event: ApiKeysEvent) => void;
}

/**
 * The change feed's API keys (behaviour §10.12), a card under the profile for a pharmacy with a running
 * subscription: make a key (shown once, with 'copy' and a warning), list the keys, revoke one. Nothing
 * on a backend without the feed.
 */
export function ApiKeysView({ snapshot, send }: ApiKeysViewProps) {
  const profileStyles = useProfileStyles();
  const cardStyles = useContactFormStyles();
  const k = connectApiKeys(snapshot, send);
  if (!k.visible) return null;
  return (
    <Card className={cardStyles.card} aria-labelledby="api-keys-title" aria-busy={k.loading || k.creating} data-testid="api-keys">
      <div className={profileStyles.digest}>
        <h2 id="api-keys-title" className={profileStyles.sectionTitle}>
          {t.title}
        </h2>
        <p className={profileStyles.hint}>{t.hint}</p>
        {k.loading && <Spinner size="extra-tiny" labelPosition="after" className={profileStyles.digestStatus} label={t.loading} />}
        {k.loadFailed && (
          <div className={profileStyles.digestStatus} role="status">
            {k.failure ? `${t.loadFailed} ${failureMessage(k.failure)}` : t.loadFailed}
            <Button size="small" onClick={k.retry}>
              {t.retry}
            </Button>
          </div>
        )}
        {!k.loading && !k.loadFailed && <ApiKeysBody k={k} />}
      </div>
    </Card>
  );
}

function ApiKeysBody({ k }: { k: ApiKeysApi }) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    k.create();
  };
  return (
    <>
      {k.made ? (
        <MessageBar intent="warning" layout="multiline" data-testid="api-key-made">
          <MessageBarBody>
            <MessageBarTitle>{t.madeTitle(k.made.name)}</MessageBarTitle>
            {t.warning}
            <code className={styles.key} data-allow-copy="" aria-label={t.keyLabel} data-testid="api-key-value">
              {k.made.key}
            </code>
            <span className={styles.made}>
              <Button appearance="primary" icon={<CopyRegular />} onClick={k.copy}>
                {t.copy}
              </Button>
              <Button appearance="secondary" onClick={k.done}>
                {t.done}
              </Button>
            </span>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <Field className={styles.name} label={t.name} hint={t.nameHint} validationMessage={k.nameTooLong ? t.nameTooLong : undefined}>
            <Input value={k.name} readOnly={!k.canType} onChange={(_, data) => k.changeName(data.value)} />
          </Field>
          <Button
            type="submit"
            appearance="primary"
            icon={k.creating ? <Spinner size="tiny" aria-label={t.creating} /> : <KeyRegular />}
            disabledFocusable={!k.canCreate}
          >
            {t.create}
          </Button>
        </form>
      )}
      {k.writeFailure && (
        <MessageBar intent="error">
          <MessageBarBody>{failureMessage(k.writeFailure)}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        aria-label={t.tableLabel}
        loading={false}
        rows={k.keys}
        rowKey={(row) => row._id}
        empty={t.empty}
        columns={[
          { key: 'name', header: t.name, render: (row) => row.name },
          {
            key: 'prefix',
            header: t.prefix,
            hideOnSmall: true,
            render: (row) => <span className={styles.prefix}>{`${row.prefix}…`}</span>,
          },
          { key: 'created', header: t.createdAt, hideOnSmall: true, render: (row) => formatJalaliDate(row.createdAt) },
          { key: 'used', header: t.lastUsed, render: (row) => (row.lastUsedAt ? formatJalaliDate(row.lastUsedAt) : t.never) },
          {
            key: 'action',
            header: t.revoke,
            kind: 'action',
            render: (row) =>
              row.revoked ? (
                <Badge appearance="tint" color="subtle">
                  {t.revoked}
                </Badge>
              ) : (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={row.revoking ? <Spinner size="extra-tiny" /> : <DeleteRegular />}
                  aria-label={t.revokeNamed(row.name)}
                  disabledFocusable={!row.canRevoke}
                  onClick={() => k.revoke(row._id)}
                >
                  {t.revoke}
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}

/** The card following a running API keys actor. */
export function ApiKeysScreen({ actorRef }: { actorRef: ActorRefFrom<typeof apiKeysMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <ApiKeysView snapshot={snapshot} send={actorRef.send} />;
}
