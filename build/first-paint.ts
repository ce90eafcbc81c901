/**
 * index.html's first paint, written at build time: what the address shows before any JavaScript of
 * the app has run, in the page's own font and layout; React replaces it on mount with the same boxes
 * at the same places (no layout shift, and the first paint stays the largest). The text comes from
 * the catalogue (src/i18n/fa.ts). Styles are a `<style>` element with the page's CSP nonce (style
 * attributes would need 'unsafe-inline').
 *
 * - The sign-in page: logo, heading, phone field, button and footer, as static markup.
 * - A signed-in list (a stored session, a route of `src/routes/table.ts` with a `heading`): the
 *   header's bar with the logo (and the menu button on phones) and the list's heading where the list
 *   draws them. The access gate's wait draws the same heading (`ShellLayout`).
 * - A signed-in drug detail (a route with `detailOf`): the header's bar at once, and the drug's title
 *   bar once its data is there (`DetailTitleBar`'s boxes). The access gate's wait draws the same
 *   title bar (`BootDetailTitle`).
 *
 * Text is drawn in Vazirmatn from its first frame: the glyphs the markup uses, and those of most drug
 * names (Persian letters, digits and a strength's marks), are a subset of the variable font (weights
 * 400–700, about 18 KB) inlined as a data: URL under the family `Vazirmatn Boot`, next to the full
 * font in the stack, so no text is drawn in a fallback font and redrawn larger when React mounts. A
 * name with any other character is drawn once the full Vazirmatn has loaded.
 *
 * The inline script that switches between them, sends a detail's call and loads the app is typed
 * source, `src/first-paint.ts`, compiled here with the figures of the built bundle.
 */
import subsetFont from 'subset-font';
import { build } from 'vite';
import type { FirstPaintData } from '../src/first-paint';
import { routeMeta } from '../src/routes/table';
import { fa } from '../src/i18n/fa';

const NONCE = '__DAROBAN_CSP_NONCE__';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The logo of src/components/Logo.tsx at `size` px (48 on the sign-in page, 36 in the header). */
export const logo = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><rect x="2" y="2" width="44" height="44" rx="12" fill="#0f6c5c"/><g transform="rotate(-45 24 24)"><rect x="11" y="17" width="26" height="14" rx="7" fill="#ffffff"/><path d="M24 17h6a7 7 0 0 1 0 14h-6z" fill="#9bcdc3"/></g><circle cx="36" cy="12" r="3" fill="#cbede7"/></svg>`;

/** Fluent's Navigation24Regular: the header's menu button on phones. */
const MENU = `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2.75 18h18.5a.75.75 0 0 1 .1 1.5H2.75a.75.75 0 0 1-.1-1.5zh18.5zm0-6.5h18.5a.75.75 0 0 1 .1 1.5H2.75a.75.75 0 0 1-.1-1.5zh18.5zm0-6.5h18.5a.75.75 0 0 1 .1 1.5H2.75a.75.75 0 0 1-.1-1.49zh18.5z"/></svg>`;

/** Fluent's ImageOffRegular at 28 px: the detail's mark for a drug without a photo. */
const NO_PHOTO = `<svg width="28" height="28" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2.85 2.15a.5.5 0 1 0-.7.7l1.4 1.41A3 3 0 0 0 3 6v8a3 3 0 0 0 3 3h8q.99-.01 1.74-.55l1.4 1.4a.5.5 0 0 0 .71-.7zm6.56 7.97a2 2 0 0 0-.46.31l-4.67 4.59A2 2 0 0 1 4 14V6a2 2 0 0 1 .28-1.02zM6 16a2 2 0 0 1-1.01-.27l4.66-4.58c.2-.2.5-.2.7 0l4.66 4.58A2 2 0 0 1 14 16zM16 6v7.88l.9.9A3 3 0 0 0 17 14V6a3 3 0 0 0-3-3H6a3 3 0 0 0-.78.1l.9.9H14a2 2 0 0 1 2 2m-2 1.5a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0m-1 0a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0"/></svg>`;

