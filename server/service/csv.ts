/**
 * One CSV cell, as every CSV the server writes (the pharmacist's export and the change feed) spells
 * it. Text that a spreadsheet would run as a formula (OWASP's CSV injection list: `=`, `+`, `-`,
 * `@`, a tab or a carriage return first) gets a leading `'`, so Excel and LibreOffice show it as
 * text; numbers (prices, row numbers) are written as numbers. A cell holding `"`, `,` or a line break
 * is quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
