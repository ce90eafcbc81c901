import { Button, Link, Tooltip } from '@fluentui/react-components';
import { DataLineRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { LoadedMedicine, PriceKind } from '../../../machines/medicine-detail.types';
import type { PriceEntry } from '../../api/client';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { orDash } from '../../lib/truncate';
import { useDetailStyles } from './Detail.styles';

/** The Persian name of each price list, used as the card label and the chart's title. */
export const PRICE_KIND_LABELS: Record<PriceKind, string> = {
  price_O: fa.medicine.unitPriceWithout,
  price_OA: fa.medicine.unitPriceWith,
  price_B: fa.medicine.boxPriceWithout,
  price_BA: fa.medicine.boxPriceWith,
  price_distributor: fa.medicine.distributorPrice,
  price_pharmacy: fa.medicine.pharmacyPrice,
  price_consumer: fa.medicine.consumerPrice,
};

/** The history a chart shows, from whichever catalogue the drug is in. */
export function historyOf(loaded: LoadedMedicine, kind: PriceKind): PriceEntry[] {
  const lists = loaded.medicine as unknown as Partial<Record<PriceKind, PriceEntry[]>>;
  return lists[kind] ?? [];
}

/** Text as read: a dash when empty, Persian digits always. */
export function shown(value: string | number | null | undefined): string {
  return value == null ? fa.app.dash : toPersianDigits(orDash(String(value)));
}

/** The icon button beside a price that opens its chart. */
export function ChartButton({ kind, onOpen }: { kind: PriceKind; onOpen: (kind: PriceKind) => void }) {
  const label = fa.medicine.showChart(PRICE_KIND_LABELS[kind]);
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" size="small" icon={<DataLineRegular />} onClick={() => onOpen(kind)} data-testid={`chart-${kind}`} />
    </Tooltip>
  );
}

/** One labelled value of the A page's card grid (a `dt`/`dd` pair inside the page's `dl`). */
export function DetailCard({ label, children, action, wide = false, latin = false }: {
  label: string;
  children: ReactNode;
  action?: ReactNode;
  wide?: boolean;
  latin?: boolean;
}) {
  const styles = useDetailStyles();
  return (
    <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>
        <span className={latin ? `${styles.valueText} ${styles.latin}` : styles.valueText}>{children}</span>
        {action}
      </dd>
    </div>
  );
}

/** Links to related drugs by name; `onOpen` navigates inside the SPA. */
export function RelatedLinks({ items, onOpen }: { items: { id: string; href: string; name: string }[]; onOpen?: (href: string) => void }) {
  const styles = useDetailStyles();
  if (items.length === 0) return <>{fa.app.dash}</>;
  return (
    <ul className={styles.related}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            onClick={(event) => {
              if (!onOpen) return;
              event.preventDefault();
              onOpen(item.href);
            }}
          >
            {toPersianDigits(item.name)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
