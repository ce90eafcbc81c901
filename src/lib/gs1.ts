import { toLatinDigits } from './digits';
import { gtinCheckDigit } from './gtin';

/**
 * GS1 element strings (GS1 General Specifications §3 and §7.8): the content of a pack's
 * track-and-trace DataMatrix, read from any of its written forms: the raw string (FNC1 as ASCII 29 or
 * a keyboard-wedge scanner's stand-in, optionally after a symbology identifier such as `]d2`), the
 * bracketed human-readable form «(01)…(17)…» and a GS1 Digital Link URI. Pure: the SPA and the
 * server share it.
 */

/** How an AI's value is written: digits of a fixed length, a date YYMMDD, or up to `max` characters. */
type Kind = { kind: 'digits'; length: number; check?: true } | { kind: 'date' } | { kind: 'text'; max: number; numeric?: true };

const fixed = (length: number, check?: true): Kind => ({ kind: 'digits', length, ...(check ? { check } : {}) });
const date: Kind = { kind: 'date' };
const text = (max: number, numeric?: true): Kind => ({ kind: 'text', max, ...(numeric ? { numeric } : {}) });

/** The AIs the parser knows (the ones on a medicine pack and their neighbours). */
const KNOWN: Record<string, Kind> = {
  '00': fixed(18, true),
  '01': fixed(14, true),
  '02': fixed(14, true),
  '10': text(20),
  '11': date,
  '12': date,
  '13': date,
  '15': date,
  '16': date,
  '17': date,
  '20': fixed(2),
  '21': text(20),
  '22': text(20),
  '240': text(30),
  '241': text(30),
  '30': text(8, true),
  '37': text(8, true),
  '710': text(20),
  '711': text(20),
  '712': text(20),
  '713': text(20),
  '714': text(20),
  '715': text(20),
};

/**
 * The AIs whose element is of predefined length, by their first two digits (GS1 General
 * Specifications figure 7.8.5-2): the length of AI and value together. No separator follows them.
 */
const PREDEFINED: Record<string, number> = {
  '00': 20, '01': 16, '02': 16, '03': 16, '04': 18, '11': 8, '12': 8, '13': 8, '14': 8, '15': 8, '16': 8, '17': 8, '18': 8, '19': 8,
  '20': 4, '31': 10, '32': 10, '33': 10, '34': 10, '35': 10, '36': 10, '41': 16,
}; // prettier-ignore

/** How many digits an AI beginning with `prefix` has (GS1 General Specifications §3.2). */
function aiLength(prefix: string): number {
  const n = Number(prefix);
  if (n <= 30 || n === 37 || n >= 90) return 2;
  if ((n >= 31 && n <= 36) || n === 39 || n === 70 || n === 72 || (n >= 80 && n <= 82)) return 4;
  return 3;
}

/** GS1's character set 82 (the letters, digits and signs a text AI may hold). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;

/** The names a Digital Link may give AIs instead of their numbers (the 2018 short names). */
const DL_NAMES: Record<string, string> = { gtin: '01', lot: '10', ser: '21', exp: '17', bbd: '15', prodDate: '11', cpv: '22' };

/** One element as read: its AI and value; `known` when the parser reads its meaning. */
export interface Gs1Element {
  ai: string;
  value: string;
  known: boolean;
}

/** A calendar day as the label gives it (day 00 already read as the month's last day). */
export interface Gs1Date {
  year: number;
  month: number;
  day: number;
  /** `YYYY-MM-DD`. */
  iso: string;
}

/** What a pack's label says, read. */
export interface Gs1Pack {
  /** The GTIN-14 of AI 01. */
  gtin: string;
  batch: string | null;
  expiry: Gs1Date | null;
  production: Gs1Date | null;
  bestBefore: Gs1Date | null;
  serial: string | null;
  /** The national reimbursement numbers (AIs 710–715) and other known elements, in order. */
  elements: Gs1Element[];
  /** Elements whose AI the parser does not know: kept and shown raw, never interpreted. */
  unknown: Gs1Element[];
}