/**
 * The characters of a drug's name the inline glyphs cover besides the markup's own (2.2 KB more font;
 * 91 % of the demo catalogue's names): the Persian letters and their Arabic forms, Persian digits,
 * ZWNJ and the marks of a strength («۲۰۰ میلی‌گرم/۵ میلی‌لیتر»). Latin digits alone would cost 5 KB
 * more on every page: a name with one (or any other character) is drawn once the full Vazirmatn has
 * loaded, never in a fallback font first.
 */
const NAME_CHARACTERS = `آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیيكةءأإؤئۀ۰۱۲۳۴۵۶۷۸۹٫٬،/-.()\u200C ${fa.drug.noName}`;

/** The list headings the frame can show, in routeMeta's order without repeats (index = `f<i>`). */
const HEADINGS = [...new Set(routeMeta.flatMap((route) => (route.heading ? [route.heading] : [])))];

// The figures are the sign-in page's own (src/features/auth/auth.styles.ts with the Fluent theme):
// spacing L 16px, XL 20px, XXL 24px; card radius 8px, shadow16; large input and button 40px.
const CSS = `
.boot{font-family:Vazirmatn,'Vazirmatn Boot',Tahoma,'Segoe UI',system-ui,sans-serif;min-height:100vh;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px 16px;background-color:#cbede7;background-image:radial-gradient(circle at 85% 10%,#b3ddd5 0,transparent 45%),radial-gradient(circle at 10% 90%,#fff 0,transparent 55%);color:#242424;font-size:14px;line-height:20px}
html[data-boot=off] .boot{display:none}
.boot-brand{display:flex;align-items:center;gap:12px}
.boot-brand svg{display:block}
.boot-brandtext{display:flex;flex-direction:column}
.boot-name{font-size:24px;line-height:32px;font-weight:700;color:#0f6c5c}
.boot-tagline{font-size:12px;line-height:20px;color:#616161}
.boot-card{width:100%;max-width:420px;box-sizing:border-box;display:flex;flex-direction:column;gap:12px;padding:24px;border-radius:8px;background:#fff;box-shadow:0 0 2px rgba(0,0,0,.12),0 8px 16px rgba(0,0,0,.14)}
.boot-form{display:flex;flex-direction:column;gap:16px}
.boot-title{margin:0;font-size:20px;line-height:28px;font-weight:600}
.boot-hint{margin:0;color:#424242}
.boot-field{display:grid}
.boot-label{padding:2px 0;margin-bottom:2px}
.boot-input{box-sizing:border-box;height:40px;display:flex;align-items:center;padding:0 18px;border:1px solid #d1d1d1;border-bottom-color:#616161;border-radius:4px;background:#fff;font-size:16px;line-height:22px;color:#707070;direction:ltr;justify-content:flex-start}
.boot-button{box-sizing:border-box;height:40px;display:flex;align-items:center;justify-content:center;padding:8px 16px;border:1px solid transparent;border-radius:4px;background:#f0f0f0;color:#bdbdbd;font-size:16px;line-height:22px;font-weight:600}
.boot-footer{display:flex;justify-content:center;align-items:center;gap:4px;color:#424242;padding-top:8px;border-top:1px solid #e0e0e0}
.boot-link{color:#0e6354}
@media (max-width:767px){.boot{justify-content:flex-start;padding:20px 12px}.boot-card{padding:20px 16px}}
.bootframe{display:none;font-family:Vazirmatn,'Vazirmatn Boot',Tahoma,'Segoe UI',system-ui,sans-serif;color:#242424;font-size:14px;line-height:20px}
html[data-boot^=f] .boot{display:none}
html[data-boot^=f] .bootframe{display:block}
.bf-header{background:#fff;border-bottom:1px solid #e0e0e0;box-shadow:0 0 2px rgba(0,0,0,.12),0 2px 4px rgba(0,0,0,.14)}
.bf-bar{display:flex;align-items:center;gap:12px;max-width:1280px;margin-inline:auto;padding-inline:20px;min-height:64px}
.bf-menu{display:none;width:32px;height:32px;align-items:center;justify-content:center;color:#424242}
.bf-menu svg,.bf-brand svg{display:block}
.bf-brand{display:inline-flex;align-items:center;gap:8px;color:#0f6c5c;font-size:20px;line-height:20px;font-weight:700}
.bf-main{max-width:1280px;margin-inline:auto;box-sizing:border-box;padding:20px 20px 0}
.bf-page{display:flex;flex-direction:column;gap:4px;padding:16px 20px}
.bf-crumbs{height:24px}
.bf-title{display:none;margin:0;font-size:20px;line-height:28px;font-weight:600}
@media (min-width:768px) and (max-width:1100px){.bf-name{display:none}}
@media (max-width:767px){.bf-bar{padding-inline:8px;gap:4px;min-height:56px}.bf-menu{display:inline-flex}.bf-main{padding:12px 12px 0}.bf-page{padding:12px}.bf-title{font-size:16px;line-height:22px}}
html[data-boot=fd] .bf-page{display:none}
.bf-detail{display:none;flex-direction:column;padding:16px;max-width:1200px;margin-inline:auto;width:100%;box-sizing:border-box}
.bf-dA,.bf-dB{display:flex}
.bf-dbar{display:flex;align-items:center;gap:16px;padding:12px 16px;border-radius:8px;background:#cbede7;color:#242424;flex-wrap:wrap}
.bf-dphoto,.bf-dnophoto{display:none;box-sizing:border-box;width:96px;height:96px;min-width:96px;border-radius:10000px;align-items:center;justify-content:center}
.bf-dphoto{overflow:hidden;border:2px solid #0f6c5c;background:#fff}
.bf-dphoto img{width:100%;height:100%;object-fit:cover}
.bf-dnophoto{flex-direction:column;gap:2px;background:#f5f5f5;color:#616161;font-size:12px;text-align:center}
.bf-dnophoto svg{display:block}
.bf-dA .bf-dnophoto,.bf-dA.bf-dp .bf-dphoto{display:flex}
.bf-dA.bf-dp .bf-dnophoto{display:none}
.bf-dname{margin:0;font-size:20px;line-height:28px;font-weight:600;overflow-wrap:anywhere}
.bf-dsub{display:none;color:#616161;font-size:12px}
.bf-dA .bf-dsubA,.bf-dB .bf-dsubB{display:inline}
${HEADINGS.map((_, i) => `html[data-boot=f${i}] .bf-t${i}{display:block}`).join('')}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The markup inside `#root` until React mounts: the sign-in page, and the signed-in frame with every
 * list heading (CSS shows the one the address names) and a drug's title bar, empty until the inline
 * script has the detail call's answer (`DetailTitleBar`'s boxes: photo or its placeholder, name, the
 * catalogue's subtitle).
 */
