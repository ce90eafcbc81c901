/**
 * The installable shell at build time (behaviour §10.14): the web manifest, the app icons' drawing,
 * and the service worker with this build's precache list.
 *
 * - `manifest.webmanifest`: the Persian name (src/i18n/fa.ts), right to left, the brand colours of
 *   src/components/theme.ts and the icons in public/icons (drawn by scripts/pwa-icons.ts from the
 *   logo of src/components/Logo.tsx, committed: a build needs no browser).
 * - `sw.js`: src/offline/pwa/sw.ts, bundled with the list of files Vite has just written (index.html, every
 *   script, stylesheet and font, the icons), and a cache named after a hash of that list and
 *   index.html, so each build has its own shell and an unchanged build keeps its worker.
 *
 * Why our own ~2 KB worker and not vite-plugin-pwa/Workbox: the issue needs precaching one list,
 * a navigation fallback and a user-triggered update; Workbox's runtime and its generated code would
 * be a second dependency tree for three event handlers, and its registration helper would have to be
 * kept off the sign-in route anyway (index.html's inline script registers the worker instead).
 */
import { createHash } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';
import { fa } from '../src/i18n/fa';
import { darobanBrand } from '../src/components/theme';
import { MANIFEST_URL, SHELL_CACHE_PREFIX, SW_URL } from '../src/offline/pwa/keys';
import { logo } from './first-paint';

/** The square icons browsers and stores ask for (Chrome 48–512, iOS 180, Windows 144, Android 192/512). */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 180, 192, 256, 384, 512] as const;
/** Maskable icons (Android's adaptive shapes): the mark inside the central 80 % safe zone. */
export const MASKABLE_SIZES = [192, 512] as const;

export const iconPath = (size: number, maskable = false) => `/icons/${maskable ? 'maskable' : 'icon'}-${size}.png`;

/** The theme's brand colour (the header, the logo's tile) and the sign-in page's background. */
export const THEME_COLOR = darobanBrand[80];
export const BACKGROUND_COLOR = darobanBrand[160];

/** The logo as an icon: the header's mark, drawn to fill the square. */
export function iconSvg(size: number): string {
  return logo(size).replace(' aria-hidden="true" focusable="false"', ' xmlns="http://www.w3.org/2000/svg"');
}

/**
 * The maskable icon: the brand colour to every edge (the launcher cuts its own shape) and the logo's
 * capsule and dot at 80 %, inside the safe zone's circle (radius 40 % of the side).
 */
export function maskableSvg(size: number): string {
  const mark = logo(48)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<rect x="2" y="2"[^>]*\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" fill="${THEME_COLOR}"/><g transform="translate(24 24) scale(0.8) translate(-24 -24)">${mark}</g></svg>`;
}

/** The web manifest (W3C Web Application Manifest). */
export function webManifest() {
  return {
    id: '/',
    name: fa.app.name,
    short_name: fa.app.name,
    description: fa.app.tagline,
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['medical', 'business'],
    icons: [
      ...ICON_SIZES.map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      ...MASKABLE_SIZES.map((size) => ({ src: iconPath(size, true), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' })),
    ],
  };
}

/** The files of the build the worker keeps: all but the compressed copies and what is not the shell's. */
const PRECACHED = /\.(js|css|woff2|png|svg)$/;
/**
 * Left out: the barcode reader's WebAssembly (930 KB, and the camera dialog it serves is of no use
 * without the catalogue's answer), and the operators' console (staff who work online, behaviour §10.10):
 * a pharmacy's device downloads neither.
 */
const NOT_PRECACHED = /(^|\/)(console-[^/]+\.js|[^/]+\.wasm)$/;

async function filesOf(dir: string, base = ''): Promise<string[]> {
  const entries = await readdir(join(dir, base), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesOf(dir, join(base, e.name)) : Promise.resolve([join(base, e.name)]))),
  );
  return nested.flat();
}

/** The worker's source with this build's list, minified. */
export async function compileWorker(precache: string[], cacheName: string, root: string): Promise<string> {
  const result = await esbuild({
    entryPoints: [join(root, 'src/offline/pwa/sw.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { __PRECACHE__: JSON.stringify(precache), __SHELL_CACHE__: JSON.stringify(cacheName) },
  });
  return result.outputFiles[0]!.text;
}

/**
 * Writes the manifest and the worker into the build, and puts the manifest's and the touch icon's
 * links in index.html (after Vite's own processing: the manifest is not a file Vite knows).
 */
export function pwa(outDir: string): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let publicDir = '';
  return {
    name: 'daroban-pwa',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!isBuild) return html;
        const links = `<link rel="manifest" href="${MANIFEST_URL}" />\n    <link rel="apple-touch-icon" href="${iconPath(180)}" />`;
        return html.replace(/(<link rel="icon"[^>]*>)/, (tag) => `${tag}\n    ${links}`);
      },
    },
    // writeBundle: before the other plugins' closeBundle, so the precompressing one finds sw.js.
    async writeBundle(_options, bundle) {
      if (!isBuild) return;
      const dir = join(root, outDir);
      await writeFile(join(dir, MANIFEST_URL.slice(1)), `${JSON.stringify(webManifest(), null, 2)}\n`);
      const built = Object.keys(bundle);
      const copied = publicDir ? await filesOf(publicDir).catch(() => []) : [];
      const files = [...built, ...copied].map((f) => `/${f.split('\\').join('/')}`);
      const precache = [...new Set(['/index.html', ...files.filter((f) => PRECACHED.test(f) && !NOT_PRECACHED.test(f))])].sort();
      const index = bundle['index.html'];
      const html = index?.type === 'asset' ? index.source : '';
      const version = createHash('sha256').update(precache.join('\n')).update(html).digest('hex').slice(0, 12);
      await writeFile(join(dir, SW_URL.slice(1)), await compileWorker(precache, `${SHELL_CACHE_PREFIX}${version}`, root));
    },
  };
}
