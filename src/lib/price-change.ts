import { toPersianDigits } from './digits';

/** Which way a price went. */
export type PriceDirection = 'up' | 'down' | 'same';

/** A change from one price to the next: its direction and its size in percent of the old price, one decimal. */
export interface PriceChange {
  direction: PriceDirection;
  /** Signed: +12.5 rose by 12.5 %, −3.2 fell by 3.2 %. */
  percent: number;
}

/** The change from `previous` to `current`, or null when either is missing (or the old price is 0). */
export function priceChange(previous: number | null | undefined, current: number | null | undefined): PriceChange | null {
  if (previous == null || current == null || previous <= 0) return null;
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  return { direction: current > previous ? 'up' : current < previous ? 'down' : 'same', percent: percent === 0 ? 0 : percent };
}

/** '▲ +۱۲٫۵٪', '▼ −۳٫۲٪', '۰٪': the sign and the arrow say the direction, not a colour alone. */
export function formatPriceChange(change: PriceChange): string {
  const size = toPersianDigits(Math.abs(change.percent).toFixed(1).replace(/\.0$/, '').replace('.', '٫'));
  if (change.direction === 'up') return `▲ +${size}٪`;
  if (change.direction === 'down') return `▼ −${size}٪`;
  return `${size}٪`;
}
