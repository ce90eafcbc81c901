/**
 * index.html's inline script: it runs before the app's entry, and the build (vite.config.ts's
 * `firstPaint`) compiles it to one inline `<script>` with the CSP nonce, with the figures only the
 * built bundle knows in `__FIRST_PAINT__`. The markup and styles it switches between come from
 * build/first-paint.ts.
 *
 * - It blocks copying, dragging and the right-click menu from the first painted frame (behaviour §1: the
 *   app's providers install the same guard again when they mount).
 * - It hides the sign-in markup when the address is not the sign-in page or a session is stored
 *   (that page redirects), and shows the signed-in frame on a list (its heading) or a drug's detail.
 * - On a detail with a stored session it sends the detail call itself, with the URL and bearer header
 *   the app's client would send, and leaves it on `window.__darobanBoot` (src/api/boot.ts), where the
 *   client takes it instead of sending it again. A 200 draws the photo (or its placeholder) and the
 *   name (as text: it is data) where `DetailTitleBar` draws them; any other answer draws nothing
 *   more, and the app handles the call as its own.
 * - It loads the app: the entry, its imports and the address's own chunks (`<link rel="modulepreload">`,
 *   the address's own in tasks of their own). When the sign-in markup shows, it asks for them once the
 *   browser reports the first contentful paint; with a list's frame, once it reports the heading's
 *   paint; on a detail, once it reports the name's paint, or at once when the call gives no name to
 *   draw (at most 1 s later in every case: nothing competes with the first paint and the detail call
 *   for the first round trips); otherwise at once. The entry runs once the document is parsed, as a
 *   module script written in the page would (a dynamically added module runs as soon as it is there,
 *   which from the cache can be before `#root` exists).
 * - It registers the service worker once the page has loaded (behaviour §10.14), so the worker and the
 *   files it caches never compete with a page's own downloads, and no script of the app's chunks
 *   registers it (the sign-in page's budget, behaviour §11.1). It keeps the browser's offer to install
 *   (`beforeinstallprompt`, which may come before any of the app's code has run) for the header's
 *   menu (src/offline/pwa/state.ts).
 */
import { BOOT_KEY, DETAIL_CALL_PATHS, type Boot } from './api/boot';
import type { components } from './api/schema';
import { ACCESS_TOKEN_KEY } from './api/tokens';
import { apiUrl, photoUrl } from './api/urls';
import { afterFirstLoad } from './lib/afterFirstLoad';
import { installCopyGuard } from './lib/copyGuard';
import { readableText } from './lib/fold';
import { matchesPattern } from './routes/match';
import { INSTALLABLE_EVENT, INSTALL_EVENT_KEY, SW_URL } from './offline/pwa/keys';

/** An address the first paint draws, and the chunks it loads there. */
export interface FirstPaintRoute {
  /** The router's pattern (src/routes/table.ts). */
  pattern: string;
  /** Signed-in only: its chunks are loaded only with a stored session. */
  guarded: boolean;
  /** The address's own chunks (beyond the entry's). */
  files: string[];
  /** The index of its list heading in the frame (`data-boot="f<i>"`), or -1. */
  heading: number;
  /** The catalogue of its drug detail (`data-boot="fd"`), or null. */
  detailOf: 'A' | 'B' | null;
}

/** What the build knows and the script needs. */
export interface FirstPaintData {
  routes: FirstPaintRoute[];
  /** The entry script and its static imports; null in dev (Vite's own script tag stays). */
  entry: { script: string; imports: string[] } | null;
  /** The characters the inline glyphs cover: a name with any other waits for the full Vazirmatn. */
  glyphs: string;
  /** The catalogue's name for a drug without one («بدون نام»). */
  noName: string;
}

declare const __FIRST_PAINT__: FirstPaintData;

type Schemas = components['schemas'];
type DetailAnswer = Schemas['MedicineAResponse'] | Schemas['MedicineB'];

const data = __FIRST_PAINT__;
const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
const pathname = location.pathname.replace(/\/+$/, '') || '/';

installCopyGuard(document);

let token: string | null = null;
try {
  token = localStorage.getItem(ACCESS_TOKEN_KEY);
} catch {
  // Storage refused (privacy mode): no session.
}
const signInShown = pathname === '/' && !token;
const route = data.routes.find((r) => matchesPattern(r.pattern, pathname));
const files = route && (!route.guarded || token) ? route.files : [];
const heading = token && route ? route.heading : -1;
const detailOf = token && route ? route.detailOf : null;
/** The detail's name element, once the name is drawn. */
let drawnName: Element | null = null;

if (!signInShown) document.documentElement.setAttribute('data-boot', detailOf ? 'fd' : heading < 0 ? 'off' : `f${heading}`);

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

/** The address's own `modulepreload` links added in one task. */
const LINKS_A_TASK = 4;

