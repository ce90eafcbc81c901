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
    .replace(/[\u064B-\u065F\u0670\u0640\u200C\u200E\u200F]|\u200D/g, '') // (ZWJ apart: in a class it reads as joining its neighbours)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The search key of a text: foldPersian() with every space taken out, so a space, a ZWNJ and no
 * space at all between two parts («میلی گرم», «میلی‌گرم», «میلیگرم») fold the same. The server keeps
 * this of every searchable field (the *_f columns) and folds each query with it.
 */
export function foldForSearch(text: string): string {
  return foldPersian(text).replace(/ /g, '');
}

/**
 * Text as it is stored and shown: Persian ی and ک for Arabic ي, ى and ك, Persian digits for
 * Arabic-Indic ones, trimmed; nothing else changes (Latin stays Latin, Latin digits stay). What a
 * user types into a name or an address is kept this way (behaviour §3.3).
 */
export function persianText(text: string): string {
  return text
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u0660-\u0669]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0x06f0 - 0x0660))
    .trim();
}
