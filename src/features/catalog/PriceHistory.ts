import type { MedicineA, PriceEntry } from '../../api/client';
import { fa } from '../../i18n/fa';
import { formatJalaliDate } from '../../lib/jalali';
import { formatAmount } from '../../lib/money';

/** The current price of a history: its last entry (SPEC §3), or null for an empty list. */
export function currentEntry(history: readonly PriceEntry[] | null | undefined): PriceEntry | null {
  return history?.at(-1) ?? null;
}

/** '۱٬۲۵۰٬۰۰۰ ریال' for the current price, '-' when the list is empty. */
export function formatCurrentPrice(history: readonly PriceEntry[] | null | undefined): string {
  const entry = currentEntry(history);
  return entry ? fa.medicine.amountRial(formatAmount(entry.price)) : fa.app.dash;
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
}

/** The chart's points in date order, each with its Persian-calendar date and Persian-digit price. */
export function pricePoints(history: readonly PriceEntry[] | null | undefined): PricePoint[] {
  return (history ?? [])
    .map((entry) => ({ time: new Date(entry.insert_date).getTime(), price: entry.price }))
    .filter((point) => !Number.isNaN(point.time))
    .sort((a, b) => a.time - b.time)
    .map((point) => ({
      ...point,
      dateLabel: formatJalaliDate(new Date(point.time)),
      priceLabel: fa.medicine.amountRial(formatAmount(point.price)),
    }));
}
