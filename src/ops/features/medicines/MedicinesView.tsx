import type { FormEvent } from 'react';
import { Button, Card, Field, Input, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { ArrowRightRegular, EditRegular, EyeRegular, SearchRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectOpsMedicine, type OpsMedicineApi, type OpsMedicineSnapshot } from '../../../../machines/ops/ops-medicine.connect';
import type { opsMedicineMachine } from '../../../../machines/ops/ops-medicine.machine';
import type { OpsMedicineEvent, OpsMedicineSummary, OpsPriceEntry } from '../../../../machines/ops/ops-medicine.types';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { LoadFailed } from '../../../components/LoadFailed';
import { OpsFormEnd, OpsSection, OpsTerm } from '../../components/OpsParts';
import { useOpsStyles } from '../../components/ops.styles';
import { Pager } from '../../../components/Pager';
import { fa } from '../../../i18n/fa';
import { faOps } from '../../i18n/fa-ops';
import { faPrices } from '../../../i18n/fa-prices';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDate, formatJalaliDateTime } from '../../../lib/jalali';
import { formatAmount } from '../../../lib/money';
import { MedicineEdits, MedicineFieldsCard, ReasonField } from './MedicineFields';

const t = faPrices.medicines;

export interface MedicinesViewProps {
  snapshot: OpsMedicineSnapshot;
  send: (event: OpsMedicineEvent) => void;
}

const nameOf = (m: Pick<OpsMedicineSummary, 'brand_name_fa' | 'generic_name_fa'>) =>
  m.brand_name_fa?.trim() || m.generic_name_fa?.trim() || t.noName;
const amountOf = (value: number | null) => (value === null ? faOps.dash : formatAmount(value));

/** Where an entry came from, as the console names it: the import's file, the operator, or the seed. */
function entrySource(entry: OpsPriceEntry): string {
  if (entry.kind === 'import') return entry.import ? t.importNamed(entry.import.file_name) : t.kinds.import;
  if (entry.kind === 'rollback') return entry.import ? t.rollbackOf(entry.import.file_name) : t.kinds.rollback;
  if (entry.kind === 'hand') return entry.by?.name ? t.handBy(entry.by.name) : t.kinds.hand;
  return t.kinds.seed;
}

/** The console's drugs (/ops/medicines) for one snapshot of the drugs machine (behaviour §10.13). */
export function MedicinesView({ snapshot, send }: MedicinesViewProps) {
  const m = connectOpsMedicine(snapshot, send);
  return m.detail ? <MedicineDetail m={m} /> : <MedicineSearch m={m} />;
}

function MedicineSearch({ m }: { m: OpsMedicineApi }) {
  const styles = useOpsStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    m.search();
  };
  const columns: DataColumn<OpsMedicineSummary>[] = [
    { key: 'row', header: faOps.rowNumber, kind: 'rowNumber', render: (_, index) => toPersianDigits(m.rowNumber(index)) },
    { key: 'name', header: t.name, render: (row) => <span className={styles.cellText}>{nameOf(row)}</span> },
    { key: 'generic', header: t.generic, hideOnSmall: true, render: (row) => row.generic_name_fa || faOps.dash },
    { key: 'code', header: t.code, hideOnSmall: true, render: (row) => <span className={styles.ltr}>{row.code ?? faOps.dash}</span> },
    { key: 'price', header: t.price, render: (row) => amountOf(row.price) },
    {
      key: 'action',
      header: faOps.action,
      kind: 'action',
      render: (row) => (
        <Button
          size="small"
          appearance="subtle"
          icon={<EyeRegular />}
          aria-label={t.showNamed(nameOf(row))}
          onClick={() => m.open(row.category, row._id)}
        >
          <span className={styles.iconText}>{t.show}</span>
        </Button>
      ),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby="ops-medicines-title" data-testid="ops-medicines">
      <h1 id="ops-medicines-title" className={styles.title}>
        {t.title}
      </h1>
      <form role="search" className={styles.filters} onSubmit={submit}>
        <Field label={t.catalogue}>
          <RadioGroup layout="horizontal" value={m.category} onChange={(_, data) => m.changeCategory(data.value as 'A' | 'B')}>
            <Radio value="A" label={t.catalogues.A} />
            <Radio value="B" label={t.catalogues.B} />
          </RadioGroup>
        </Field>
        <Field label={t.searchLabel}>
          <Input type="search" value={m.query} maxLength={100} onChange={(_, data) => m.changeQuery(data.value)} />
        </Field>
        <Button type="submit" appearance="primary" icon={<SearchRegular />} disabledFocusable={!m.canSearch}>
          {t.search}
        </Button>
      </form>
      <DataTable
        aria-label={t.tableLabel}
        columns={columns}
        rows={m.rows}
        rowKey={(row) => row._id}
        loading={m.loading}
        empty={m.failed ? <LoadFailed failure={m.failure} onRetry={m.retry} /> : t.empty}
      />
      <div className={styles.footer}>
        <Pager
          page={m.page}
          totalPages={m.totalPages}
          canPrevious={m.canPrevious}
          canNext={m.canNext}
          onPrevious={m.previousPage}
          onNext={m.nextPage}
        />
      </div>
    </Card>
  );
}

