/**
 * `npm run lint`'s import-cycle check (was ESLint's `import/no-cycle`, 95 % of a 58 s cold lint: it
 * resolved every import through the three TypeScript projects). Same rule, same reading of an
 * import: our own modules only (every import of ours is relative: no path aliases); `import type` and
 * imports whose names are all `type` do not count; `export … from`, `import()` and `require()` do.
 * Each file is parsed alone (no type check), so the whole tree takes about a second.
 *
 * Usage: `tsx scripts/no-cycle.ts [root]`; exits 1 and prints each cycle when there is one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  'playwright-report',
  'test-results',
  'data',
  '.tmp',
  '.git',
]);

/** Every source file under `root` (declaration files only declare: they import nothing that runs). */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name));
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(join(dir, entry.name));
    }
  };
  walk(root);
  return out;
}

/** The relative specifiers `file` imports at run time. */
export function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node) && node.text.startsWith('.')) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!allTypes) add(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) add(node.moduleSpecifier);
      return;
    }
    if (ts.isCallExpression(node)) {
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (dynamic || required) add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The file a relative specifier names (`./x.js` may name `./x.ts`), or null (a stylesheet, an asset). */
export function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [...CANDIDATES.map((ext) => base + ext), base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The cycles of the import graph of `files`: each strongly connected group of two files or more, or a file importing itself. */
export function findCycles(files: string[], read: (file: string) => string = (file) => readFileSync(file, 'utf8')): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file, read(file))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components (recursive: a source tree's import chains are short).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(group.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) connect(file);
  return cycles;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const cycles = findCycles(sourceFiles(root));
  for (const cycle of cycles) {
    console.error(`import cycle (a cycle makes start-up order matter, and usually means two layers know each other):`);
    for (const file of cycle) console.error(`  ${relative(root, file)}`);
  }
  process.exit(cycles.length ? 1 : 0);
}
