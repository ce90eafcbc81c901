import type { EntrySource } from '../../../machines/medicine-detail.connect';
import type { ReactNode } from 'react';
import type { PriceKind } from '../../../machines/medicine-detail.types';
import type { MedicineA } from '../../api/client';
import { photoUrl } from '../../api/urls';
import { fa } from '../../i18n/fa';
import { CopyCodeButton } from './CopyCodeButton';
import { useDetailStyles } from './Detail.styles';
import { DetailTitleBar, NoPhoto } from '../../components/DetailTitleBar';
import { ChartButton, classificationText, DetailCard, PRICE_KIND_LABELS, RelatedLinks, relatedItems, shown } from './DetailParts';
import { PriceSourceLine } from './PriceSourceLine';
import { formatCurrentPrice, priceApplicationDate } from './PriceHistory';
import { paths } from '../../routes/paths';

export interface DetailAProps {
  medicine: MedicineA;
  onOpenChart: (kind: PriceKind) => void;
  onOpenPhoto: () => void;
  /** Whether the photo shows (false once it failed to load: behaviour §10). */
  photoShown?: boolean;
  onPhotoFailed?: () => void;
  /** Where the current price came from (behaviour §10.12); undefined draws no line. */
  source?: EntrySource;
  onOpenRelated?: (href: string) => void;
  /** The 'ارسال گزارش' and 'بستن' buttons. */
  actions: ReactNode;
}

/** The category A detail: title bar with the photo, then the cards in behaviour §2 order, in row groups without holes. */
export function DetailA({ medicine, source, onOpenChart, onOpenPhoto, photoShown = true, onPhotoFailed, onOpenRelated, actions }: DetailAProps) {
  const styles = useDetailStyles();
  const name = medicine.brand_name_fa?.trim() || fa.medicine.noName;
  const prices: Array<'price_O' | 'price_OA' | 'price_B' | 'price_BA'> = medicine.added_value
    ? ['price_O', 'price_OA', 'price_B', 'price_BA']
    : ['price_O', 'price_B'];
  return (
    <article className={styles.page} aria-labelledby="medicine-title">
      <DetailTitleBar
        titleId="medicine-title"
        name={name}
        subtitle={fa.medicine.detailTitleA}
        media={
          medicine.photo && photoShown ? (
            <button type="button" className={styles.photoButton} onClick={onOpenPhoto} aria-label={fa.medicine.openPhoto}>
              <img className={styles.photo} src={photoUrl(medicine.photo.path)} alt={fa.medicine.photoAlt(name)} onError={onPhotoFailed} />
            </button>
          ) : (
            <NoPhoto />
          )
        }
      />
      {/* Row groups in behaviour §2 order: names, prices, codes, makers, dates and sellers, related, classes, text. */}
      <dl className={styles.cards}>
        <DetailCard label={fa.medicine.brandNameFa}>{shown(medicine.brand_name_fa)}</DetailCard>
        <DetailCard label={fa.medicine.brandNameLa} latin>
          {shown(medicine.brand_name_la)}
        </DetailCard>
        <DetailCard label={fa.medicine.genericNameFa}>{shown(medicine.generic_name_fa)}</DetailCard>
        <DetailCard label={fa.medicine.genericNameLa} latin>
          {shown(medicine.generic_name_la)}
        </DetailCard>
      </dl>
      <dl className={styles.cards}>
        {prices.map((kind) => (
          <DetailCard key={kind} label={PRICE_KIND_LABELS[kind]} action={<ChartButton kind={kind} onOpen={onOpenChart} />}>
            {formatCurrentPrice(medicine[kind])}
          </DetailCard>
        ))}
      </dl>
      <PriceSourceLine source={source} />
      <dl className={styles.cards}>
        <DetailCard
          label={fa.medicine.genericCode}
          action={<CopyCodeButton code={medicine.generic_code} label={fa.medicine.genericCode} />}
        >
          {shown(medicine.generic_code)}
        </DetailCard>
        <DetailCard label={fa.medicine.brandCode}>{shown(medicine.brand_code)}</DetailCard>
        <DetailCard label={fa.medicine.quantityInPack}>{shown(medicine.quantity_in_pack)}</DetailCard>
        <DetailCard label={fa.medicine.addedValue}>{medicine.added_value ? fa.medicine.has : fa.medicine.hasNot}</DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={fa.medicine.concessionaire}>{shown(medicine.concessionaire)}</DetailCard>
        <DetailCard label={fa.medicine.manufacturingFactory}>{shown(medicine.manufacturing_factory)}</DetailCard>
        <DetailCard label={fa.medicine.importer}>{shown(medicine.importer_company)}</DetailCard>
        <DetailCard label={fa.medicine.manufacturingCountry}>{shown(medicine['manufacturing-country'])}</DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={fa.medicine.priceApplicationDate}>{priceApplicationDate(medicine)}</DetailCard>
        <DetailCard label={fa.medicine.distributionCompanies}>
          {medicine.distribution_companies.length ? shown(medicine.distribution_companies.join('، ')) : fa.app.dash}
        </DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={fa.medicine.relatedDrugs} wide>
          <RelatedLinks onOpen={onOpenRelated} items={relatedItems(medicine.related, (r) => r.brand_name_fa, paths.medicineA.detail)} />
        </DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={fa.medicine.drugClassification}>{classificationText(medicine.drug_classification)}</DetailCard>
        <DetailCard label={fa.medicine.pharmaceuticalGroup}>{shown(medicine.pharmaceutical_group)}</DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={fa.medicine.description} broad prose>
          {medicine.description?.trim() ? shown(medicine.description) : fa.medicine.noDescription}
        </DetailCard>
        <DetailCard label={fa.medicine.scientificInformation}>{fa.medicine.soon}</DetailCard>
      </dl>
      <footer className={styles.actions}>{actions}</footer>
    </article>
  );
}
