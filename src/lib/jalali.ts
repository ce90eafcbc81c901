import { toGregorian, toJalaali, jalaaliMonthLength } from 'jalaali-js';
import { toPersianDigits } from './digits';

export interface JalaliDate {
  jy: number;
  jm: number;
  jd: number;
}

const TEHRAN = 'Asia/Tehran';

// Made once, on first use: a formatter with a time zone costs about 0.1 ms to make, and a list formats
// a date on every row (docs/performance.md, «Main-thread time on a phone»).
let tehranDay: Intl.DateTimeFormat | undefined;
let tehranTime: Intl.DateTimeFormat | undefined;

const dayFormat = () =>
  (tehranDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: TEHRAN, year: 'numeric', month: '2-digit', day: '2-digit' }));

/**
 * Makes the Tehran formatters now. Chromium reads the zone's data when the first is made, about 14 ms
 * on a desktop: a screen that shows dates in its first render (a drug's detail) calls this in a task
 * of its own before it, so that render is not one task React cannot slice (behaviour §11.2).
 */
export function prepareTehranTime(): void {
  dayFormat();
}

/** The Jalali calendar day of an instant as seen in Tehran. */
export function jalaliOf(date: Date): JalaliDate {
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of dayFormat().formatToParts(date))
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  return toJalaali(year, month, day);
}

/** The Gregorian Date (UTC midnight) of a Jalali day: a calendar day, not an instant. */
export function gregorianDayOf({ jy, jm, jd }: JalaliDate): Date {
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  return new Date(Date.UTC(gy, gm - 1, gd));
}

export function monthLength(jy: number, jm: number): number {
  return jalaaliMonthLength(jy, jm);
}

/** '۱۴۰۵/۰۹/۰۱' */
export function formatJalaliDate(input: Date | string): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '-';
  const { jy, jm, jd } = jalaliOf(date);
  return toPersianDigits(`${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`);
}

/**
 * '۱۴۰۵/۰۹/۰۱ ساعت ۱۴:۳۰' in Tehran time; `at` is the word between date and time (`fa.calendar.at`:
 * src/lib imports nothing of the app, so the caller passes its copy).
 */
export function formatJalaliDateTime(input: Date | string, at: string): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '-';
  tehranTime ??= new Intl.DateTimeFormat('en-GB', { timeZone: TEHRAN, hour: '2-digit', minute: '2-digit', hour12: false });
  const time = tehranTime.format(date);
  return `${formatJalaliDate(date)} ${at} ${toPersianDigits(time)}`;
}
