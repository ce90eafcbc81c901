import { Button, Link, mergeClasses, Tooltip } from '@fluentui/react-components';
import { DataLineRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { LoadedMedicine, PriceKind } from '../../../machines/medicine-detail.types';
import type { PriceEntry } from '../../api/client';
import { fa } from '../../i18n/fa';
import { faMedicine } from '../../i18n/fa-medicine';
import { readableText } from '../../lib/fold';
import { orDash } from '../../lib/truncate';
import { useDetailStyles } from './Detail.styles';

/** The Persian name of each price list, used as the card label and the chart's title. */
export const PRICE_KIND_LABELS: Record<PriceKind, string> = {
  price_O: faMedicine.unitPriceWithout,
  price_OA: faMedicine.unitPriceWith,
  price_B: faMedicine.boxPriceWithout,
  price_BA: faMedicine.boxPriceWith,
  price_distributor: faMedicine.distributorPrice,
  price_pharmacy: faMedicine.pharmacyPrice,
  price_consumer: faMedicine.consumerPrice,
};

/** The history a chart shows, from whichever catalogue the drug is in. */
export function historyOf(loaded: LoadedMedicine, kind: PriceKind): PriceEntry[] {
  const lists = loaded.medicine as unknown as Partial<Record<PriceKind, PriceEntry[]>>;
  return lists[kind] ?? [];
}

/** Text as read: a dash when empty; Persian letters, digits in the script of their words (`readableText`). */
export function shown(value: string | number | null | undefined): string {
  return value == null ? fa.app.dash : readableText(orDash(String(value)));
}

/** A classification as read: one given in English («OTC», «Rx») in Persian, any other as `shown`. */
export function classificationText(value: string | null | undefined): string {
  const known = faMedicine.classificationNames as Record<string, string>;
  return known[(value ?? '').trim().toLowerCase()] ?? shown(value);
}

/** The icon button beside a price that opens its chart. */
export function ChartButton({ kind, onOpen }: { kind: PriceKind; onOpen: (kind: PriceKind) => void }) {
  const label = faMedicine.showChart(PRICE_KIND_LABELS[kind]);
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" size="small" icon={<DataLineRegular />} onClick={() => onOpen(kind)} data-testid={`chart-${kind}`} />
    </Tooltip>
  );
}

/** One labelled value of a detail page (a `dt`/`dd` pair inside a row group's `dl`). */
export function DetailCard({
  label,
  children,
  action,
  wide = false,
  broad = false,
  latin = false,
  prose = false,
}: {
  label: string;
  children: ReactNode;
  action?: ReactNode;
  /** Takes a whole row. */
  wide?: boolean;
  /** Takes three shares of its row. */
  broad?: boolean;
  /** Latin text: laid out left to right. */
  latin?: boolean;
  /** Long text, read as a paragraph. */
  prose?: boolean;
}) {
  const styles = useDetailStyles();
  return (
    <div className={mergeClasses(styles.card, wide && styles.wide, broad && styles.broad)}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>
        <span className={mergeClasses(styles.valueText, latin && styles.latin, prose && styles.prose)}>{children}</span>
        {action}
      </dd>
    </div>
  );
}

/** The related drugs a page lists: by name, each name once (a catalogue may relate one name several times). */
export function relatedItems<T extends { _id: string }>(
  related: readonly T[],
  nameOf: (item: T) => string | null | undefined,
  href: (id: string) => string,
): { id: string; href: string; name: string }[] {
  const seen = new Set<string>();
  const items: { id: string; href: string; name: string }[] = [];
  for (const item of related) {
    const name = nameOf(item)?.trim() || fa.drug.noName;
    if (seen.has(name)) continue;
    seen.add(name);
    items.push({ id: item._id, href: href(item._id), name });
  }
  return items;
}

/** Links to related drugs, each a chip of its own; `onOpen` navigates inside the SPA. */
export function RelatedLinks({ items, onOpen }: { items: { id: string; href: string; name: string }[]; onOpen?: (href: string) => void }) {
  const styles = useDetailStyles();
  if (items.length === 0) return <>{fa.app.dash}</>;
  return (
    <ul className={styles.related}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            className={styles.relatedChip}
            href={item.href}
            onClick={(event) => {
              if (!onOpen) return;
              event.preventDefault();
              onOpen(item.href);
            }}
          >
            {readableText(item.name)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