export function firstPaintMarkup(): string {
  const signIn = `<main class="boot"><div class="boot-brand">${logo(48)}<div class="boot-brandtext"><span class="boot-name">${escape(fa.app.name)}</span><span class="boot-tagline">${escape(fa.app.tagline)}</span></div></div><section class="boot-card"><div class="boot-form"><h1 class="boot-title">${escape(fa.auth.loginTitle)}</h1><p class="boot-hint">${escape(fa.auth.loginHint)}</p><div class="boot-field"><span class="boot-label">${escape(fa.auth.mobileNumber)}</span><span class="boot-input">${escape(fa.auth.mobilePlaceholder)}</span></div><span class="boot-button">${escape(fa.auth.sendCode)}</span></div><div class="boot-footer"><span>${escape(fa.auth.noAccount)}</span><span class="boot-link">${escape(fa.auth.register)}</span></div></section></main>`;
  const detail = `<div class="bf-detail"><div class="bf-dbar"><span class="bf-dphoto"><img alt=""></span><span class="bf-dnophoto">${NO_PHOTO}<span>${escape(fa.drug.noImage)}</span></span><div><h1 class="bf-dname"></h1><span class="bf-dsub bf-dsubA">${escape(fa.drug.detailTitleA)}</span><span class="bf-dsub bf-dsubB">${escape(fa.drug.detailTitleB)}</span></div></div></div>`;
  const titles = HEADINGS.map((heading, i) => `<h1 class="bf-title bf-t${i}">${escape(heading)}</h1>`).join('');
  const frame = `<div class="bootframe"><div class="bf-header"><div class="bf-bar"><span class="bf-menu">${MENU}</span><span class="bf-brand">${logo(36)}<span class="bf-name">${escape(fa.app.name)}</span></span></div></div><div class="bf-main"><div class="bf-page"><div class="bf-crumbs"></div>${titles}</div>${detail}</div></div>`;
  return signIn + frame;
}

