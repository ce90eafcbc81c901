/** Latin letters and the Arabic-script letters Persian uses (not its digits or punctuation). */
const LEADING_LETTER = /^\s*[A-Za-z\u0620-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF\uFB50-\uFDFF\uFE70-\uFEFC]/;

/** Text led by a Persian or Latin letter; anything else (digits of any script, symbols) is cut from the start. */
export function isLetterLed(text: string): boolean {
  return LEADING_LETTER.test(text);
}

/**
 * Cuts text longer than `max` characters to `max` with an ellipsis at the end. A company name
 * (`company`) not led by a Persian or Latin letter is cut at the start instead (behaviour §9): the
 * spec's check is for company names only, so a drug name led by a digit («۵-فلورواوراسیل …») keeps
 * its start, which names the drug.
 */
export function truncate(text: string, max = 30, company = false): string {
  if (text.length <= max) return text;
  return !company || isLetterLed(text) ? `${text.slice(0, max)}…` : `…${text.slice(text.length - max)}`;
}

/** '-' for an empty value, the text itself otherwise. */
export function orDash(text: string | null | undefined): string {
  return text == null || text.trim() === '' ? '-' : text;
}
