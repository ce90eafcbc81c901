import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import {
  bootFontFace,
  compileFirstPaint,
  type EntryFiles,
  firstPaintData,
  firstPaintHead,
  firstPaintMarkup,
  type RouteChunks,
} from './build/first-paint';
import { pwa } from './build/pwa';
import { routeMeta, routeModules, SCREEN_MODULES } from './src/routes/table';

/** Text assets worth compressing: the server sends `.br` or `.gz` beside each by `Accept-Encoding`. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every compressible file of the
 * build once, so the server never compresses a static file per request (`@fastify/static`'s
 * `preCompressed`). Files under 1 KB stay as they are: compressing them saves nothing.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'daroban-precompress',
    apply: 'build',
    async closeBundle() {
      const walk = async (dir: string): Promise<string[]> => {
        const entries = await readdir(dir, { withFileTypes: true });
        const nested = await Promise.all(
          entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
        );
        return nested.flat();
      };
      for (const file of await walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = await readFile(file);
        if (body.length < 1024) continue;
        await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** The bundled variable Vazirmatn (src/app/fonts.css uses the same file), cut for the first paint. */
const VAZIRMATN = new URL('./node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2', import.meta.url);

/**
 * index.html's first paint (build/first-paint.ts, and the typed inline script src/first-paint.ts):
 * the sign-in page's markup inside `#root`, its
 * styles and glyphs, and the inline script that loads the entry, its imports and each address's own
 * chunks (in the build, Vite's script and modulepreload tags for the entry move into that script).
 */
