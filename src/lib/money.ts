import { toPersianDigits } from './digits';

/** 1250000 → '۱٬۲۵۰٬۰۰۰' (Persian digits, Persian thousands separator). */
export function formatAmount(value: number): string {
  const grouped = Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return toPersianDigits(grouped);
}
