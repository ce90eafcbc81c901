import { toJalaali } from 'jalaali-js';
import { toLatinDigits } from '../../src/lib/digits';
import { foldPersian } from '../../src/lib/fold';
import { isValidDay, tehranStartOfDay } from '../../src/lib/jalali-days';
import type { Cell } from './read';

/** A cell as text: trimmed, a date as ISO, empty for none. */
export const cellText = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/** How a header reads for matching: folded, lower case, without spaces, underscores, dashes or ZWNJ. */
export const headerKey = (text: string) =>
  foldPersian(toLatinDigits(text))
    .toLowerCase()
    .replace(/[\s_\-\u200c().]/g, '');

/** A code as compared with the catalogue's: trimmed, Latin digits. */
export const normCode = (cell: Cell | undefined): string => toLatinDigits(cellText(cell)).replace(/\s+/g, '');

/** A whole number of rial (Latin or Persian digits, thousands separators allowed), null when empty, NaN when not one. */
export function parsePrice(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) && cell >= 0 ? cell : NaN;
  const text = toLatinDigits(cellText(cell)).replace(/[,\u066c\u060c\s]/g, '');
  if (text === '') return null;
  if (!/^\d{1,13}$/.test(text)) return NaN;
  return Number(text);
}

/**
 * A date as the start of its day in Tehran: Jalali (`1405/09/06`) or Gregorian (`2026-11-27`) text,
 * an xlsx date, or an Excel day number; null when empty, NaN-dated (invalid) when unreadable.
 */
export function parseDate(cell: Cell | undefined): Date | null {
  if (cell === null || cell === undefined || cell === '') return null;
  const invalid = new Date(NaN);
  let gregorian: { y: number; m: number; d: number } | null = null;
  if (cell instanceof Date) gregorian = { y: cell.getUTCFullYear(), m: cell.getUTCMonth() + 1, d: cell.getUTCDate() };
  else if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 20_000 || cell > 80_000) return invalid;
    const day = new Date(Date.UTC(1899, 11, 30) + Math.floor(cell) * 86_400_000);
    gregorian = { y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate() };
  } else {
    const match = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})(?:$|[T\s])/.exec(toLatinDigits(cell.trim()));
    if (!match) return invalid;
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (y < 1700) {
      if (!isValidDay({ jy: y, jm: m, jd: d })) return invalid;
      return new Date(tehranStartOfDay({ jy: y, jm: m, jd: d }));
    }
    gregorian = { y, m, d };
  }
  const check = new Date(Date.UTC(gregorian.y, gregorian.m - 1, gregorian.d));
  if (check.getUTCMonth() !== gregorian.m - 1 || check.getUTCDate() !== gregorian.d) return invalid;
  const j = toJalaali(gregorian.y, gregorian.m, gregorian.d);
  return new Date(tehranStartOfDay({ jy: j.jy, jm: j.jm, jd: j.jd }));
}
