import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileFirstPaint, firstPaintData, firstPaintMarkup } from '../../build/first-paint';
import { BOOT_KEY, type Boot } from '../../src/api/boot';
import { ACCESS_TOKEN_KEY } from '../../src/api/tokens';
import { fa } from '../../src/i18n/fa';
import { paths } from '../../src/routes/paths';

// index.html's inline script as the build compiles it (dev's data: no entry, so it loads nothing but
// the address's own files), run in the page before any app code.
let script = '';
beforeAll(async () => {
  const routes = [
    { pattern: paths.login, guarded: false, files: ['/assets/LoginPage.js'] },
    { pattern: paths.medicineA.list, guarded: true, files: ['/assets/MedicineListPage.js'], heading: fa.catalog.title },
    { pattern: paths.medicineA.detailPattern, guarded: true, files: ['/assets/DetailA.js'], detailOf: 'A' as const },
  ];
  script = await compileFirstPaint(firstPaintData(routes, null), process.cwd(), 'test');
}, 60_000);

const removers: (() => void)[] = [];
afterEach(() => {
  // The DOM is shared with the files that run next in this worker: leave it as it was.
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  localStorage.clear();
  document.documentElement.removeAttribute('data-boot');
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  delete (window as unknown as Record<string, unknown>)[BOOT_KEY];
  vi.unstubAllGlobals();
  removers.splice(0).forEach((remove) => remove());
});

function load(address: string) {
  history.replaceState(null, '', address);
  document.body.innerHTML = `<div id="root">${firstPaintMarkup()}</div>`;
  // The guard stays for the page's life: each test's listeners go with a copy of the document's.
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const add = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  }) as typeof document.addEventListener;
  new Function(script)();
  document.addEventListener = add;
  removers.push(() => added.forEach(([type, listener, options]) => document.removeEventListener(type, listener, options)));
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('index.html first paint', () => {
  it('blocks copying, dragging and the right-click menu from the first painted frame', () => {
    load('/');
    const title = document.querySelector('.boot-title')!;
    for (const type of ['copy', 'cut', 'dragstart', 'contextmenu']) {
      const event = new Event(type, { bubbles: true, cancelable: true });
      title.dispatchEvent(event);
      expect([type, event.defaultPrevented]).toEqual([type, true]);
    }
  });

  it('without a session: the sign-in markup stays on /, and the page loads its own chunks', () => {
    load('/');
    expect(document.documentElement.getAttribute('data-boot')).toBeNull();
    expect(preloads()).toEqual(['/assets/LoginPage.js']);
  });

  it('without a session: a signed-in list draws nothing of its own and loads none of its chunks', () => {
    load('/medicineA');
    expect(document.documentElement.getAttribute('data-boot')).toBe('off');
    expect(preloads()).toEqual([]);
  });

  it('with a session: a list shows its heading in the frame, matched in any letter case', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    load('/MEDICINEA/');
    expect(document.documentElement.getAttribute('data-boot')).toBe('f0');
    expect(preloads()).toEqual(['/assets/MedicineListPage.js']);
  });

  it("with a session: a detail sends the app's call and draws the drug's name and photo from the answer", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const fetch = vi.fn(async () =>
      Response.json({ data: { brand_name_fa: ' آموکسی‌سیلین ', photo: { path: '/medicine/v1/photo/p.jpg' } } }),
    );
    vi.stubGlobal('fetch', fetch);
    load('/medicine-A/m%201');
    expect(document.documentElement.getAttribute('data-boot')).toBe('fd');
    const boot = (window as unknown as Record<string, Boot>)[BOOT_KEY];
    expect(boot.call).toMatchObject({ method: 'GET', url: 'http://localhost:3000/api/medicine/v1/get-medicine-a-by-id/m%201' });
    expect(fetch).toHaveBeenCalledWith(boot.call!.url, { headers: { Authorization: 'Bearer token' } });
    await vi.waitFor(() => expect(document.querySelector('.bf-dname')!.textContent).toBe('آموکسی‌سیلین'));
    expect(document.querySelector('.bf-detail img')!.getAttribute('src')).toBe('/api/medicine/v1/photo/p.jpg');
    expect(boot.detail).toEqual({ path: '/medicine-A/m%201', category: 'A', name: 'آموکسی‌سیلین', photo: '/api/medicine/v1/photo/p.jpg' });
  });
});
