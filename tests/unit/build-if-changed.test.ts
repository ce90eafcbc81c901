import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STAMP, fingerprint, isBuilt } from '../../scripts/build-if-changed';

/** `npm start` builds again only when a source changed: the fingerprint sees every change. */
describe('build-if-changed', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a build is fresh until a source file changes, is added or removed; a missing output builds again', () => {
    root = mkdtempSync(join(tmpdir(), 'daroban-build-'));
    mkdirSync(join(root, 'src/lib'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<html>');
    writeFileSync(join(root, 'src/lib/a.ts'), 'export const a = 1;');
    const inputs = ['index.html', 'src', 'absent.json'];
    const first = fingerprint(root, inputs);
    expect(isBuilt(root, 'dist', first)).toBe(false);
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', STAMP), first);
    expect(isBuilt(root, 'dist', fingerprint(root, inputs))).toBe(true);

    writeFileSync(join(root, 'src/lib/a.ts'), 'export const a = 2;');
    const changed = fingerprint(root, inputs);
    expect(changed).not.toBe(first);
    writeFileSync(join(root, 'src/lib/a.ts'), 'export const a = 1;');
    expect(fingerprint(root, inputs)).toBe(first);

    writeFileSync(join(root, 'src/lib/b.ts'), '');
    expect(fingerprint(root, inputs)).not.toBe(first);
    rmSync(join(root, 'src/lib/b.ts'));
    expect(fingerprint(root, inputs)).toBe(first);

    // A file moved to another name is a change, even with the same bytes.
    writeFileSync(join(root, 'src/lib/c.ts'), 'export const a = 1;');
    rmSync(join(root, 'src/lib/a.ts'));
    expect(fingerprint(root, inputs)).not.toBe(first);

    rmSync(join(root, 'dist'), { recursive: true });
    expect(isBuilt(root, 'dist', first)).toBe(false);
  });
});
