import { toLatinDigits } from './digits';

/**
 * Folds Persian text for matching: Arabic ي/ى→ی and ك→ک, Persian and Arabic-Indic digits→Latin,
 * ZWNJ, diacritics and tatweel removed, case folded, runs of white space made one space.
 * The server folds stored text and queries with this same function.
 */
export function foldPersian(text: string): string {
  return toLatinDigits(text)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ۀة]/g, 'ه')
    .replace(/[أإٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[\u064B-\u065F\u0670\u0640\u200C\u200D\u200E\u200F]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
