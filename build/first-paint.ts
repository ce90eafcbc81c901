/**
 * The sign-in page's first paint, written into index.html at build time (issue 14): the logo, the
 * heading and the phone field show before any JavaScript has run, in the page's own font and
 * layout, and React replaces them on mount with the same boxes at the same places (no layout shift).
 * The text comes from the catalogue (src/i18n/fa.ts). Styles are a `<style>` element with the page's
 * CSP nonce (style attributes would need 'unsafe-inline').
 *
 * The markup is drawn in Vazirmatn from its first frame: the few glyphs it uses are a subset of the
 * variable font (weights 400–700, about 13 KB) inlined as a data: URL under the family
 * `Vazirmatn Boot`, next to the full font in the stack, so no text is drawn in a fallback font and
 * redrawn larger when React mounts (no layout shift, and the first paint is the largest).
 *
 * A signed-in list address (a stored session, a route of `src/app/paths.ts` with a `heading`) gets
 * the signed-in frame instead: the header's bar with the logo (and the menu button on phones) and the
 * list's heading where the list draws it, so the largest text is drawn before any script runs. The
 * access gate's wait draws the same heading (`ShellLayout`), so it stays in place until the list
 * replaces it.
 *
 * A small inline script (nonce too) runs before the entry: it hides the sign-in markup when the
 * address is not the sign-in page or a session is stored (that page redirects), shows the frame on a
 * signed-in list, and loads the app: the entry, its imports and the address's own chunks
 * (`<link rel="modulepreload">`) together. When the sign-in markup shows, it asks for them once the
 * browser reports the first contentful paint; with the frame, once it reports the heading's paint
 * (the largest; at most 1 s later either way: the markup needs no script, and nothing competes with
 * it for the first round trips); otherwise at once.
 * The downloads start then; the entry runs once the document is parsed, as a module script written in
 * the page would (a dynamically added module runs as soon as it is there, which from the cache can be
 * before `#root` exists).
 */
import subsetFont from 'subset-font';
import { routeMeta } from '../src/app/paths';
import { fa } from '../src/i18n/fa';

const NONCE = '__DAROBAN_CSP_NONCE__';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The logo of src/components/Logo.tsx at `size` px (48 on the sign-in page, 36 in the header). */
const logo = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><rect x="2" y="2" width="44" height="44" rx="12" fill="#0f6c5c"/><g transform="rotate(-45 24 24)"><rect x="11" y="17" width="26" height="14" rx="7" fill="#ffffff"/><path d="M24 17h6a7 7 0 0 1 0 14h-6z" fill="#9bcdc3"/></g><circle cx="36" cy="12" r="3" fill="#cbede7"/></svg>`;

/** Fluent's Navigation24Regular: the header's menu button on phones. */
const MENU = `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2.75 18h18.5a.75.75 0 0 1 .1 1.5H2.75a.75.75 0 0 1-.1-1.5zh18.5zm0-6.5h18.5a.75.75 0 0 1 .1 1.5H2.75a.75.75 0 0 1-.1-1.5zh18.5zm0-6.5h18.5a.75.75 0 0 1 .1 1.5H2.75a.75.75 0 0 1-.1-1.49zh18.5z"/></svg>`;

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
${HEADINGS.map((_, i) => `html[data-boot=f${i}] .bf-t${i}{display:block}`).join('')}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The markup inside `#root` until React mounts: the sign-in page, and the signed-in frame with every
 * list heading (CSS shows the one the address names).
 */
export function firstPaintMarkup(): string {
  const signIn = `<main class="boot"><div class="boot-brand">${logo(48)}<div class="boot-brandtext"><span class="boot-name">${escape(fa.app.name)}</span><span class="boot-tagline">${escape(fa.app.tagline)}</span></div></div><section class="boot-card"><div class="boot-form"><h1 class="boot-title">${escape(fa.auth.loginTitle)}</h1><p class="boot-hint">${escape(fa.auth.loginHint)}</p><div class="boot-field"><span class="boot-label">${escape(fa.auth.mobileNumber)}</span><span class="boot-input">${escape(fa.auth.mobilePlaceholder)}</span></div><span class="boot-button">${escape(fa.auth.sendCode)}</span></div><div class="boot-footer"><span>${escape(fa.auth.noAccount)}</span><span class="boot-link">${escape(fa.auth.register)}</span></div></section></main>`;
  const titles = HEADINGS.map((heading, i) => `<h1 class="bf-title bf-t${i}">${escape(heading)}</h1>`).join('');
  const frame = `<div class="bootframe"><div class="bf-header"><div class="bf-bar"><span class="bf-menu">${MENU}</span><span class="bf-brand">${logo(36)}<span class="bf-name">${escape(fa.app.name)}</span></span></div></div><div class="bf-main"><div class="bf-page"><div class="bf-crumbs"></div>${titles}</div></div></div>`;
  return signIn + frame;
}

