/**
 * behaviour §1: nothing scrolls sideways at 375 px, on any screen, in any state. The walk visits every
 * route of the route table (src/routes/table.ts) loaded, empty, failed and loading, against the real
 * server: a screen's own calls are emptied (the server's answer with its lists emptied), dropped or
 * held by Playwright's routing, the session's calls go through. It runs twice: on our server as
 * `npm start` runs it (project `chromium`), and with `ADDITIONS=off` (project `additions-off`,
 * playwright.config.ts: the additions answer 404, as on a backend with only the original calls).
 */
import type { Page, Request, Route } from '@playwright/test';
import { routeMeta, type RouteMeta } from '../../src/routes/table';
import { atRest } from '../models/motion';
import { CatalogListPage } from '../models/catalog-list.page';
import { fa } from '../../src/i18n/fa';
import { expect, shot, test, type Portal } from './fixtures';

const PHONE = { width: 375, height: 812 };
const STATES = ['loaded', 'empty', 'failed', 'loading'] as const;
type State = (typeof STATES)[number];
/**
 * The states in which the server's answers reach the screen. In `failed` and `loading` every call of
 * the screen is dropped or held before it reaches the server and only the session's calls go through
 * (check-my-profile and get-my-profile, original calls, answered alike with the additions on or off;
 * refresh-token is not called on a fresh session): the page is the same as in project `chromium`, so
 * project `additions-off` walks only these two and does not draw those pages a second time.
 */
const SERVER_STATES: readonly State[] = ['loaded', 'empty'];

/** The session's own calls: they go through in every state, so the screen itself is what is walked. */
const SESSION_CALL = /\/api\/user\/v1\/(check-my-profile|get-my-profile|refresh-token)$/;

/** The addresses that show a route: its pattern with real values for its parameters. */
async function addressesOf(route: RouteMeta, portal: Portal): Promise<string[]> {
  if (route.pattern.includes(':step')) return [1, 2, 3].map((step) => route.pattern.replace(':step', `step${step}`));
  let address = route.pattern.replace(/\*$/, 'somewhere');
  if (route.detailOf) {
    const { accessToken } = await portal.signIn();
    const list = await portal.api<{ data: { main: { docs: { _id: string }[] } } }>(
      `/medicine/v1/get-all-medicine-${route.detailOf.toLowerCase()}-user?limit=1`,
      { token: accessToken },
    );
    address = address.replace(':medicineId', encodeURIComponent(list.data.main.docs[0]._id));
  }
  return [address.replace(/:[A-Za-z]+/g, 'x')];
}

/** The server's answer with every list in it emptied and its totals at nothing. */
function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === 'totalDocs' && typeof inner === 'number') return [key, 0];
      if (key === 'totalPages' && typeof inner === 'number') return [key, 1];
      return [key, emptied(inner)];
    }),
  );
}

/**
 * Puts the screen's own calls in `state` (the session's pass): answered emptied, dropped, or held
 * until the page closes. Resolves with a wait for the state to be reached.
 */
async function arrange(page: Page, state: State): Promise<() => Promise<void>> {
  const seen: Request[] = [];
  let firstSeen!: () => void;
  const called = new Promise<void>((resolve) => (firstSeen = resolve));
  const settled = () => page.waitForLoadState('networkidle').then(() => atRest(page));
  if (state === 'loaded') return settled;
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !SESSION_CALL.test(url.pathname),
    async (route: Route) => {
      seen.push(route.request());
      firstSeen();
      if (state === 'failed') return route.abort('internetdisconnected');
      if (state === 'loading') return; // held: never answered while the page is measured
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('json')) return route.fulfill({ response });
      return route.fulfill({ response, json: emptied(await response.json()) });
    },
  );
  // Held calls keep the network busy: the state is reached once the first is held (or none is made).
  if (state === 'loading') return () => Promise.race([called, page.waitForLoadState('networkidle')]).then(() => atRest(page));
  return settled;
}

