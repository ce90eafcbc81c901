/**
 * The events' descriptions from the JSDoc of `machines/<name>.types.ts`: a `/** … *\/` right above a
 * `| { type: 'X'; … }` member of the events union describes X. The explorer shows it beside X's
 * button, in the language it is written in (Persian where the JSDoc is Persian).
 */
export function eventDescriptions(source: string): Record<string, string> {
  const descriptions: Record<string, string> = {};
  const member = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\|?\s*\{\s*type:\s*'([^']+)'/g;
  for (const [, text, type] of source.matchAll(member)) {
    descriptions[type] = text
      .split('\n')
      .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
  }
  return descriptions;
}
