import type { ReactNode } from 'react';
import { Button, Card, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { failureMessage, type ApiFailure } from '../../api/errors';
import { faOps } from '../i18n/fa-ops';
import { useOpsStyles } from './ops.styles';

/** A titled card of a console page (behaviour §10.10). */
export function OpsSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useOpsStyles();
  return (
    <Card className={styles.card}>
      <h2 className={styles.subtitle}>{title}</h2>
      {children}
    </Card>
  );
}

/** One labelled value of a console page (a `dt`/`dd` pair inside the page's `dl`). */
export function OpsTerm({ label, children }: { label: string; children: ReactNode }) {
  const styles = useOpsStyles();
  return (
    <div className={styles.detailRow}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

export interface OpsFormEndProps {
  /** Why the last send failed, said above the buttons. */
  failure: ApiFailure | null | undefined;
  saving: boolean;
  canSubmit: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The end of a console form: the failure of the last send, then submit (busy while saving) and cancel. */
export function OpsFormEnd({ failure, saving, canSubmit, submitLabel, onCancel }: OpsFormEndProps) {
  const styles = useOpsStyles();
  return (
    <>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failureMessage(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={!canSubmit}
          icon={saving ? <Spinner size="tiny" aria-label={faOps.loading} /> : undefined}
        >
          {submitLabel}
        </Button>
        <Button appearance="secondary" disabledFocusable={saving} onClick={onCancel}>
          {faOps.cancel}
        </Button>
      </div>
    </>
  );
}
