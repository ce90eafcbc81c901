/** Text led by a Persian or Latin letter; anything else (digits, symbols) is cut from the start. */
export function isLetterLed(text: string): boolean {
  return /^[\s]*[A-Za-z\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text);
}

/**
 * Cuts text longer than `max` characters to `max` with an ellipsis: at the end for text led by a
 * Persian or Latin letter, at the start otherwise (SPEC §2, list screens).
 */
export function truncate(text: string, max = 30): string {
  if (text.length <= max) return text;
  return isLetterLed(text) ? `${text.slice(0, max)}…` : `…${text.slice(text.length - max)}`;
}

/** '-' for an empty value, the text itself otherwise. */
export function orDash(text: string | null | undefined): string {
  return text == null || text.trim() === '' ? '-' : text;
}
