import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, sourceFiles } from '../../scripts/no-cycle';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The cycles of a tree of `files` (name → text), as file names. */
function cyclesOf(files: Record<string, string>): string[][] {
  dir = mkdtempSync(join(tmpdir(), 'no-cycle-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return findCycles(sourceFiles(dir)).map((cycle) => cycle.map((file) => file.slice(dir.length + 1)));
}

describe('scripts/no-cycle.ts (the lint step that replaced import/no-cycle)', () => {
  it('finds two modules that import each other, through a .js specifier or none', () => {
    expect(
      cyclesOf({
        'a.ts': "import { b } from './b.js';\nexport const a = b;",
        'b.ts': "import { a } from './a';\nexport const b = () => a;",
      }),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds a longer cycle through a re-export, a dynamic import and a require', () => {
    expect(
      cyclesOf({
        'a.ts': "export * from './b';",
        'b.tsx': "export const b = () => import('./c');",
        'c.ts': "const a = require('./a');\nexport default a;",
        'd.ts': "import './a';",
      }),
    ).toEqual([['a.ts', 'b.tsx', 'c.ts']]);
  });

  it('finds a module that imports itself', () => {
    expect(cyclesOf({ 'a.ts': "import './a';" })).toEqual([['a.ts']]);
  });

  it('ignores type-only imports and exports, packages and non-code files, as import/no-cycle did', () => {
    expect(
      cyclesOf({
        'a.ts': "import type { B } from './b';\nimport { type C } from './c';\nimport 'react';\nimport './a.css';\nexport type A = B | C;",
        'b.ts': "import { a } from './a';\nexport type B = typeof a;",
        'c.ts': "export type { A } from './a';\nexport type C = number;",
        'a.css': 'body {}',
      }),
    ).toEqual([]);
  });
});
