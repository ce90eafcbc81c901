import { digitsForScript, toLatinDigits } from './digits';

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

/**
 * Catalogue text as it is stored and read: persianText() (Persian ی and ک, no Arabic-Indic digits),
 * then every number in the script of its words (digitsForScript): «مهبان دارو 125 میلی‌گرم/5» reads
 * «مهبان دارو ۱۲۵ میلی‌گرم/۵», while «Sodium Valproate 200 mg» stays as it is. The seed and any
 * import store names this way, and the screens show any text they are given this way (behaviour §3.1).
 */
export function readableText(text: string): string {
  return digitsForScript(persianText(text));
}

/** At most this many words of a search are matched (more are dropped: a search is a few words). */
export const SEARCH_WORDS = 5;

/**
 * The words of a search, each folded for search (foldForSearch), in the order typed, without
 * repeats: a search matches a drug holding every word, in any order and across its fields (brand,
 * generic name with its form, codes), so «قرص انالاپریل» finds «انالاپریل ۱۰ میلی‌گرم قرص».
 */
export function searchWords(text: string): string[] {
  const words = foldPersian(text)
    .split(' ')
    .map((word) => foldForSearch(word))
    .filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_WORDS);
}

/** The trigrams of a folded word, padded as PostgreSQL's pg_trgm pads a word ('  a', ' ab', …, 'yz '). */
function trigrams(word: string): Set<string> {
  const chars = [' ', ' ', ...word, ' '];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return out;
}

/** How alike two texts are once folded for search, 0 to 1: the share of trigrams they have in common (pg_trgm's similarity). */
export function similarity(a: string, b: string): number {
  const x = trigrams(foldForSearch(a));
  const y = trigrams(foldForSearch(b));
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}