/** The page's width beside the viewport's, and what sticks out of it (for the failure's message). */
function measure(page: Page) {
  return page.evaluate(() => {
    const view = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > view + 0.5 || box.left < -0.5);
      })
      .slice(0, 6)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const id = element.getAttribute('data-testid') ?? element.className.toString().split(' ').slice(0, 2).join('.');
        return `${element.tagName.toLowerCase()} ${id} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, bodyWidth: document.body.scrollWidth, view, outside };
  });
}

test.describe('every route at 375 px in every state', () => {
  test.use({ viewport: PHONE });

  for (const route of routeMeta) {
    test(`${route.pattern}: no sideways scroll loaded, empty, failed or loading`, async ({ portal, page, portalAdditions }) => {
      if (route.guarded) await portal.signInThroughApi(page);
      const all: readonly State[] = typeof route.screen === 'string' ? STATES : ['loaded'];
      const states = portalAdditions === 'off' ? all.filter((state) => SERVER_STATES.includes(state)) : all;
      for (const address of await addressesOf(route, portal)) {
        for (const state of states) {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          const reached = await arrange(page, state);
          await page.goto(address);
          await reached();
          const width = await measure(page);
          const name = `walk-${test.info().project.name}-${address.replace(/[^A-Za-z0-9]+/g, '_')}-${state}`;
          await shot(page, name, { viewport: true });
          expect(width.scrollWidth, `${address} ${state}: ${width.outside.join('; ')}`).toBeLessThanOrEqual(width.view);
          expect(width.bodyWidth, `${address} ${state} (body)`).toBeLessThanOrEqual(width.view);
        }
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test('after an action: an empty search, a page past the last (a toast), a dropped call (an error toast)', async ({ portal, page }) => {
    await portal.signInThroughApi(page);
    const list = new CatalogListPage(page, 'A');
    await list.goto();
    const check = async (what: string) => {
      await atRest(page);
      await shot(page, `walk-${test.info().project.name}-after-${what}`, { viewport: true });
      const width = await measure(page);
      expect(width.scrollWidth, `${what}: ${width.outside.join('; ')}`).toBeLessThanOrEqual(width.view);
      expect(width.bodyWidth, `${what} (body)`).toBeLessThanOrEqual(width.view);
      // The menu button stays on the screen.
      const menu = await page.getByRole('button', { name: fa.nav.openMenu }).boundingBox();
      expect(menu, what).not.toBeNull();
      expect(menu!.x, what).toBeGreaterThanOrEqual(0);
      expect(menu!.x + menu!.width, what).toBeLessThanOrEqual(width.view);
    };
    await list.search('هیچ‌دارویی‌با‌این‌نام‌نیست');
    await expect(list.emptyMessage).toBeVisible();
    await check('empty-search');
    await list.search('');
    await list.waitLoaded();
    // The cleared search has brought the whole list back (more than one page) before the jump.
    await expect(list.nextButton).toBeEnabled();
    await list.goToPage('999999');
    await expect(page.locator('.toast')).toBeVisible();
    await check('page-past-last');
    await expect(list.nextButton).toBeEnabled();
    await page.route('**/api/medicine/v1/get-all-medicine-a-user*', (route) => route.abort('connectionrefused'));
    await list.nextButton.click();
    await expect(page.locator('.toast[data-intent="error"]')).toBeVisible();
    await check('dropped-call');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the watchlist of a pharmacist without a subscription', async ({ portal, page }) => {
    const user = await portal.makeUser('noSubscription');
    await portal.signInThroughApi(page, user.mobile);
    const route = routeMeta.find((r) => r.screen === 'watchlist')!;
    await page.goto(route.pattern);
    await page.waitForLoadState('networkidle');
    await atRest(page);
    await shot(page, `walk-${test.info().project.name}-watchlist-no-subscription`, { viewport: true });
    const width = await measure(page);
    expect(width.scrollWidth, width.outside.join('; ')).toBeLessThanOrEqual(width.view);
    // No column header's words run into its neighbour's: each fits its own cell.
    const headers = await page
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => ({ text: cell.textContent ?? '', content: cell.scrollWidth, cell: cell.clientWidth })));
    for (const header of headers) expect(header.content, header.text).toBeLessThanOrEqual(header.cell);
  });
});
