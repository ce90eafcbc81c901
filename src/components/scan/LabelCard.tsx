import { Button, Link as FluentLink, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { Fragment } from 'react';
import type { EntrySource } from '../../../machines/medicine-detail.connect';
import type { ExpiryStatus, LabelCard as Card } from '../../../machines/barcode-scan.connect';
import { notifier } from '../../api/notifier';
import { siteConfig } from '../../config/site';
import { fa } from '../../i18n/fa';
import { faLabel } from '../../i18n/fa-label';
import { faPrices } from '../../i18n/fa-prices';
import { toPersianDigits } from '../../lib/digits';
import { readableText } from '../../lib/fold';
import type { Gs1Element, Gs1Pack } from '../../lib/gs1';
import { formatJalaliDate } from '../../lib/jalali';
import { formatAmount } from '../../lib/money';
import { catalogPaths } from '../../routes/paths';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  latin: { unicodeBidi: 'isolate', color: tokens.colorNeutralForeground3 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  code: { direction: 'ltr', unicodeBidi: 'isolate', fontFamily: tokens.fontFamilyMonospace },
  expired: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  near: { color: tokens.colorPaletteMarigoldForeground2, fontWeight: tokens.fontWeightSemibold },
  source: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  check: {
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  serial: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  notice: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** Where the price's current entry came from, in one line (behaviour §10.12). */
function sourceLine(source: EntrySource): string {
  if (source.kind === 'seed') return faPrices.source.seed;
  const date = formatJalaliDate(source.published_at);
  if (source.kind === 'import' && source.import) return faPrices.source.import(source.import.file_name, date);
  return faPrices.source.hand(date);
}

const dateOf = (iso: string) => formatJalaliDate(new Date(`${iso}T12:00:00Z`));

function Expiry({ status }: { status: ExpiryStatus }) {
  const styles = useStyles();
  const { daysLeft, tone } = status;
  const words =
    daysLeft < 0 ? faLabel.card.expired(-daysLeft) : daysLeft === 0 ? faLabel.card.expiresToday : faLabel.card.daysLeft(daysLeft);
  return (
    <span className={mergeClasses(tone === 'expired' && styles.expired, tone === 'near' && styles.near)} data-expiry={tone}>
      {dateOf(status.date.iso)} ({words})
    </span>
  );
}

function Serial({ serial }: { serial: string }) {
  const styles = useStyles();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(serial);
      notifier.success(faLabel.card.copied);
    } catch {
      // The clipboard refused (no permission): the serial stays on screen to copy by hand.
    }
  };
  return (
    <span className={styles.serial}>
      <span className={styles.code} data-allow-copy="" data-testid="label-serial">
        {serial}
      </span>
      <Button
        appearance="subtle"
        size="small"
        icon={<CopyRegular />}
        aria-label={faLabel.card.copySerial}
        title={faLabel.card.copySerial}
        onClick={copy}
      />
    </span>
  );
}

/** The label's fields as read: GTIN, batch, expiry, serial, then any other element (unknown ones raw). */
function Fields({ label, expiry, others }: { label: Gs1Pack; expiry: ExpiryStatus | null; others: Gs1Element[] }) {
  const styles = useStyles();
  const row = (term: string, value: React.ReactNode, testId?: string, key?: string) => (
    <Fragment key={key}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} data-testid={testId}>
        {value}
      </dd>
    </Fragment>
  );
  const none = faLabel.card.none;
  return (
    <dl className={styles.fields}>
      {row(faLabel.card.gtin, <span className={styles.code}>{label.gtin}</span>, 'label-gtin')}
      {row(faLabel.card.batch, label.batch ? <span className={styles.code}>{label.batch}</span> : none, 'label-batch')}
      {row(faLabel.card.expiry, expiry ? <Expiry status={expiry} /> : none, 'label-expiry')}
      {label.production && row(faLabel.card.production, dateOf(label.production.iso))}
      {row(faLabel.card.serial, label.serial ? <Serial serial={label.serial} /> : none)}
      {others.map((element, index) =>
        row(
          faLabel.ai[element.ai] ?? `(${element.ai})`,
          <span className={styles.code}>{element.value}</span>,
          undefined,
          `${index}-${element.ai}`,
        ),
      )}
      {label.unknown.map((element, index) =>
        row(
          `(${toPersianDigits(element.ai)})`,
          <span className={styles.code}>{element.value}</span>,
          'label-raw',
          `${index}-${element.ai}`,
        ),
      )}
    </dl>
  );
}

