import { toPersianDigits } from './digits';

/** Seconds as m:ss in Persian digits, for countdowns ('۱:۵۹', '۰:۰۰'). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return toPersianDigits(`${minutes}:${String(seconds).padStart(2, '0')}`);
}