/** Why a string is not a GS1 element string the parser can read. */
export type Gs1Problem =
  | { kind: 'empty' }
  | { kind: 'syntax' }
  | { kind: 'noGtin' }
  | { kind: 'length'; ai: string }
  | { kind: 'digits'; ai: string }
  | { kind: 'checkDigit'; ai: string }
  | { kind: 'date'; ai: string }
  | { kind: 'charset'; ai: string }
  | { kind: 'tooLong'; ai: string }
  | { kind: 'repeated'; ai: string };

export type Gs1Result = { pack: Gs1Pack } | { problem: Gs1Problem };

const GS = '\u001d';

/**
 * The separators keyboard-wedge scanners type for FNC1 (ASCII 29 is no key): written out (`<GS>`,
 * `{GS}`, `[GS]`, `\x1d`), the control picture ␝, or a sign outside character set 82 the scanner is
 * set to send (`^`, `~`, `|`, `#`). All become ASCII 29.
 */
const STAND_INS = /<GS>|\{GS\}|\[GS\]|\\x1d|\\u001d|\u241d|\^|~|\||#/gi;

/** Symbology identifiers a scanner may put first: DataMatrix, GS1-128, QR, DataBar, each in its GS1 mode. */
const SYMBOLOGY = /^\](?:d2|C1|Q3|e0|J1)/;