let started = false;
/** Loads the app (once). */
function go(): void {
  if (started || !data.entry) return;
  started = true;
  const { script, imports } = data.entry;
  preload(script);
  imports.forEach(preload);
  const run = () => {
    const element = document.createElement('script');
    element.type = 'module';
    element.crossOrigin = '';
    element.nonce = nonce;
    element.src = script;
    document.head.appendChild(element);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
  // The address's own chunks in tasks of their own, four links a task: a detail has some 45 files,
  // and adding their links at once was one long task (total blocking time); eight a task took 4 to
  // 7 ms unthrottled in Lighthouse's traces, 50 to 85 ms at its 12× slowdown.
  const more = (from: number) =>
    setTimeout(() => {
      files.slice(from, from + LINKS_A_TASK).forEach(preload);
      if (from + LINKS_A_TASK < files.length) more(from + LINKS_A_TASK);
    }, 0);
  more(0);
}

/** Whether the largest paint reported is the drug's name (any paint when the page is no detail). */
function namePainted(list: PerformanceObserverEntryList): boolean {
  if (!detailOf) return true;
  return drawnName !== null && list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === drawnName);
}

/**
 * A detail with a stored session: its call goes out now, beside the app's downloads, and is left on
 * `window.__darobanBoot` for the app's client. A 200 draws the name once its glyphs are there: the
 * inline ones cover most names, others wait for the full Vazirmatn.
 */
function sendDetailCall(category: 'A' | 'B', bearer: string): void {
  const last = location.pathname.replace(/\/+$/, '');
  let url: string;
  try {
    const id = encodeURIComponent(decodeURIComponent(last.slice(last.lastIndexOf('/') + 1)));
    url = new URL(apiUrl(DETAIL_CALL_PATHS[category]) + id, location.href).href;
  } catch {
    return go();
  }
  const authorization = `Bearer ${bearer}`;
  const response = fetch(url, { headers: { Authorization: authorization } });
  const boot: Boot = { call: { method: 'GET', url, authorization, response } };
  (window as unknown as Record<string, Boot>)[BOOT_KEY] = boot;
  response
    .then((answer) => {
      if (answer.status !== 200) throw new Error('not drawn');
      return answer.clone().json() as Promise<DetailAnswer>;
    })
    .then((answer) => {
      const medicine: Schemas['MedicineA'] | Schemas['MedicineB'] | null | undefined =
        category === 'A' ? (answer as Schemas['MedicineAResponse'] | null)?.data : (answer as Schemas['MedicineB'] | null);
      const bar = document.querySelector('.bf-detail');
      if (!medicine || typeof medicine !== 'object' || !bar) throw new Error('not drawn');
      // As the title bar shows it: Persian letters, digits in the script of their words.
      const name = (typeof medicine.brand_name_fa === 'string' && readableText(medicine.brand_name_fa.trim())) || data.noName;
      const path = 'photo' in medicine ? medicine.photo?.path : undefined;
      const photo = category === 'A' && typeof path === 'string' && path ? photoUrl(path) : null;
      const show = () => {
        if (!bar.isConnected) return go();
        drawnName = bar.querySelector('.bf-dname');
        if (drawnName) drawnName.textContent = name;
        const img = bar.querySelector('img');
        if (photo && img) {
          // A photo that does not load (a backend without the photo addition, behaviour §10): the no-photo mark.
          img.onerror = () => {
            bar.classList.remove('bf-dp');
            if (boot.detail) boot.detail.photo = null;
          };
          img.src = photo;
        }
        bar.className += ` bf-d${category}${photo ? ' bf-dp' : ''}`;
        boot.detail = { path: location.pathname, category, name, photo };
      };
      if ([...name].some((char) => !data.glyphs.includes(char)) && document.fonts)
        document.fonts.load('600 20px Vazirmatn', name).then(show, show);
      else show();
    })
    .catch(() => go());
}

if (data.entry) {
  // The sign-in page waits for its first contentful paint, a list's frame for its heading's paint
  // (the largest: the logo is drawn a moment before the heading's glyphs are decoded), a detail for
  // its name's paint (or goes on at once when the call gives no name to draw).
  const Observer = window.PerformanceObserver;
  const type = signInShown ? 'paint' : heading >= 0 || detailOf ? 'largest-contentful-paint' : '';
  if (type && Observer?.supportedEntryTypes?.includes(type) && document.visibilityState === 'visible') {
    new Observer((list, observer) => {
      if (type === 'paint' ? list.getEntriesByName('first-contentful-paint').length > 0 : namePainted(list)) {
        observer.disconnect();
        go();
      }
    }).observe({ type, buffered: true });
    setTimeout(go, 1000);
  } else go();
} else files.forEach(preload);

if (detailOf && token) sendDetailCall(detailOf, token);

// The installable shell (behaviour §10.14): only in a build (the dev server has no worker to serve).
// Registered when the device copy's sync may start (`afterFirstLoad`): its install fetches the whole
// shell; registered at load it ran beside the screen's own first work, and list A blocked the main
// thread longer (docs/performance.md, «Main-thread time on a phone»).
if (data.entry && 'serviceWorker' in navigator) {
  afterFirstLoad(() => {
    navigator.serviceWorker.register(SW_URL).catch(() => {
      // No worker (a private window, storage refused): the portal works online as before.
    });
  });
}
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as unknown as Record<string, Event>)[INSTALL_EVENT_KEY] = event;
  dispatchEvent(new Event(INSTALLABLE_EVENT));
});
