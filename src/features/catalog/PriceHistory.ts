import type { MedicineA, PriceEntry } from '../../api/client';
import { fa } from '../../i18n/fa';
import { faMedicine } from '../../i18n/fa-medicine';
import { toPersianDigits } from '../../lib/digits';
import { formatJalaliDate, jalaliOf } from '../../lib/jalali';
import { formatAmount } from '../../lib/money';
import type { EntrySource, SourcedEntry } from '../../../machines/medicine-detail.connect';

/** The current price of a history: its last entry (behaviour §3), or null for an empty list. */
export function currentEntry(history: readonly PriceEntry[] | null | undefined): PriceEntry | null {
  return history?.at(-1) ?? null;
}

/** '۱٬۲۵۰٬۰۰۰ ریال' for the current price, '-' when the list is empty. */
export function formatCurrentPrice(history: readonly PriceEntry[] | null | undefined): string {
  const entry = currentEntry(history);
  return entry ? faMedicine.amountRial(formatAmount(entry.price)) : fa.app.dash;
}

/**
 * The A page's "price application date": the later of the current entries of the without-value
 * (`price_O`) and with-value (`price_OA`) unit price lists, in the Persian calendar; '-' when neither has one.
 */
export function priceApplicationDate(medicine: Pick<MedicineA, 'price_O' | 'price_OA'>): string {
  const times = [currentEntry(medicine.price_O), currentEntry(medicine.price_OA)]
    .map((entry) => (entry ? new Date(entry.insert_date).getTime() : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return times.length === 0 ? fa.app.dash : formatJalaliDate(new Date(Math.max(...times)));
}

/** One point of a price chart, its labels already Persian. */
export interface PricePoint {
  /** Epoch milliseconds of the entry. */
  time: number;
  price: number;
  /** '۱۴۰۵/۰۹/۰۱' */
  dateLabel: string;
  /** '۱٬۲۵۰٬۰۰۰ ریال' */
  priceLabel: string;
  /** The point's own source, where the backend records it (behaviour §10.12). */
  source?: EntrySource;
}

/** The chart's points in date order, each with its Persian-calendar date and Persian-digit price. */
export function pricePoints(history: readonly SourcedEntry[] | null | undefined): PricePoint[] {
  return (history ?? [])
    .map((entry) => ({ time: new Date(entry.insert_date).getTime(), price: entry.price, source: entry.source }))
    .filter((point) => !Number.isNaN(point.time))
    .sort((a, b) => a.time - b.time)
    .map((point) => ({
      ...point,
      dateLabel: formatJalaliDate(new Date(point.time)),
      priceLabel: faMedicine.amountRial(formatAmount(point.price)),
    }));
}

const DAY = 86_400_000;

/** The chart's time axis: a price holds until it changes, so its line runs on to `now`. */
export interface PriceTimeline {
  /** The recorded prices, then the last price carried to `now` (a step holds until the next change). */
  steps: { x: number; y: number }[];
  /** How many of `steps` are recorded changes (the rest is the carried last price). */
  recorded: number;
  min: number;
  max: number;
  /** The latest change: its price and Persian date, called out on the chart. */
  latest: PricePoint;
}

/**
 * The chart's time axis from its points: time proportional (a 5-month gap is 10 times a 2-week gap),
 * with a margin of 3% (at least a day) either side, and the last price held until `now`.
 */
export function priceTimeline(points: readonly PricePoint[], now: number): PriceTimeline | null {
  const latest = points.at(-1);
  if (!latest) return null;
  const steps = points.map((p) => ({ x: p.time, y: p.price }));
  const end = Math.max(now, latest.time);
  if (end > latest.time) steps.push({ x: end, y: latest.price });
  const first = points[0]!.time;
  const margin = Math.max(DAY, (end - first) * 0.03);
  return { steps, recorded: points.length, min: first - margin, max: end + margin, latest };
}

/**
 * A tick's label in the Persian calendar, chosen for the span shown: day and month for up to a year
 * ('۱۵ آبان'), with the year past that ('آبان ۱۴۰۵'); a span within one month shows the full date.
 */
export function jalaliTickLabel(time: number, span: number): string {
  const { jy, jm, jd } = jalaliOf(new Date(time));
  const month = fa.calendar.months[jm - 1] ?? '';
  if (span > 365 * DAY) return `${month} ${toPersianDigits(String(jy))}`;
  if (span > 31 * DAY) return `${toPersianDigits(String(jd))} ${month}`;
  return formatJalaliDate(new Date(time));
}
