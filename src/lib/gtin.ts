import { toLatinDigits } from './digits';

/** GS1 check digit of a GTIN body (the code without its last digit). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why a typed or scanned code is not a GTIN-13/14. */
export type GtinProblem = 'format' | 'checkDigit';

/**
 * Reads a GTIN-13 or GTIN-14 typed with any digit script (surrounding spaces allowed): its Latin
 * digits, a GTIN-14 with indicator 0 as its GTIN-13, or why it is not one.
 */
export function parseGtin(value: string): { gtin: string } | { problem: GtinProblem } {
  const digits = toLatinDigits(value.trim());
  if (!/^(?:[0-9]{13}|[0-9]{14})$/.test(digits)) return { problem: 'format' };
  if (gtinCheckDigit(digits.slice(0, -1)) !== Number(digits[digits.length - 1])) return { problem: 'checkDigit' };
  return { gtin: digits.length === 14 && digits.startsWith('0') ? digits.slice(1) : digits };
}

/** A GTIN-13 made of a 12-digit body and its check digit. */
export function withCheckDigit(body: string): string {
  return `${body}${gtinCheckDigit(body)}`;
}
