import { Field, Input, Textarea } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { PriceKind } from '../../../machines/medicine-detail.types';
import type { MedicineB } from '../../api/client';
import { fa } from '../../i18n/fa';
import { CopyCodeButton } from './CopyCodeButton';
import { useDetailStyles } from './Detail.styles';
import { ChartButton, PRICE_KIND_LABELS, RelatedLinks, shown } from './DetailParts';
import { statusLabel } from './DetailStatus';
import { formatCurrentPrice } from './PriceHistory';
import { paths } from '../../app/paths';

export interface DetailBProps {
  medicine: MedicineB;
  onOpenChart: (kind: PriceKind) => void;
  onOpenRelated?: (href: string) => void;
  /** The 'ارسال گزارش' and 'بستن' buttons. */
  actions: ReactNode;
}

function ReadOnly({ label, value, after, latin = false }: { label: string; value: string; after?: ReactNode; latin?: boolean }) {
  return (
    <Field label={label}>
      <Input readOnly value={value} contentAfter={after ? <>{after}</> : undefined} input={latin ? { dir: 'ltr' } : undefined} />
    </Field>
  );
}

/** The category B detail: a heading, then read-only fields in SPEC §2 order. */
export function DetailB({ medicine, onOpenChart, onOpenRelated, actions }: DetailBProps) {
  const styles = useDetailStyles();
  const name = medicine.brand_name_fa?.trim() || fa.medicine.noName;
  const price = (kind: 'price_distributor' | 'price_pharmacy' | 'price_consumer') => (
    <ReadOnly
      key={kind}
      label={PRICE_KIND_LABELS[kind]}
      value={formatCurrentPrice(medicine[kind])}
      after={<ChartButton kind={kind} onOpen={onOpenChart} />}
    />
  );
  const code = (label: string, value: string | null) => (
    <ReadOnly label={label} value={shown(value)} after={<CopyCodeButton code={value} label={label} />} />
  );
  return (
    <article className={styles.page} aria-labelledby="medicine-title">
      <header className={styles.titleBar}>
        <div>
          <h1 id="medicine-title" className={styles.title}>
            {name}
          </h1>
          <span className={styles.subtitle}>{fa.medicine.detailTitleB}</span>
        </div>
      </header>
      <div className={styles.fields}>
        <ReadOnly label={fa.medicine.brandNameFa} value={shown(medicine.brand_name_fa)} />
        <ReadOnly label={fa.medicine.brandNameLa} value={shown(medicine.brand_name_la)} latin />
        <ReadOnly label={fa.medicine.genericNameFa} value={shown(medicine.generic_name_fa)} />
        <ReadOnly label={fa.medicine.genericNameLa} value={shown(medicine.generic_name_la)} latin />
        {price('price_distributor')}
        {price('price_pharmacy')}
        {price('price_consumer')}
        <ReadOnly label={fa.medicine.quantityInPack} value={shown(medicine.quantity_in_pack)} />
        <ReadOnly label={fa.medicine.supplierCompany} value={shown(medicine.supplier_company)} />
        <ReadOnly label={fa.medicine.producerCompany} value={shown(medicine.producer_company)} />
        <ReadOnly label={fa.medicine.brandOwner} value={shown(medicine.name_brand_owner)} />
        {code(fa.medicine.genericCode, medicine.generic_code)}
        <ReadOnly label={fa.medicine.status} value={statusLabel(medicine.status_medicine)} />
        {code(fa.medicine.ircCode, medicine.irc_code)}
        {code(fa.medicine.gtinCode, medicine.gtin_code)}
        <ReadOnly label={fa.medicine.medicineGroup} value={shown(medicine.medicine_group)} />
        <Field label={fa.medicine.description} className={styles.wide}>
          <Textarea readOnly resize="vertical" value={medicine.description?.trim() ? shown(medicine.description) : fa.medicine.noDescription} />
        </Field>
        <Field label={fa.medicine.relatedDrugs} className={styles.wide}>
          <RelatedLinks
            onOpen={onOpenRelated}
            items={medicine.related.map((r) => ({
              id: r._id,
              href: paths.medicineB.detail(r._id),
              name: r.generic_name_fa?.trim() || fa.medicine.noName,
            }))}
          />
        </Field>
      </div>
      <footer className={styles.actions}>{actions}</footer>
    </article>
  );
}