/** How to check the pack with the official track-and-trace system: the portal itself cannot. */
function CheckWithSystem() {
  const styles = useStyles();
  const { trackAndTrace } = siteConfig;
  return (
    <section className={styles.check} aria-label={faLabel.check.title} data-testid="label-check">
      <Text weight="semibold">{faLabel.check.title}</Text>
      <span>{faLabel.check.cannot}</span>
      <span>
        {faLabel.check.how(trackAndTrace.system)} {faLabel.check.app(trackAndTrace.app)}،{' '}
        <FluentLink href={trackAndTrace.site} target="_blank" rel="noreferrer">
          {faLabel.check.site(new URL(trackAndTrace.site).host)}
        </FluentLink>{' '}
        {faLabel.check.sms(trackAndTrace.sms)}
      </span>
    </section>
  );
}

/** The scan card of a label whose GTIN the catalogue has (behaviour §10.4). */
export function LabelCardView({ card }: { card: Card }) {
  const styles = useStyles();
  const { medicine } = card;
  const name = readableText(medicine.brand_name_fa?.trim() || medicine.brand_name_la?.trim() || fa.drug.noName);
  return (
    <section className={styles.card} aria-label={faLabel.card.title} data-testid="label-card">
      <div className={styles.names}>
        <Text as="h3" size={500} weight="semibold" data-testid="label-name">
          {name}
        </Text>
        {medicine.brand_name_la && <span className={styles.latin}>{medicine.brand_name_la}</span>}
        {medicine.generic_name_fa && <span>{readableText(medicine.generic_name_fa)}</span>}
        {medicine.generic_name_la && <span className={styles.latin}>{medicine.generic_name_la}</span>}
      </div>
      {/* A batch recalled by an official notice turns the card red here, once notices exist (behaviour §10.4). */}
      <Fields label={card.label} expiry={card.expiry} others={card.others} />
      <dl className={styles.fields}>
        <dt className={styles.term}>{faLabel.card.price}</dt>
        <dd className={styles.value} data-testid="label-price">
          {card.price === null ? faLabel.card.priceUnknown : formatAmount(card.price)}
          {card.priceSource && <span className={styles.source}>{sourceLine(card.priceSource)}</span>}
          {card.copyAt && (
            <span className={styles.source} data-testid="label-copy">
              {faLabel.card.priceOffline(formatJalaliDate(card.copyAt))}
            </span>
          )}
        </dd>
      </dl>
      <Link to={catalogPaths(medicine.category as 'A' | 'B').detail(medicine._id)} data-testid="label-detail">
        {faLabel.card.detail}
      </Link>
      <CheckWithSystem />
    </section>
  );
}

/** A label whose GTIN the catalogue lacks: its fields as read, and the report offer. */
export function UnknownLabelView({
  label,
  expiry,
  others,
  onReport,
}: {
  label: Gs1Pack;
  expiry: ExpiryStatus | null;
  others: Gs1Element[];
  onReport: () => void;
}) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-label={faLabel.card.title} data-testid="label-unknown">
      <p className={styles.notice} role="alert">
        {faLabel.card.notFound}
      </p>
      <Fields label={label} expiry={expiry} others={others} />
      <Button onClick={onReport}>{faLabel.card.report}</Button>
    </section>
  );
}
