/**
 * `npm run build:server`: the API server as JavaScript for `node` (`npm start`), so a start does not
 * compile TypeScript. esbuild bundles `server/main.ts` with what it imports of our own code (src/lib,
 * the wire code generated from openapi.yaml) into `dist-server/main.js`; packages stay imports of
 * node_modules. What the server reads at run time is found from there: `dist-server/` sits one folder
 * below the repository, as `server/` does, so `openapi.yaml` is `../openapi.yaml` from either (the
 * SPA's `dist/` is found from the working directory, as before); the migrations' SQL files are copied
 * beside the bundle, where `server/db/migrate.ts` looks for them. The file reader's worker thread is
 * bundled beside it (`dist-server/read-worker.js`).
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
// `tsx scripts/build-server.ts <folder>` builds into another folder of the root (a test's own build).
const folder = process.argv[2] ?? 'dist-server';
if (!/^dist-server[\w-]*$/.test(folder)) throw new Error(`build-server: the folder must be dist-server or dist-server-…, got ${folder}`);
const outdir = `${root}${folder}`;

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The reader's thread is its own entry: `server/imports/read.ts` starts `read-worker.js` beside main.js.
  entryPoints: { main: 'server/main.ts', 'read-worker': 'server/imports/read-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(`${root}server/db/migrations`, `${outdir}/migrations`, { recursive: true });
console.log(`Server built: ${folder}/main.js`);
