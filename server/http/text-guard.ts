/**
 * Text no handler may see (behaviour §12.3): U+0000, which PostgreSQL refuses in `text` and `jsonb` (an
 * answer of 500 before this guard), and lone UTF-16 surrogates, which are no text at all (they
 * would be stored as U+FFFD). Checked in body, query and path, keys included, before validation.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this guard refuses
const INVALID = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isInvalidText(text: string): boolean {
  return INVALID.test(text);
}

/** Whether any string (or key) in a parsed value is invalid text. */
export function holdsInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return INVALID.test(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => holdsInvalidText(v, depth + 1));
  for (const [key, v] of Object.entries(value)) {
    if (INVALID.test(key) || holdsInvalidText(v, depth + 1)) return true;
  }
  return false;
}