/** Whether `input` is written as a GS1 element string (rather than a bare GTIN or anything else). */
export function looksLikeGs1(input: string): boolean {
  const value = toLatinDigits(input.trim());
  if (/^\(\d{2,4}\)/.test(value) || SYMBOLOGY.test(value) || /^https?:\/\//i.test(value)) return true;
  if (value.includes(GS) || /^01\d{14}/.test(value.replace(STAND_INS, GS))) return true;
  return false;
}

/** `value` without the FNC1s a scanner may send first and last. */
function trimSeparators(value: string): string {
  let start = 0;
  let end = value.length;
  while (value[start] === GS) start++;
  while (end > start && value[end - 1] === GS) end--;
  return value.slice(start, end);
}

/** Reads a GS1 element string in any of its forms (see the module's comment). */
export function parseGs1(input: string): Gs1Result {
  const value = trimSeparators(toLatinDigits(input.trim()));
  if (value === '') return { problem: { kind: 'empty' } };
  let elements: Gs1Element[] | Gs1Problem;
  if (/^https?:\/\//i.test(value)) elements = readDigitalLink(value);
  else if (value.startsWith('(')) elements = readBracketed(value);
  else elements = readRaw(trimSeparators(value.replace(SYMBOLOGY, '').replace(STAND_INS, GS)));
  if (!Array.isArray(elements)) return { problem: elements };
  return assemble(elements);
}

function readBracketed(value: string): Gs1Element[] | Gs1Problem {
  const elements: Gs1Element[] = [];
  const pattern = /\((\d{2,4})\)([^(]*)/y;
  let at = 0;
  while (at < value.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(value);
    if (!match) return { kind: 'syntax' };
    elements.push({ ai: match[1]!, value: match[2]!.split(GS).join('').trim(), known: match[1]! in KNOWN });
    at = pattern.lastIndex;
  }
  return elements;
}

function readRaw(value: string): Gs1Element[] | Gs1Problem {
  const elements: Gs1Element[] = [];
  let at = 0;
  while (at < value.length) {
    if (value[at] === GS) {
      at++;
      continue;
    }
    const prefix = value.slice(at, at + 2);
    if (!/^\d{2}$/.test(prefix)) return { kind: 'syntax' };
    const ai = value.slice(at, at + aiLength(prefix));
    if (!/^\d+$/.test(ai) || ai.length < aiLength(prefix)) return { kind: 'syntax' };
    const start = at + ai.length;
    const whole = PREDEFINED[prefix];
    let end: number;
    if (whole !== undefined) {
      end = at + whole;
      if (end > value.length || value.slice(start, end).includes(GS)) return { kind: 'length', ai };
    } else {
      const next = value.indexOf(GS, start);
      end = next === -1 ? value.length : next;
    }
    elements.push({ ai, value: value.slice(start, end), known: ai in KNOWN });
    at = end;
  }
  return elements;
}

function readDigitalLink(value: string): Gs1Element[] | Gs1Problem {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'syntax' };
  }
  const segments = url.pathname.split('/').filter(Boolean).map(decode);
  // The primary key and its qualifiers are the path's last pairs, the first being the GTIN's.
  const start = segments.findIndex((segment, i) => (segment === '01' || segment === 'gtin') && i + 1 < segments.length);
  if (start === -1) return { kind: 'noGtin' };
  const elements: Gs1Element[] = [];
  const pairs = segments.slice(start);
  if (pairs.length % 2 !== 0) return { kind: 'syntax' };
  for (let i = 0; i < pairs.length; i += 2) elements.push(element(pairs[i]!, pairs[i + 1]!));
  for (const [key, raw] of url.searchParams) {
    const ai = DL_NAMES[key] ?? key;
    if (/^\d{2,4}$/.test(ai)) elements.push(element(ai, raw));
  }
  return elements;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function element(key: string, raw: string): Gs1Element {
  const ai = DL_NAMES[key] ?? key;
  // A Digital Link may shorten the GTIN to GTIN-8/12/13: padded to 14 as AI 01 holds it.
  const value = ai === '01' && /^\d{8,13}$/.test(raw) ? raw.padStart(14, '0') : raw;
  return { ai, value, known: ai in KNOWN };
}

/** The day a YYMMDD names; DD 00 is the month's last day; the century by GS1's sliding window (§7.12). */
export function readGs1Date(yymmdd: string, today: Date = new Date()): Gs1Date | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const current = today.getUTCFullYear();
  let year = Math.floor(current / 100) * 100 + yy;
  const difference = yy - (current % 100);
  if (difference >= 51) year -= 100;
  else if (difference <= -50) year += 100;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = last;
  if (day > last) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { year, month, day, iso };
}

function check(element: Gs1Element): Gs1Problem | null {
  const kind = KNOWN[element.ai];
  if (!kind) return element.value === '' ? { kind: 'length', ai: element.ai } : null;
  const { ai, value } = element;
  if (kind.kind === 'digits') {
    if (!/^\d*$/.test(value)) return { kind: 'digits', ai };
    if (value.length !== kind.length) return { kind: 'length', ai };
    if (kind.check && gtinCheckDigit(value.slice(0, -1)) !== Number(value.at(-1))) return { kind: 'checkDigit', ai };
    return null;
  }
  if (kind.kind === 'date') {
    if (!/^\d{6}$/.test(value)) return { kind: 'length', ai };
    return readGs1Date(value) ? null : { kind: 'date', ai };
  }
  if (value === '') return { kind: 'length', ai };
  // Longer than the AI allows: on a raw string, most often a separator the scanner did not send.
  if (value.length > kind.max) return { kind: 'tooLong', ai };
  if (kind.numeric ? !/^\d+$/.test(value) : !CSET82.test(value)) return { kind: 'charset', ai };
  return null;
}

function assemble(elements: Gs1Element[]): Gs1Result {
  const seen = new Map<string, string>();
  for (const element of elements) {
    const problem = check(element);
    if (problem) return { problem };
    const before = seen.get(element.ai);
    if (before !== undefined && before !== element.value) return { problem: { kind: 'repeated', ai: element.ai } };
    seen.set(element.ai, element.value);
  }
  const gtin = seen.get('01');
  if (gtin === undefined) return { problem: { kind: 'noGtin' } };
  const dateOf = (ai: string) => {
    const raw = seen.get(ai);
    return raw === undefined ? null : readGs1Date(raw);
  };
  const unique = elements.filter((element, i) => elements.findIndex((other) => other.ai === element.ai) === i);
  return {
    pack: {
      gtin,
      batch: seen.get('10') ?? null,
      expiry: dateOf('17'),
      production: dateOf('11'),
      bestBefore: dateOf('15'),
      serial: seen.get('21') ?? null,
      elements: unique.filter((element) => element.known),
      unknown: unique.filter((element) => !element.known),
    },
  };
}

/** The GTIN-13 a GTIN-14 with indicator 0 stands for (the catalogue keeps GTIN-13), else the GTIN-14. */
export const catalogueGtin = (gtin14: string): string => (gtin14.startsWith('0') ? gtin14.slice(1) : gtin14);

/** Writes a pack's elements back as the bracketed human-readable form. */
export function bracketed(elements: readonly Gs1Element[]): string {
  return elements.map((element) => `(${element.ai})${element.value}`).join('');
}
