import type { EntrySource } from '../../../machines/medicine-detail.connect';
import type { ReactNode } from 'react';
import type { PriceKind } from '../../../machines/medicine-detail.types';
import type { MedicineA } from '../../api/client';
import { photoUrl } from '../../api/urls';
import { fa } from '../../i18n/fa';
import { faMedicine } from '../../i18n/fa-medicine';
import { faPrices } from '../../i18n/fa-prices';
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
  /** The box prices computed from the unit price (behaviour §10.12), labelled so. */
  derived?: readonly PriceKind[];
  onOpenRelated?: (href: string) => void;
  /** The 'ارسال گزارش' and 'بستن' buttons. */
  actions: ReactNode;
}

/** The category A detail: title bar with the photo, then the cards in behaviour §2 order, in row groups without holes. */
export function DetailA({
  medicine,
  source,
  derived,
  onOpenChart,
  onOpenPhoto,
  photoShown = true,
  onPhotoFailed,
  onOpenRelated,
  actions,
}: DetailAProps) {
  const styles = useDetailStyles();
  const name = medicine.brand_name_fa?.trim() || fa.drug.noName;
  const prices: Array<'price_O' | 'price_OA' | 'price_B' | 'price_BA'> = medicine.added_value
    ? ['price_O', 'price_OA', 'price_B', 'price_BA']
    : ['price_O', 'price_B'];
  return (
    <article className={styles.page} aria-labelledby="medicine-title">
      <DetailTitleBar
        titleId="medicine-title"
        name={name}
        subtitle={fa.drug.detailTitleA}
        media={
          medicine.photo && photoShown ? (
            <button type="button" className={styles.photoButton} onClick={onOpenPhoto} aria-label={faMedicine.openPhoto}>
              <img className={styles.photo} src={photoUrl(medicine.photo.path)} alt={faMedicine.photoAlt(name)} onError={onPhotoFailed} />
            </button>
          ) : (
            <NoPhoto />
          )
        }
      />
      {/* Row groups in behaviour §2 order: names, prices, codes, makers, dates and sellers, related, classes, text. */}
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
        {prices.map((kind) => (
          <DetailCard key={kind} label={PRICE_KIND_LABELS[kind]} action={<ChartButton kind={kind} onOpen={onOpenChart} />}>
            {formatCurrentPrice(medicine[kind])}
            {derived?.includes(kind) ? (
              <span className={styles.derived} data-testid="price-derived">
                {faPrices.source.derived}
              </span>
            ) : null}
          </DetailCard>
        ))}
      </dl>
      <PriceSourceLine source={source} />
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.genericCode} action={<CopyCodeButton code={medicine.generic_code} label={faMedicine.genericCode} />}>
          {shown(medicine.generic_code)}
        </DetailCard>
        <DetailCard label={faMedicine.brandCode}>{shown(medicine.brand_code)}</DetailCard>
        <DetailCard label={faMedicine.quantityInPack}>{shown(medicine.quantity_in_pack)}</DetailCard>
        <DetailCard label={faMedicine.addedValue}>{medicine.added_value ? faMedicine.has : faMedicine.hasNot}</DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.concessionaire}>{shown(medicine.concessionaire)}</DetailCard>
        <DetailCard label={faMedicine.manufacturingFactory}>{shown(medicine.manufacturing_factory)}</DetailCard>
        <DetailCard label={faMedicine.importer}>{shown(medicine.importer_company)}</DetailCard>
        <DetailCard label={faMedicine.manufacturingCountry}>{shown(medicine['manufacturing-country'])}</DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.priceApplicationDate}>{priceApplicationDate(medicine)}</DetailCard>
        <DetailCard label={faMedicine.distributionCompanies}>
          {medicine.distribution_companies.length ? shown(medicine.distribution_companies.join('، ')) : fa.app.dash}
        </DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.relatedDrugs} wide>
          <RelatedLinks onOpen={onOpenRelated} items={relatedItems(medicine.related, (r) => r.brand_name_fa, paths.medicineA.detail)} />
        </DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.drugClassification}>{classificationText(medicine.drug_classification)}</DetailCard>
        <DetailCard label={faMedicine.pharmaceuticalGroup}>{shown(medicine.pharmaceutical_group)}</DetailCard>
      </dl>
      <dl className={styles.cards}>
        <DetailCard label={faMedicine.description} broad prose>
          {medicine.description?.trim() ? shown(medicine.description) : faMedicine.noDescription}
        </DetailCard>
        <DetailCard label={faMedicine.scientificInformation}>{faMedicine.soon}</DetailCard>
      </dl>
      <footer className={styles.actions}>{actions}</footer>
    </article>
  );
}