function firstPaint(): Plugin {
  let bootFont: Promise<string> | undefined;
  // The app build's root and mode: src/first-paint.ts is built with them, so it reads the API's base
  // (`VITE_API_URL`) as the app's client does.
  let root = process.cwd();
  let mode = 'production';
  // In dev the script has no bundle to load: built once.
  let devScript: Promise<string> | undefined;
  return {
    name: 'daroban-first-paint',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const routes: RouteChunks[] = [];
        const bundle = ctx.bundle;
        let entry: EntryFiles | null = null;
        let fontFace = '';
        if (bundle) {
          const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
          const entryChunk = chunks.find((c) => c.isEntry);
          if (!entryChunk) throw new Error('the build has no entry chunk');
          const closure = (files: string[], seen = new Set<string>()): Set<string> => {
            for (const file of files) {
              if (seen.has(file)) continue;
              seen.add(file);
              const chunk = bundle[file];
              if (chunk?.type === 'chunk') closure(chunk.imports, seen);
            }
            return seen;
          };
          const withEntry = closure([entryChunk.fileName]);
          // What each address renders first (the route table's modules), for the inline script's preloads.
          const chunkOf = (module: string) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
            if (!chunk) throw new Error(`no chunk of ${module} (SCREEN_MODULES in src/routes/table.ts)`);
            return chunk.fileName;
          };
          // The addresses the first paint draws (the sign-in page, a list's heading, a drug's title bar),
          // with the signed-in frame's chunk and its imports: left to the app's preload
          // (router.tsx's `preloadRoute`), its 14 links were added in one long task.
          const drawn = routeMeta.filter((route) => route.screen === 'login' || route.heading || route.detailOf);
          for (const route of drawn) {
            const own = routeModules(route).map((name) => chunkOf(SCREEN_MODULES[name]));
            const files = [...closure(own)].filter((f) => !withEntry.has(f)).map((f) => `/${f}`);
            routes.push({
              pattern: route.pattern,
              guarded: route.guarded,
              files,
              heading: route.heading,
              detailOf: route.detailOf,
            });
          }
          // The entry and its static imports are started by the inline script, not by Vite's tags.
          entry = {
            script: `/${entryChunk.fileName}`,
            imports: [...withEntry].filter((f) => f !== entryChunk.fileName).map((f) => `/${f}`),
          };
          html = html
            .replace(/\n?\s*<script type="module" crossorigin src="[^"]+"[^>]*><\/script>/, '')
            .replace(/\n?\s*<link rel="modulepreload" crossorigin href="[^"]+"[^>]*>/g, '');
          // The entry's stylesheet (the toaster's rules, < 2 KB) goes inline: one render-blocking request
          // fewer before the first paint. A disabled link to the same file stays beside it: it is never
          // fetched nor applied, but Vite's preload helper finds it. Without it, the first chunk loaded
          // later that lists the entry's stylesheet among its dependencies (the frame's popovers, the
          // device copy's corner) added the file again, waited for it, and restyled the whole page.
          html = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset' || asset.source.length > 4096) return tag;
            return `<style nonce="__DAROBAN_CSP_NONCE__">${String(asset.source).trim()}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
          });
          fontFace = await (bootFont ??= readFile(VAZIRMATN).then(bootFontFace));
        }
        const data = firstPaintData(routes, entry);
        const script = bundle ? await compileFirstPaint(data, root, mode) : await (devScript ??= compileFirstPaint(data, root, mode));
        const head = firstPaintHead(script, fontFace);
        return html
          .replace(/(<meta property="csp-nonce"[^>]*>)|<\/head>/, (_tag, meta?: string) =>
            meta ? `${meta}\n    ${head}` : `  ${head}\n  </head>`,
          )
          .replace('<div id="root"></div>', () => `<div id="root">${firstPaintMarkup()}</div>`);
      },
    },
  };
}

/**
 * Griffel's ahead-of-time transform for our own `makeStyles` and `makeResetStyles` (Fluent's packages
 * ship theirs transformed): each call becomes `__styles` with its class names and CSS worked out at
 * build time, so a first render inserts rules instead of resolving style objects, and Griffel's resolver
 * and rtl-css-js leave the pages' chunks (docs/performance.md, «What a page downloads»). In builds only:
 * Vitest and the dev server resolve styles at runtime as before (in Vitest the transform cost
 * minutes), and Storybook's build leaves it out. The presets let its evaluator read TypeScript and JSX.
 */
function griffelAheadOfTime(): Plugin {
  return {
    ...griffel({ babelOptions: { presets: ['@babel/preset-typescript', '@babel/preset-react'] } }),
    name: 'daroban-griffel-aot',
    apply: 'build',
  };
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** The Fluent packages the sign-in page draws with (vite's `fluent` chunk). */
const FLUENT_CORE =
  /node_modules[\\/](@griffel|stylis|rtl-css-js|@emotion[\\/]hash|keyborg|@fluentui[\\/](tokens|react-theme|react-utilities|react-shared-contexts|react-jsx-runtime|react-provider|react-context-selector|react-button|react-field|react-label|react-input|react-link)[\\/]|@fluentui[\\/]react-icons[\\/]lib[\\/]utils[\\/])/;
/** Parts of those packages only signed-in pages draw. */
const SIGNED_IN_FLUENT = /node_modules[\\/]@fluentui[\\/]react-button[\\/]lib[\\/]components[\\/]ToggleButton[\\/]/;

/** The console's screens and frame, each a lazy route chunk (src/routes/table.ts), and its response decoder. */
const CONSOLE_MODULE = /[\\/]src[\\/]ops[\\/](features[\\/][^\\/]+[\\/][A-Za-z]+Page\.tsx|OpsLayout\.tsx|api[\\/]wire\.gen\.ts)$/;
const CONSOLE_CHUNK = /(^|\/)console-[^/]+\.js$/;

export default defineConfig({
  plugins: [react(), griffelAheadOfTime(), firstPaint(), pwa('dist'), precompress('dist')],
  // The server replaces this placeholder in index.html with a fresh nonce per answer and names it in
  // the Content-Security-Policy (server/http/security-headers.ts); Vite puts it on every script,
  // style and link tag and on a <meta property="csp-nonce"> the SPA reads (src/lib/cspNonce.ts).
  html: { cspNonce: '__DAROBAN_CSP_NONCE__' },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    // Every browser we serve supports <link rel="modulepreload"> (Chromium, Firefox 115+, Safari 17+):
    // no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // The operators' console (behaviour §10.10) loads its own chunks one after the other: the entry,
      // which every pharmacist downloads, does not list each console screen's dependencies to preload.
      resolveDependencies: (filename, deps) => (CONSOLE_CHUNK.test(filename) ? [] : deps),
    },
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && CONSOLE_MODULE.test(chunk.facadeModuleId) ? 'assets/console-[name]-[hash].js' : 'assets/[name]-[hash].js',
        // Named, cacheable chunks for the code every page runs (sign-in included), instead of a dozen
        // small shared fragments named after whichever module came first (`tokens-*.js` was React
        // Router): fewer requests, better compression, names that say what they hold.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 40 },
            {
              name: 'xstate',
              test: /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
              priority: 40,
            },
            {
              // Fluent's core as the sign-in page uses it: styles, theme, provider, button and form fields.
              // The toggle button (the watchlist's star, only drawn signed in) goes with the pages that
              // draw it: its styles alone are 19 KB before compression.
              name: 'fluent',
              test: (id) => FLUENT_CORE.test(id) && !SIGNED_IN_FLUENT.test(id),
              priority: 30,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, which ran the
    // 74 files one after the other (838 s). Many of them wait on PGlite, PostgreSQL or a server.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // Every suite but the browser one (tests/e2e runs under Playwright).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The machines' model walks run here too: no DOM, so no jsdom to load (SPA code they import
          // must not touch `window` at import time).
          include: [
            'tests/unit/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/machines/**/*.model.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/machines/**/*.test.{ts,tsx}', 'tests/ui/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}'],
          exclude: ['tests/machines/**/*.model.test.ts'],
          setupFiles: ['tests/ui/setup.ts'],
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@fluentui/react-components',
                  '@fluentui/react-icons',
                  'react',
                  'react/jsx-runtime',
                  'react/jsx-dev-runtime',
                  'react-dom',
                  'react-dom/client',
                  'react-router-dom',
                  'react-apexcharts/core',
                  '@testing-library/react',
                  '@testing-library/user-event',
                  '@storybook/react-vite',
                  'xstate',
                  '@xstate/react',
                ],
              },
            },
          },
          // Each file in a fresh worker. Sharing one module graph per worker (isolate: false) saved
          // importing React and Fluent per file, but on a loaded machine one test past its time left an
          // act() scope open in the shared React, and every later file of that worker failed with it.
          isolate: true,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
