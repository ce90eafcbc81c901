import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { foldForSearch, SEARCH_WORDS, similarity } from '../../src/lib/fold';
import { escapeLike } from './medicine-sql';
import type { Catalogue } from './totals';

/** At most this many suggestions a search that found nothing gets. */
export const SUGGESTIONS = 3;
/** A word this short is not corrected (too few trigrams to tell a near miss from chance). */
const MIN_WORD = 4;
/** Rows read to find a word's nearest spellings. */
const CANDIDATE_ROWS = 20;
/** A spelling less alike than this is not offered. */
const MIN_SIMILARITY = 0.3;

/** The words as typed, each with its search form (foldForSearch); those that fold to nothing left out. */
function typedWords(search: string): { typed: string; folded: string }[] {
  const seen = new Set<string>();
  const out: { typed: string; folded: string }[] = [];
  for (const typed of search.trim().split(/\s+/)) {
    const folded = foldForSearch(typed);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    out.push({ typed, folded });
  }
  return out.slice(0, SEARCH_WORDS);
}

/** The words of the names `rows` hold, nearest to `word` first (each spelling once). */
function nearestWords(word: string, rows: Record<string, string | null>[]): string[] {
  const best = new Map<string, { text: string; score: number }>();
  for (const row of rows) {
    for (const name of Object.values(row)) {
      for (const text of (name ?? '').split(/\s+/)) {
        const folded = foldForSearch(text);
        if (folded.length < MIN_WORD || /^[0-9]+$/.test(folded) || best.has(folded)) continue;
        const score = similarity(folded, word);
        if (score >= MIN_SIMILARITY) best.set(folded, { text, score });
      }
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score).map((w) => w.text);
}

/**
 * What to offer when a search found nothing (behaviour §2.5): the search with each word that no drug
 * holds replaced by the nearest word of the catalogue's names («انالاپرل» → «انالاپریل»), up to three
 * phrasings. A word no drug holds is found by one indexed LIKE per word; its nearest spellings are
 * read from the rows pg_trgm's word similarity (`<%`, the same trigram indexes) finds for it, and
 * ranked here by `similarity` (src/lib/fold.ts). Empty when every word is held (the words only fail
 * together) or nothing is near enough.
 */
export async function searchSuggestions(database: Database, table: Catalogue, search: string): Promise<string[]> {
  const words = typedWords(search);
  if (words.length === 0) return [];
  const from = sql.identifier(table);
  const [held] = await database.rows<{ found: boolean[] }>(
    sql`SELECT ARRAY[${sql.join(
      words.map((w) => sql`EXISTS (SELECT 1 FROM ${from} WHERE search_f LIKE ${`%${escapeLike(w.folded)}%`})`),
      sql`, `,
    )}] AS found`,
  );
  const missing = words.filter((w, i) => !held?.found[i] && w.folded.length >= MIN_WORD);
  if (missing.length === 0 || missing.length < words.filter((_, i) => !held?.found[i]).length) return [];
  const nearest = new Map<string, string[]>();
  for (const w of missing) {
    const rows = await database.rows<Record<string, string | null>>(sql`
      SELECT brand_name_fa, brand_name_la, generic_name_fa, generic_name_la FROM ${from}
      WHERE ${w.folded} <% search_f
      ORDER BY ${w.folded} <<-> search_f, seq
      LIMIT ${CANDIDATE_ROWS}`);
    const found = nearestWords(w.folded, rows);
    if (found.length === 0) return [];
    nearest.set(w.folded, found);
  }
  const [first] = missing;
  const phrasings = (nearest.get(first!.folded) ?? []).slice(0, SUGGESTIONS).map((alternative) => {
    const replaced = words.map((w) => (w === first ? alternative : (nearest.get(w.folded)?.[0] ?? w.typed)));
    // A word the correction already holds («آموکسی» beside «آموکسی‌سیلین») is said once.
    return replaced
      .filter((text, i) => replaced.every((other, j) => j === i || other === text || !foldForSearch(other).includes(foldForSearch(text))))
      .join(' ');
  });
  return [...new Set(phrasings)];
}
