import type { EntrySource } from '../../../machines/medicine-detail.connect';
import type { ReactNode } from 'react';
import type { PriceKind } from '../../../machines/medicine-detail.types';
import type { MedicineB } from '../../api/client';
import { fa } from '../../i18n/fa';
import { faMedicine } from '../../i18n/fa-medicine';
import { CopyCodeButton } from './CopyCodeButton';
import { useDetailStyles } from './Detail.styles';
import { DetailTitleBar } from '../../components/DetailTitleBar';
import { ChartButton, DetailCard, PRICE_KIND_LABELS, RelatedLinks, relatedItems, shown } from './DetailParts';
import { statusLabel } from './DetailStatus';
import { PriceSourceLine } from './PriceSourceLine';
import { formatCurrentPrice } from './PriceHistory';
import { paths } from '../../routes/paths';

export interface DetailBProps {
  medicine: MedicineB;
  onOpenChart: (kind: PriceKind) => void;
  /** Where the current price came from (behaviour §10.12); undefined draws no line. */
  source?: EntrySource;
  onOpenRelated?: (href: string) => void;
  /** The 'ارسال گزارش' and 'بستن' buttons. */
  actions: ReactNode;
}

/**
 * The category B detail: a heading, then the read-only data of behaviour §2 as cards like A's (data, not
 * disabled inputs), in row groups: names, the three prices together, the companies, the codes, the
 * status and group, the description and the related medicines.
 */
export function DetailB({ medicine, source, onOpenChart, onOpenRelated, actions }: DetailBProps) {
  const styles = useDetailStyles();
  const name = medicine.brand_name_fa?.trim() || fa.drug.noName;
  const price = (kind: 'price_distributor' | 'price_pharmacy' | 'price_consumer') => (
    <DetailCard key={kind} label={PRICE_KIND_LABELS[kind]} action={<ChartButton kind={kind} onOpen={onOpenChart} />}>
      {formatCurrentPrice(medicine[kind])}
    </DetailCard>
  );
  const code = (label: string, value: string | null) => (
    <DetailCard label={label} action={<CopyCodeButton code={value} label={label} />}>
      {shown(value)}
    </DetailCard>
  );
  return (
    <article className={styles.page} aria-labelledby="medicine-title">
      <DetailTitleBar titleId="medicine-title" name={name} subtitle={fa.drug.detailTitleB} />
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.brandNameFa}>{shown(medicine.brand_name_fa)}</DetailCard>
        <DetailCard label={faMedicine.brandNameLa} latin>
          {shown(medicine.brand_name_la)}
        </DetailCard>
        <DetailCard label={faMedicine.genericNameFa}>{shown(medicine.generic_name_fa)}</DetailCard>
        <DetailCard label={faMedicine.genericNameLa} latin>
          {shown(medicine.generic_name_la)}
        </DetailCard>
      </dl>
      <dl className={styles.cards}>
        {price('price_distributor')}
        {price('price_pharmacy')}
        {price('price_consumer')}
      </dl>
      <PriceSourceLine source={source} />
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.quantityInPack}>{shown(medicine.quantity_in_pack)}</DetailCard>
        <DetailCard label={faMedicine.supplierCompany}>{shown(medicine.supplier_company)}</DetailCard>
        <DetailCard label={faMedicine.producerCompany}>{shown(medicine.producer_company)}</DetailCard>
        <DetailCard label={faMedicine.brandOwner}>{shown(medicine.name_brand_owner)}</DetailCard>
      </dl>
      <dl className={styles.cards}>
        {code(faMedicine.genericCode, medicine.generic_code)}
        {code(faMedicine.ircCode, medicine.irc_code)}
        {code(faMedicine.gtinCode, medicine.gtin_code)}
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.status}>{statusLabel(medicine.status_medicine)}</DetailCard>
        <DetailCard label={faMedicine.medicineGroup}>{shown(medicine.medicine_group)}</DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.description} wide prose>
          {medicine.description?.trim() ? shown(medicine.description) : faMedicine.noDescription}
        </DetailCard>
        <DetailCard label={faMedicine.relatedDrugs} wide>
          <RelatedLinks onOpen={onOpenRelated} items={relatedItems(medicine.related, (r) => r.generic_name_fa, paths.medicineB.detail)} />
        </DetailCard>
      </dl>
      <footer className={styles.actions}>{actions}</footer>
    </article>
  );
}
