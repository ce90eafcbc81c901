import { jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';
import { toLatinDigits, toPersianDigits } from './digits';
import { jalaliOf, type JalaliDate } from './jalali';

export type { JalaliDate };

const TEHRAN = 'Asia/Tehran';
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether y/m/d names a real Jalali day. */
export function isValidDay({ jy, jm, jd }: JalaliDate): boolean {
  return (
    Number.isInteger(jy) &&
    jy >= 1 &&
    jy <= 3000 &&
    Number.isInteger(jm) &&
    jm >= 1 &&
    jm <= 12 &&
    Number.isInteger(jd) &&
    jd >= 1 &&
    jd <= jalaaliMonthLength(jy, jm)
  );
}

/** The address form of a day: '1405-08-30' (Latin digits, readable in a shared link). */
export function dayKey({ jy, jm, jd }: JalaliDate): string {
  return `${jy}-${pad(jm)}-${pad(jd)}`;
}

/**
 * Reads a typed or addressed day: '1405-08-30', '1405/08/30', '۱۴۰۵/۰۸/۳۰', '1405/8/3'. Anything
 * else (or a day that does not exist, such as 1404/12/30 in a common year) is null.
 */
export function parseDay(text: string): JalaliDate | null {
  const match = /^\s*(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*$/.exec(toLatinDigits(text));
  if (!match) return null;
  const day = { jy: Number(match[1]), jm: Number(match[2]), jd: Number(match[3]) };
  return isValidDay(day) ? day : null;
}

/** '۱۴۰۵/۰۸/۳۰' */
export function formatDay({ jy, jm, jd }: JalaliDate): string {
  return toPersianDigits(`${jy}/${pad(jm)}/${pad(jd)}`);
}

export function sameDay(a: JalaliDate | null, b: JalaliDate | null): boolean {
  return a === b || (!!a && !!b && a.jy === b.jy && a.jm === b.jm && a.jd === b.jd);
}

/** Negative, zero or positive as a is before, on or after b. */
export function compareDays(a: JalaliDate, b: JalaliDate): number {
  return a.jy - b.jy || a.jm - b.jm || a.jd - b.jd;
}

function utcDayOf({ jy, jm, jd }: JalaliDate): number {
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  return Date.UTC(gy, gm - 1, gd);
}

function dayOfUtc(ms: number): JalaliDate {
  const date = new Date(ms);
  return toJalaali(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addDays(day: JalaliDate, days: number): JalaliDate {
  return dayOfUtc(utcDayOf(day) + days * DAY_MS);
}

/** The same day `months` months later (or earlier), kept inside the target month (31 Shahrivar − 1 month → 31 Mordad; 31 Mehr + 5 → 29/30 Esfand). */
export function addMonths({ jy, jm, jd }: JalaliDate, months: number): JalaliDate {
  const index = jy * 12 + (jm - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { jy: y, jm: m, jd: Math.min(jd, jalaaliMonthLength(y, m)) };
}

/** The first of the month `day` falls in. */
export function startOfMonth(day: JalaliDate): JalaliDate {
  return { jy: day.jy, jm: day.jm, jd: 1 };
}

export function daysInMonth(jy: number, jm: number): number {
  return jalaaliMonthLength(jy, jm);
}

/** Column of a day in a Saturday-first week: Saturday 0 … Friday 6. */
export function weekdayColumn(day: JalaliDate): number {
  return (new Date(utcDayOf(day)).getUTCDay() + 1) % 7;
}

// Made once, on first use (src/lib/jalali.ts says why).
let tehranWallClock: Intl.DateTimeFormat | undefined;

/** Milliseconds Tehran's wall clock is ahead of UTC at `instant`. */
function tehranOffsetMs(instant: number): number {
  tehranWallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TEHRAN,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = tehranWallClock
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>((acc, part) => (part.type === 'literal' ? acc : { ...acc, [part.type]: Number(part.value) }), {});
  const part = (name: string) => parts[name] ?? 0;
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The first millisecond of a Tehran calendar day, in epoch ms (behaviour §5: from = start of its day). */
export function tehranStartOfDay(day: JalaliDate): number {
  const midnightUtc = utcDayOf(day);
  const guess = midnightUtc - tehranOffsetMs(midnightUtc);
  return midnightUtc - tehranOffsetMs(guess);
}

/** The last whole second of a Tehran calendar day, in epoch ms (behaviour §5/§7: to = end of its day, whole seconds). */
export function tehranEndOfDay(day: JalaliDate): number {
  return tehranStartOfDay(addDays(day, 1)) - 1000;
}

/** Today in Tehran. */
export function tehranToday(now: Date): JalaliDate {
  return jalaliOf(now);
}
