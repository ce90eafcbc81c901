import type { FormEvent } from 'react';
import { Badge, Button, Card, Field, Input, Spinner } from '@fluentui/react-components';
import { AddRegular, ArchiveRegular, EditRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectOpsPackages, type OpsPackagesApi, type OpsPackagesSnapshot } from '../../../../machines/ops/ops-packages.connect';
import type { opsPackagesMachine } from '../../../../machines/ops/ops-packages.machine';
import type { OpsPackage, OpsPackagesEvent } from '../../../../machines/ops/ops-packages.types';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { LoadFailed } from '../../../components/LoadFailed';
import { OpsFormEnd } from '../../components/OpsParts';
import { useOpsStyles } from '../../components/ops.styles';
import { faOps } from '../../i18n/fa-ops';
import { toPersianDigits } from '../../../lib/digits';
import { formatAmount } from '../../../lib/money';

export interface PackagesViewProps {
  snapshot: OpsPackagesSnapshot;
  send: (event: OpsPackagesEvent) => void;
}

/** The packages in the console (/ops/packages) for one snapshot of the packages machine. */
export function PackagesView({ snapshot, send }: PackagesViewProps) {
  const p = connectOpsPackages(snapshot, send);
  const styles = useOpsStyles();
  const columns: DataColumn<OpsPackage>[] = [
    { key: 'name', header: faOps.packages.name, render: (row) => <span className={styles.cellText}>{row.name}</span> },
    { key: 'days', header: faOps.packages.days, render: (row) => toPersianDigits(row.days) },
    { key: 'price', header: faOps.packages.price, render: (row) => formatAmount(row.price) },
    {
      key: 'state',
      header: faOps.packages.state,
      hideOnSmall: true,
      render: (row) => (
        <Badge appearance="tint" color={row.retiredAt ? 'subtle' : 'success'}>
          {row.retiredAt ? faOps.packages.retired : faOps.packages.active}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: faOps.action,
      kind: 'action',
      render: (row) =>
        row.retiredAt ? (
          faOps.packages.retired
        ) : (
          <span>
            <Button
              size="small"
              appearance="subtle"
              icon={<EditRegular />}
              aria-label={faOps.packages.editNamed(row.name)}
              disabled={!p.canEdit(row._id)}
              onClick={() => p.edit(row._id)}
            />
            <Button
              size="small"
              appearance="subtle"
              icon={p.retiringId === row._id ? <Spinner size="tiny" /> : <ArchiveRegular />}
              aria-label={faOps.packages.retireNamed(row.name)}
              title={faOps.packages.retireHint}
              disabled={!p.canRetire(row._id)}
              onClick={() => p.retire(row._id)}
            />
          </span>
        ),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby="ops-packages-title" data-testid="ops-packages">
      <div className={styles.head}>
        <h1 id="ops-packages-title" className={styles.title}>
          {faOps.packages.title}
        </h1>
        <Button appearance="primary" icon={<AddRegular />} disabled={!p.canAdd} onClick={p.add}>
          {faOps.packages.add}
        </Button>
      </div>
      <p className={styles.hint}>{faOps.packages.retireHint}</p>
      <PackageForm p={p} />
      <DataTable
        aria-label={faOps.packages.tableLabel}
        columns={columns}
        rows={p.rows}
        rowKey={(row) => row._id}
        loading={p.loading}
        skeletonRows={4}
        empty={p.failure ? <LoadFailed failure={p.failure} onRetry={p.retry} /> : faOps.packages.empty}
      />
    </Card>
  );
}

function PackageForm({ p }: { p: OpsPackagesApi }) {
  const styles = useOpsStyles();
  const form = p.form;
  if (!form) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    p.save();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={form.saving} data-testid="ops-package-form">
      <h2 className={styles.subtitle}>{form.isNew ? faOps.packages.newTitle : faOps.packages.editTitle}</h2>
      <div className={styles.filters}>
        <Field label={faOps.packages.name} required>
          <Input value={form.name} maxLength={form.nameMax} readOnly={form.saving} onChange={(_, data) => p.changeName(data.value)} />
        </Field>
        <Field label={faOps.packages.days} required validationMessage={form.daysError ? faOps.pharmacies.daysInvalid : undefined}>
          <Input inputMode="numeric" value={form.days} readOnly={form.saving} onChange={(_, data) => p.changeDays(data.value)} />
        </Field>
        <Field label={faOps.packages.price} required validationMessage={form.priceError ? faOps.packages.priceInvalid : undefined}>
          <Input inputMode="numeric" value={form.price} readOnly={form.saving} onChange={(_, data) => p.changePrice(data.value)} />
        </Field>
      </div>
      <OpsFormEnd failure={form.failure} saving={form.saving} canSubmit={form.canSave} submitLabel={faOps.save} onCancel={p.cancel} />
    </form>
  );
}

/** The view following a running packages actor. */
export function PackagesScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsPackagesMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <PackagesView snapshot={snapshot} send={actorRef.send} />;
}
