import type { FormEvent } from 'react';
import { Button, Field, Input, makeStyles, Select, Textarea } from '@fluentui/react-components';
import { TextEditStyleRegular } from '@fluentui/react-icons';
import type { OpsMedicineApi } from '../../../../machines/ops/ops-medicine.connect';
import type { MedicineField, MedicineFields, OpsMedicineEdit } from '../../../../machines/ops/ops-medicine.types';
import { DataTable } from '../../../components/DataTable';
import { OpsFormEnd, OpsSection, OpsTerm } from '../../components/OpsParts';
import { useOpsStyles } from '../../components/ops.styles';
import { fa } from '../../../i18n/fa';
import { faMedicine } from '../../../i18n/fa-medicine';
import { faOps } from '../../i18n/fa-ops';
import { faPrices } from '../../../i18n/fa-prices';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDateTime } from '../../../lib/jalali';

const t = faPrices.medicines;

const useStyles = makeStyles({ line: { display: 'block' } });

/** Each correctable field's label: the drug detail's own words. */
const LABEL: Record<MedicineField, string> = {
  brand_name_fa: faMedicine.brandNameFa,
  brand_name_la: faMedicine.brandNameLa,
  generic_name_fa: faMedicine.genericNameFa,
  generic_name_la: faMedicine.genericNameLa,
  generic_code: faMedicine.genericCode,
  brand_code: faMedicine.brandCode,
  irc_code: faMedicine.ircCode,
  gtin_code: faMedicine.gtinCode,
  quantity_in_pack: faMedicine.quantityInPack,
  status_medicine: faMedicine.status,
};

/** Codes and Latin names read left to right. */
const LTR: ReadonlySet<MedicineField> = new Set([
  'brand_name_la',
  'generic_name_la',
  'generic_code',
  'brand_code',
  'irc_code',
  'gtin_code',
]);

const STATUSES = Object.entries(fa.drug.statusLabels) as [string, string][];

/** A field's value as the console shows it. */
function shown(field: MedicineField, value: unknown): string {
  if (value === null || value === undefined || value === '') return faOps.dash;
  if (field === 'status_medicine') return (fa.drug.statusLabels as Record<string, string>)[String(value)] ?? String(value);
  return field === 'quantity_in_pack' ? toPersianDigits(String(value)) : String(value);
}

/** A hand edit's required reason (the price's or the fields'): kept as typed, read-only while it is sent. */
export function ReasonField(props: {
  label: string;
  hint: string;
  form: { reason: string; reasonMax: number; saving: boolean };
  onChange: (value: string) => void;
}) {
  const { form } = props;
  return (
    <Field label={props.label} required hint={props.hint}>
      <Textarea
        resize="vertical"
        maxLength={form.reasonMax}
        value={form.reason}
        readOnly={form.saving}
        onChange={(_, data) => props.onChange(data.value)}
      />
    </Field>
  );
}

/** The drug's correctable fields, the button that opens their correction, and the form (behaviour §10.13). */
export function MedicineFieldsCard({ m }: { m: OpsMedicineApi }) {
  const styles = useOpsStyles();
  const fields = m.detail?.fields;
  if (!fields) return null;
  return (
    <OpsSection title={t.fields}>
      <dl className={styles.detail} data-testid="ops-medicine-fields">
        {(Object.keys(fields) as MedicineField[]).map((field) => (
          <OpsTerm key={field} label={LABEL[field]}>
            <span className={LTR.has(field) ? styles.ltr : undefined}>{shown(field, fields[field])}</span>
          </OpsTerm>
        ))}
      </dl>
      {!m.fieldsForm && (
        <div className={styles.actions}>
          <Button appearance="secondary" icon={<TextEditStyleRegular />} disabled={!m.detail?.canCorrect} onClick={m.openFields}>
            {t.correct}
          </Button>
        </div>
      )}
      <FieldsForm m={m} fields={fields} />
    </OpsSection>
  );
}

function FieldsForm({ m, fields }: { m: OpsMedicineApi; fields: MedicineFields }) {
  const styles = useOpsStyles();
  const form = m.fieldsForm;
  if (!form) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    m.submitFields();
  };
  const input = (field: MedicineField) => {
    const value = form.values[field] ?? '';
    if (field === 'status_medicine')
      return (
        <Select value={value} disabled={form.saving} onChange={(_, data) => m.changeField(field, data.value)}>
          <option value="">{t.noStatus}</option>
          {STATUSES.map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </Select>
      );
    return (
      <Input
        dir={LTR.has(field) ? 'ltr' : undefined}
        inputMode={field === 'quantity_in_pack' || (LTR.has(field) && field.endsWith('_code')) ? 'numeric' : undefined}
        value={value}
        readOnly={form.saving}
        maxLength={field === 'quantity_in_pack' ? 9 : LTR.has(field) && field.endsWith('_code') ? 30 : 300}
        onChange={(_, data) => m.changeField(field, data.value)}
      />
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={form.saving} data-testid="ops-fields-form">
      <h3 className={styles.subtitle}>{t.correctTitle}</h3>
      <p>{t.correctHint}</p>
      {(Object.keys(fields) as MedicineField[]).map((field) => (
        <Field
          key={field}
          label={LABEL[field]}
          validationMessage={field === 'quantity_in_pack' && form.packInvalid ? t.packInvalid : undefined}
        >
          {input(field)}
        </Field>
      ))}
      <ReasonField
        label={t.fieldsReason}
        hint={form.changed === 0 ? t.nothingChanged : `${t.changedCount(toPersianDigits(form.changed))} ${t.fieldsReasonHint}`}
        form={form}
        onChange={m.changeFieldsReason}
      />
      <OpsFormEnd
        failure={form.failure}
        saving={form.saving}
        canSubmit={form.canSubmit}
        submitLabel={t.fieldsConfirm}
        onCancel={m.cancelFields}
      />
    </form>
  );
}

/** The drug's hand edits of its fields, newest first: who, when, why, and each change (their provenance). */
export function MedicineEdits({ edits }: { edits: OpsMedicineEdit[] }) {
  const styles = useOpsStyles();
  const own = useStyles();
  const changes = (edit: OpsMedicineEdit) =>
    (Object.keys(edit.after) as MedicineField[]).map((field) =>
      t.editChange(LABEL[field] ?? field, shown(field, edit.before[field]), shown(field, edit.after[field])),
    );
  return (
    <OpsSection title={t.edits}>
      <DataTable
        aria-label={t.edits}
        loading={false}
        rows={edits}
        rowKey={(row) => `${row.at}-${row.by?._id ?? ''}`}
        empty={t.noEdits}
        columns={[
          {
            key: 'who',
            header: t.source,
            render: (row) => (
              <span className={styles.cellText}>
                {t.editBy(row.by?.name || faOps.dash, formatJalaliDateTime(row.at, fa.calendar.at))}
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
            key: 'changes',
            header: t.fields,
            render: (row) => (
              <span className={styles.cellText}>
                {changes(row).map((line) => (
                  <span key={line} className={own.line}>
                    {line}
                  </span>
                ))}
              </span>
            ),
          },
        ]}
      />
    </OpsSection>
  );
}
