import type { FormEvent } from 'react';
import { Badge, Button, Card, Field, Input, Spinner } from '@fluentui/react-components';
import { PersonAddRegular, PersonDeleteRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectOpsOperators, type OpsOperatorsApi, type OpsOperatorsSnapshot } from '../../../../machines/ops/ops-operators.connect';
import type { opsOperatorsMachine } from '../../../../machines/ops/ops-operators.machine';
import type { OpsOperator, OpsOperatorsEvent } from '../../../../machines/ops/ops-operators.types';
import { failureMessage } from '../../../api/errors';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { LoadFailed } from '../../../components/LoadFailed';
import { useOpsStyles } from '../../components/ops.styles';
import { fa } from '../../../i18n/fa';
import { faOps } from '../../i18n/fa-ops';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDateTime } from '../../../lib/jalali';

export interface OperatorsViewProps {
  snapshot: OpsOperatorsSnapshot;
  send: (event: OpsOperatorsEvent) => void;
}

const t = faOps.operators;
const nameOf = (row: OpsOperator) => row.name || toPersianDigits(row.mobile);

/** The admin's operators screen (/ops/operators) for one snapshot of the operators machine. */
export function OperatorsView({ snapshot, send }: OperatorsViewProps) {
  const o = connectOpsOperators(snapshot, send);
  const styles = useOpsStyles();
  const columns: DataColumn<OpsOperator>[] = [
    { key: 'name', header: t.name, render: (row) => <span className={styles.cellText}>{row.name || fa.app.dash}</span> },
    { key: 'mobile', header: t.mobile, render: (row) => toPersianDigits(row.mobile) },
    {
      key: 'role',
      header: t.role,
      render: (row) => (
        <Badge appearance="tint" color={row.role === 'admin' ? 'brand' : 'informative'}>
          {t.roleLabels[row.role]}
        </Badge>
      ),
    },
    {
      key: 'login',
      header: t.lastLogin,
      hideOnSmall: true,
      render: (row) => (row.last_login ? formatJalaliDateTime(row.last_login, fa.calendar.at) : t.never),
    },
    {
      key: 'action',
      header: faOps.action,
      kind: 'action',
      render: (row) => (
        <Button
          size="small"
          appearance="subtle"
          icon={o.removingId === row._id ? <Spinner size="tiny" /> : <PersonDeleteRegular />}
          aria-label={t.removeNamed(nameOf(row))}
          disabled={!o.canRemove}
          onClick={() => o.remove(row._id)}
        >
          <span className={styles.iconText}>{t.remove}</span>
        </Button>
      ),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby="ops-operators-title" data-testid="ops-operators">
      <div>
        <h1 id="ops-operators-title" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.hint}>{t.hint}</p>
      </div>
      {o.form && <AddOperatorForm o={o} />}
      <DataTable
        aria-label={t.tableLabel}
        columns={columns}
        rows={o.rows}
        rowKey={(row) => row._id}
        loading={o.loading}
        empty={o.failed ? <LoadFailed failure={o.failure} onRetry={o.retry} /> : t.empty}
      />
    </Card>
  );
}

function AddOperatorForm({ o }: { o: OpsOperatorsApi }) {
  const styles = useOpsStyles();
  const form = o.form!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    o.add();
  };
  const message = form.invalid ? t.invalidMobile : form.failure ? failureMessage(form.failure) : undefined;
  return (
    <form className={styles.filters} onSubmit={submit} aria-busy={form.adding}>
      <Field label={t.mobile} validationMessage={message} validationState={message ? 'error' : 'none'}>
        <Input
          className={styles.ltr}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={form.mobile}
          onChange={(_, data) => o.changeMobile(data.value)}
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        icon={form.adding ? <Spinner size="tiny" /> : <PersonAddRegular />}
        disabledFocusable={!form.canAdd}
      >
        {t.add}
      </Button>
    </form>
  );
}

/** The view following a running operators actor. */
export function OperatorsScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsOperatorsMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <OperatorsView snapshot={snapshot} send={actorRef.send} />;
}