function MedicineDetail({ m }: { m: OpsMedicineApi }) {
  const styles = useOpsStyles();
  const detail = m.detail!;
  const medicine = detail.medicine;
  return (
    <div className={styles.stack}>
      <div>
        <Button appearance="subtle" icon={<ArrowRightRegular />} onClick={m.close} disabled={m.form?.saving ?? false}>
          {t.back}
        </Button>
      </div>
      {detail.loading && <Spinner label={faOps.loading} />}
      {detail.failure && (
        <Card className={styles.card}>
          <LoadFailed failure={detail.failure} onRetry={m.retry} />
        </Card>
      )}
      {medicine && !detail.loading && (
        <>
          <Card className={styles.card} aria-labelledby="ops-medicine-title" data-testid="ops-medicine">
            <h1 id="ops-medicine-title" className={styles.title}>
              {nameOf(medicine)}
            </h1>
            <dl className={styles.detail}>
              <OpsTerm label={t.catalogue}>{t.catalogues[medicine.category]}</OpsTerm>
              <OpsTerm label={t.generic}>{medicine.generic_name_fa || faOps.dash}</OpsTerm>
              <OpsTerm label={t.code}>
                <span className={styles.ltr}>{medicine.code ?? faOps.dash}</span>
              </OpsTerm>
              <OpsTerm label={t.price}>
                <span data-testid="ops-medicine-price">{amountOf(medicine.price)}</span>
              </OpsTerm>
              <OpsTerm label={t.priceAt}>{medicine.priceAt ? formatJalaliDate(medicine.priceAt) : faOps.dash}</OpsTerm>
            </dl>
            <div className={styles.actions}>
              <Button appearance="primary" icon={<EditRegular />} disabled={!detail.canEdit} onClick={m.openEdit}>
                {t.edit}
              </Button>
            </div>
            <PriceForm m={m} />
          </Card>
          <MedicineFieldsCard m={m} />
          <OpsSection title={t.entries}>
            <DataTable
              aria-label={t.entriesLabel}
              loading={false}
              rows={detail.entries}
              rowKey={(row) => row.seq}
              empty={t.noEntries}
              columns={[
                { key: 'date', header: t.entryDate, render: (row) => formatJalaliDate(row.insert_date) },
                { key: 'old', header: t.oldPrice, hideOnSmall: true, render: (row) => amountOf(row.oldPrice) },
                { key: 'price', header: t.newPrice, render: (row) => amountOf(row.price) },
                {
                  key: 'source',
                  header: t.source,
                  render: (row) => (
                    <span className={styles.cellText} title={row.reason ?? undefined}>
                      {entrySource(row)}
                      {row.reason && (
                        <>
                          <br />
                          {faPrices.source.reason(row.reason)}
                        </>
                      )}
                    </span>
                  ),
                },
                {
                  key: 'published',
                  header: t.publishedAt,
                  hideOnSmall: true,
                  render: (row) => formatJalaliDateTime(row.publishedAt, fa.calendar.at),
                },
              ]}
            />
          </OpsSection>
          <MedicineEdits edits={detail.edits} />
        </>
      )}
    </div>
  );
}

function PriceForm({ m }: { m: OpsMedicineApi }) {
  const styles = useOpsStyles();
  const form = m.form;
  if (!form) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    m.submitEdit();
  };
  let priceMessage: string | undefined;
  if (form.priceError) priceMessage = t.priceInvalid;
  else if (form.samePrice) priceMessage = t.samePrice;
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={form.saving} data-testid="ops-price-form">
      <h2 className={styles.subtitle}>{t.edit}</h2>
      <Field
        label={t.newPriceLabel}
        required
        validationMessage={priceMessage}
        hint={form.priceValue !== null && !priceMessage ? t.priceEcho(formatAmount(form.priceValue)) : undefined}
      >
        <Input inputMode="numeric" value={form.price} readOnly={form.saving} onChange={(_, data) => m.changePrice(data.value)} />
      </Field>
      <ReasonField label={t.reason} hint={t.reasonRequired} form={form} onChange={m.changeReason} />
      <OpsFormEnd failure={form.failure} saving={form.saving} canSubmit={form.canSubmit} submitLabel={t.confirm} onCancel={m.cancelEdit} />
    </form>
  );
}

/** The view following a running drugs actor. */
export function MedicinesScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsMedicineMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <MedicinesView snapshot={snapshot} send={actorRef.send} />;
}
