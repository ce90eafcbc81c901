import { foldPersian } from '../lib/fold';

/**
 * The device copy's word index (behaviour §10.17), pure functions over src/lib/fold.ts.
 *
 * The server matches a search word anywhere in a drug's folded field with its spaces taken out
 * (`search_f LIKE %word%`), so «انالاپریل۱۰» finds «انالاپریل ۱۰ میلی‌گرم» and «سیلین» finds
 * «آموکسی‌سیلین». The device answers the same from an index of word starts: each drug keeps, for
 * every word of every searchable field, the rest of that field from the word on (spaces out, cut to
 * WORD_KEY), and each catalogue keeps its vocabulary (every word seen). A word of a search occurs
 * in a field either at a word start (a key begins with it) or inside a word `t` of the vocabulary:
 * then the key at `t`'s start begins with `t`'s first letters and the search word, and asking the
 * index for every such beginning finds exactly the drugs holding the word.
 */

/** Index keys keep this many letters of a field's rest; a longer beginning is checked on the row. */
export const WORD_KEY = 32;

/** Past this many beginnings a word (a digit, a letter alone) is checked on the rows instead. */
export const MAX_RANGES = 64;

/** The words of one field as the server folds them (foldPersian), split at its spaces. */
export function fieldWords(field: string | null | undefined): string[] {
  return foldPersian(field ?? '')
    .split(' ')
    .filter(Boolean);
}

/**
 * A drug's index keys: its category, then the rest of a field from one of its word starts, spaces
 * out (a tail of the field's foldForSearch), cut to WORD_KEY; once each.
 */
export function wordKeysOf(category: string, fields: (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const field of fields) {
    const words = fieldWords(field);
    for (let i = 0; i < words.length; i++) keys.add(category + words.slice(i).join('').slice(0, WORD_KEY));
  }
  return [...keys];
}

/** The distinct words of some fields (a catalogue's vocabulary grows by these). */
export function vocabularyOf(fields: (string | null | undefined)[]): string[] {
  return [...new Set(fields.flatMap(fieldWords))];
}

/** What the index is asked for one search word. */
export interface WordPlan {
  /** Beginnings of keys (without the category), none the beginning of another; null: too many, check the rows. */
  prefixes: string[] | null;
  /** Whether the drugs under `prefixes` are exactly those holding the word (no beginning was cut). */
  exact: boolean;
}

/**
 * The key beginnings that find every drug holding `word` (folded for search) in a field: the word
 * itself (it starts a word) and, for each vocabulary word `t` with the search word starting inside
 * it at `i` (t's rest from `i` and the word agree as far as both go), `t`'s first `i` letters then
 * the word.
 */
export function planWord(word: string, vocabulary: Iterable<string>): WordPlan {
  const found = new Set<string>([word]);
  const first = word[0]!;
  for (const t of vocabulary) {
    for (let i = t.indexOf(first, 1); i > 0; i = t.indexOf(first, i + 1)) {
      const rest = t.slice(i);
      if (rest.startsWith(word) || word.startsWith(rest)) found.add(t.slice(0, i) + word);
    }
  }
  const exact = [...found].every((p) => p.length <= WORD_KEY);
  // A beginning that starts with another one finds nothing more: keep the shortest (sorted, it comes first).
  const prefixes: string[] = [];
  for (const p of [...found].map((b) => b.slice(0, WORD_KEY)).sort()) {
    const last = prefixes[prefixes.length - 1];
    if (last === undefined || !p.startsWith(last)) prefixes.push(p);
    if (prefixes.length > MAX_RANGES) return { prefixes: null, exact: false };
  }
  return { prefixes, exact };
}
