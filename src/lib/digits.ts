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

/** Arabic-script letters (not its digits or punctuation). */
const PERSIAN_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/;

/**
 * Digits follow the script of the words they belong to, for text the user reads: a word with Latin
 * letters keeps Latin digits ('Sodium Valproate 200 mg', 'D3'), Persian words get Persian digits
 * ('متی‌مازول ۱۰ میلی‌گرم'), and a number standing alone takes the script of the word after it (its
 * unit: '200 mg', '۱۰۰۰ واحد'), or of the word before it at the end; a value of digits only reads in Persian.
 */
export function digitsForScript(text: string): string {
  const words = text.split(/(\s+)/);
  const scriptOf = (word: string): 'fa' | 'la' | null => (LATIN_LETTER.test(word) ? 'la' : PERSIAN_LETTER.test(word) ? 'fa' : null);
  const scripts = words.map(scriptOf);
  return words
    .map((word, index) => {
      if (!/[0-9۰-۹٠-٩]/.test(word)) return word;
      let script = scripts[index];
      for (let ahead = index + 1; script == null && ahead < words.length; ahead++) script = scripts[ahead];
      for (let back = index - 1; script == null && back >= 0; back--) script = scripts[back];
      return script === 'la' ? toLatinDigits(word) : toPersianDigits(word);
    })
    .join('');
}