/**
 * A route's chunks: the router's pattern, signed-in or not, files,
 * the list heading the signed-in frame shows there (`heading` of `src/routes/table.ts`), if any, and the
 * catalogue whose drug detail the address is (`detailOf`), if it is one.
 */
export interface RouteChunks {
  pattern: string;
  guarded: boolean;
  files: string[];
  heading?: string;
  detailOf?: 'A' | 'B';
}

/** The characters the inline glyphs cover: the markup's, and those of most drug names. */
export const bootText = (): string => [...new Set(firstPaintMarkup().replace(/<[^>]+>/g, '') + NAME_CHARACTERS)].join('');

/** `@font-face` of `Vazirmatn Boot`: the first paint's glyphs of Vazirmatn (weights 400–700), inline. */
export async function bootFontFace(vazirmatn: Buffer): Promise<string> {
  const woff2 = await subsetFont(vazirmatn, bootText(), { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
  return `@font-face{font-family:'Vazirmatn Boot';src:url(data:font/woff2;base64,${woff2.toString('base64')}) format('woff2');font-weight:400 700;font-style:normal;font-display:block}`;
}

/** What index.html loads to start the app: the entry script and its static imports. */
export interface EntryFiles {
  script: string;
  imports: string[];
}

/** The first paint's data: the drawn addresses with their chunks, the entry, the inline glyphs. */
export function firstPaintData(routes: RouteChunks[], entry: EntryFiles | null): FirstPaintData {
  return {
    routes: routes.map((r) => ({
      pattern: r.pattern,
      guarded: r.guarded,
      files: r.files,
      heading: r.heading ? HEADINGS.indexOf(r.heading) : -1,
      detailOf: r.detailOf ?? null,
    })),
    entry,
    glyphs: bootText(),
    noName: fa.drug.noName,
  };
}

/**
 * `src/first-paint.ts` built alone (minified, one function, nothing imported at run time) with `data`
 * in place of `__FIRST_PAINT__`. `root` and `mode` are the app build's: the API base
 * (`VITE_API_URL`) is read as the app's client reads it.
 */
export async function compileFirstPaint(data: FirstPaintData, root: string, mode: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'silent',
    define: { __FIRST_PAINT__: JSON.stringify(data) },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: 'src/first-paint.ts', formats: ['iife'], name: 'darobanFirstPaint', fileName: 'first-paint' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results.flatMap((r) => ('output' in r ? r.output : [])).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('src/first-paint.ts built to nothing');
  // Inline in the page: a `</script` in a string would end the element.
  return chunk.code.trim().replace(/<\/(script)/gi, '<\\/$1');
}

/** The inline script (`compileFirstPaint`) and the `<style>` for `<head>`; `fontFace` is `bootFontFace`'s rule. */
export function firstPaintHead(script: string, fontFace = ''): string {
  // The script first: on a signed-in address it starts the downloads before the inline glyphs are read.
  return `<script nonce="${NONCE}">${script}</script>\n    <style nonce="${NONCE}">${fontFace}${CSS}</style>`;
}
