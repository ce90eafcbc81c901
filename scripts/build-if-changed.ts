/**
 * `npm start`'s build step: builds the SPA (`vite build` into `dist/`) and the server
 * (`npm run build:server` into `dist-server/`), each only when its sources changed since it was last
 * built, so a restart after a crash or a reboot takes seconds instead of a full build. A build's
 * fingerprint (SHA-256 over the path and bytes of every source file it reads) is written into its
 * output folder once the build succeeded; a changed, added or removed file, or a missing output,
 * builds again. `npm run build` and `npm run build:server` still build unconditionally.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STAMP = '.build-fingerprint';

/** What each build reads: files and folders below the repository's root. */
export const BUILDS = {
  spa: {
    out: 'dist',
    command: ['run', 'build'],
    inputs: [
      'index.html',
      'vite.config.ts',
      'package-lock.json',
      'tsconfig.json',
      'tsconfig.base.json',
      'tsconfig.app.json',
      'openapi.yaml',
      'src',
      'public',
      'build',
      'machines',
    ],
  },
  server: {
    out: 'dist-server',
    command: ['run', 'build:server'],
    inputs: ['package-lock.json', 'tsconfig.server.json', 'openapi.yaml', 'scripts/build-server.ts', 'server', 'src'],
  },
} as const;

function* filesUnder(root: string, path: string): Generator<string> {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(full).sort()) yield* filesUnder(root, join(path, entry));
}

/** The fingerprint of `inputs` under `root`: every file's path and bytes, in a stable order. */
export function fingerprint(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(root, input)) {
      hash.update(`${relative(root, join(root, file))}\0`);
      hash.update(readFileSync(join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether `out` holds a build of exactly this fingerprint. */
export const isBuilt = (root: string, out: string, print: string): boolean =>
  existsSync(join(root, out, STAMP)) && readFileSync(join(root, out, STAMP), 'utf8') === print;

function main(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const [name, build] of Object.entries(BUILDS)) {
    const print = fingerprint(root, build.inputs);
    if (isBuilt(root, build.out, print)) {
      console.log(`${name}: unchanged since its last build (${build.out}/)`);
      continue;
    }
    const result = spawnSync('npm', build.command, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(join(root, build.out, STAMP), print);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