/**
 * A route's chunks: address pattern (lower case, `[^/]+` for a parameter), signed-in or not, files,
 * and the list heading the signed-in frame shows there (`heading` of `src/app/paths.ts`), if any.
 */
export interface RouteChunks {
  pattern: string;
  guarded: boolean;
  files: string[];
  heading?: string;
}

/** The characters the first paint draws. */
const markupText = () => [...new Set(firstPaintMarkup().replace(/<[^>]+>/g, ''))].join('');

/** `@font-face` of `Vazirmatn Boot`: the first paint's glyphs of Vazirmatn (weights 400–700), inline. */
export async function bootFontFace(vazirmatn: Buffer): Promise<string> {
  const woff2 = await subsetFont(vazirmatn, markupText(), { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
  return `@font-face{font-family:'Vazirmatn Boot';src:url(data:font/woff2;base64,${woff2.toString('base64')}) format('woff2');font-weight:400 700;font-style:normal;font-display:block}`;
}

/** What index.html loads to start the app: the entry script and its static imports. */
export interface EntryFiles {
  script: string;
  imports: string[];
}

/**
 * The `<style>` and the inline script for `<head>`; `routes` and `entry` from the built bundle
 * (in dev, none: Vite's own script tag stays). `fontFace` is `bootFontFace`'s rule.
 */
export function firstPaintHead(routes: RouteChunks[], tokenKey: string, entry: EntryFiles | null, fontFace = ''): string {
  // Each route: pattern, signed-in, files, and the index of its heading in the frame (`data-boot="f<i>"`) or -1.
  const table = JSON.stringify(routes.map((r) => [r.pattern, r.guarded ? 1 : 0, r.files, r.heading ? HEADINGS.indexOf(r.heading) : -1]));
  const start = entry
    ? `var e=${JSON.stringify(entry.script)},m=${JSON.stringify(entry.imports)}.concat(f),n=document.currentScript.nonce,d=false;` +
      `function run(){var x=document.createElement('script');x.type='module';x.crossOrigin='';x.nonce=n;x.src=e;document.head.appendChild(x)}` +
      `function go(){if(d)return;d=true;pre(e);for(var k=0;k<m.length;k++)pre(m[k]);if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()}` +
      // The sign-in page waits for its first contentful paint, a list's frame for its heading's paint
      // (the largest: the logo is drawn a moment before the heading's glyphs are decoded).
      `var o=window.PerformanceObserver,w=b?'paint':h>=0?'largest-contentful-paint':'',y=w&&o&&o.supportedEntryTypes&&o.supportedEntryTypes.indexOf(w)>=0;` +
      `if(y&&document.visibilityState==='visible'){new o(function(l,q){if(w!=='paint'||l.getEntriesByName('first-contentful-paint').length){q.disconnect();go()}}).observe({type:w,buffered:true});setTimeout(go,1000)}else go();`
    : 'for(var k=0;k<f.length;k++)pre(f[k]);';
  const script =
    `(function(){var p=location.pathname.replace(/\\/+$/,'').toLowerCase()||'/';var s=false;try{s=!!localStorage.getItem(${JSON.stringify(tokenKey)})}catch(e){}` +
    `var b=p==='/'&&!s,h=-1;` +
    `function pre(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}` +
    `var t=${table},f=[];for(var i=0;i<t.length;i++){if(!new RegExp('^'+t[i][0]+'$').test(p))continue;if(!t[i][1]||s)f=t[i][2];if(s)h=t[i][3];break}` +
    `if(!b)document.documentElement.setAttribute('data-boot',h<0?'off':'f'+h);` +
    `${start}})();`;
  // The script first: on a signed-in address it starts the downloads before the inline glyphs are read.
  return `<script nonce="${NONCE}">${script}</script>\n    <style nonce="${NONCE}">${fontFace}${CSS}</style>`;
}
