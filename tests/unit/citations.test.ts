import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Citations in the repository point at something a reader of the repository can open: a comment cites
 * the product's behaviour as "behaviour §N" or "behaviour §N.M", a heading of docs/behaviour.md, never
 * the original specification's numbering nor an issue number (which exist only outside the repository).
 */

const BEHAVIOUR = 'docs/behaviour.md';
/** Generated from openapi.yaml (checked against it elsewhere) or not text. */
const SKIPPED = [/^src\/api\/(schema\.d\.ts|wire\.gen\.ts|rules\.gen\.ts)$/, /^package-lock\.json$/, /^docs\/machines\//];
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|ya?ml|md|sql|lua|html|css)$|^\.ci\/run$/;

// Built from parts so this file does not match its own patterns.
const SECTION = '§';
const WORD = 'issue';
/** "behaviour §4", "behaviour §2.5", "behaviour §5/§7", "behaviour §2.10, §10.6", "behaviour §10.3 and §10.4". */
const CITATION = new RegExp(`behaviour (${SECTION}\\d+(?:\\.\\d+)*(?:(?:, | and |/)${SECTION}\\d+(?:\\.\\d+)*)*)`, 'gi');
const NUMBER = new RegExp(`${SECTION}(\\d+(?:\\.\\d+)*)`, 'g');
const SPEC = new RegExp(`\\bSPEC ?${SECTION}`);
/** The word issue (or issues), an optional "#" and a number, as a whole word: not "issued", not "tissue". */
const ISSUE = /\bissues? #?\d+\b/i;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && TEXT.test(path) && !SKIPPED.some((skip) => skip.test(path)));
}

function headings(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const line of markdown.split('\n')) {
    const match = new RegExp(`^#{2,4} ${SECTION}(\\d+(?:\\.\\d+)*) `).exec(line);
    if (match) found.add(match[1]!);
  }
  return found;
}

/** Every bad citation of `text` as "path:line: what is wrong". */
function badCitations(path: string, text: string, sections: Set<string>): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    for (const citation of line.matchAll(CITATION)) {
      for (const number of citation[1]!.matchAll(NUMBER)) {
        if (!sections.has(number[1]!)) problems.push(`${where}: behaviour ${SECTION}${number[1]} is not a heading of ${BEHAVIOUR}`);
      }
    }
    if (SPEC.test(line)) problems.push(`${where}: cites the specification's numbering; cite behaviour ${SECTION}N instead`);
    const issue = ISSUE.exec(line);
    if (issue) problems.push(`${where}: cites "${issue[0]}"; say what it means or cite behaviour ${SECTION}N`);
  });
  return problems;
}

describe('citations', () => {
  const sections = headings(readFileSync(BEHAVIOUR, 'utf8'));

  it(`${BEHAVIOUR} is numbered`, () => {
    expect(sections.has('1')).toBe(true);
    expect(sections.has('2.5')).toBe(true);
  });

  it('the patterns catch what they should and leave ordinary words alone', () => {
    const bad = [
      `behaviour ${SECTION}99`,
      `behaviour ${SECTION}2.99`,
      `(behaviour ${SECTION}2.10, ${SECTION}99.1)`,
      `SPEC ${SECTION}2`,
      `(${WORD} 9)`,
      `I${WORD.slice(1)} 13: the OTP limiter`,
      `see ${WORD} #3`,
      `${WORD}s 10 and 11`,
    ];
    for (const line of bad) expect(badCitations('x.ts', line, sections), line).toHaveLength(1);
    const fine = [
      `behaviour ${SECTION}2.5`,
      `(behaviour ${SECTION}2.10, ${SECTION}10.6)`,
      `behaviour ${SECTION}5/${SECTION}7`,
      'the spec leaves it open',
      'known issues with the parser',
      'the token was issued 5 minutes ago',
      'tissue 5',
      'wg/wrk#46',
    ];
    for (const line of fine) expect(badCitations('x.ts', line, sections), line).toEqual([]);
  });

  it('every tracked source file cites only sections that exist, never the spec or an issue', () => {
    const problems = trackedFiles().flatMap((path) => badCitations(path, readFileSync(path, 'utf8'), sections));
    expect(problems).toEqual([]);
  });
});
