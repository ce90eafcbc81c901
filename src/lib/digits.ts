const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Writes every Latin digit of a value with Persian digits (for text the user reads). */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS.charAt(Number(d)));
}

/** Turns Persian and Arabic-Indic digits into Latin ones (for what is sent to the server). */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const persian = PERSIAN_DIGITS.indexOf(d);
    return String(persian >= 0 ? persian : ARABIC_INDIC_DIGITS.indexOf(d));
  });
}

/** True for one digit in any of the three scripts a Persian keyboard may type. */
export function isAnyDigit(char: string): boolean {
  return /^[0-9۰-۹٠-٩]$/.test(char);
}

/** Keeps only the digits of a value, in Latin script ('۰۹۱۲ ۱۲۳' → '0912123'). */
export function digitsOnly(value: string): string {
  return toLatinDigits(value).replace(/[^0-9]/g, '');
}
