import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { CatalogListPage } from '../models/catalog-list.page';
import { shellPage } from '../models/shell.page';
import { accountPage } from '../models/account.page';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { faOffline } from '../../src/offline/i18n/fa-offline';
import { formatAmount } from '../../src/lib/money';
import { expect, shot, test } from './fixtures';

/** The offline databases of the page's origin, and the sync state of each (read in the page). */
const deviceDatabases = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.startsWith('daroban-offline-'));
    return Promise.all(
      names.map(
        (name) =>
          new Promise<{ name: string; complete: boolean; drugs: number; queued: number }>((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              const tx = db.transaction(['meta', 'drugs', 'queue']);
              const meta = tx.objectStore('meta').get('sync');
              const drugs = tx.objectStore('drugs').count();
              const queue = tx.objectStore('queue').count();
              tx.oncomplete = () => {
                db.close();
                resolve({ name, complete: Boolean(meta.result?.complete), drugs: drugs.result, queued: queue.result });
              };
            };
          }),
      ),
    );
  });

/** Opens `href` in this tab through the SPA's router (as a link without `target` would). */
const openInTab = (page: Page, href: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, href);

// behaviour §10.15: the portal without a network, on the device copy.
test('offline: the device copy answers list A and a detail with dated prices; an offline ticket is sent once; logout leaves nothing', async ({
  portal,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const [{ a, b }] = await portal.database.rows<{ a: number; b: number }>(
    sql`SELECT (SELECT count(*) FROM medicines_a)::int AS a, (SELECT count(*) FROM medicines_b)::int AS b`,
  );
  // The sync worker that keeps the pages (behaviour §11.2), and whether it was closed (it closes
  // when its file fails to start, and the page then keeps the pages on its own main thread).
  const syncWorkers: { url: string; closed: boolean }[] = [];
  page.on('worker', (worker) => {
    if (!/sync\.worker/.test(worker.url())) return;
    const seen = { url: worker.url(), closed: false };
    syncWorkers.push(seen);
    worker.on('close', () => (seen.closed = true));
  });
  await portal.signInThroughApi(page);
  const list = new CatalogListPage(page, 'A');
  await list.goto();
  const shell = shellPage(page);

  // The screens used offline are opened once online (without the service worker their chunks are not
  // on the device yet): a detail, the tickets. The list opens a detail in a new tab, which needs the
  // service worker offline: this test opens it in the same tab, through the router.
  await openInTab(page, (await list.shownIds())[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await list.waitLoaded();
  await shell.navLink(fa.nav.tickets).click();
  await expect(accountPage(page).ticketsHeading()).toBeVisible();
  await page.goBack();
  await list.waitLoaded();

  // The first sync keeps both catalogues on the device, through the sync worker, off the main thread.
  await expect.poll(async () => (await deviceDatabases(page))[0], { timeout: 30_000 }).toMatchObject({ complete: true, drugs: a + b });
  expect(syncWorkers).toEqual([{ url: expect.stringMatching(/\/assets\/sync\.worker-[\w-]+\.js$/), closed: false }]);

  await context.setOffline(true);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(faOffline.offline);
  await expect(page.getByTestId('prices-as-of')).toHaveText(/^قیمت‌ها تا [۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} ساعت [۰-۹]{2}:[۰-۹]{2}$/);

  // List A searches «آموکسی» on the device, with the server's folding.
  const [{ expected }] = await portal.database.rows<{ expected: number }>(
    sql`SELECT count(*)::int AS expected FROM medicines_a WHERE search_f LIKE '%آموکسی%'`,
  );
  expect(expected).toBeGreaterThan(0);
  await list.search('آموكسي');
  await expect(list.dataRows.first()).toContainText('آموکسی');
  await expect(list.dataRows).toHaveCount(Math.min(expected, 15));
  await shot(page, 'offline-list-a-1440');

  // A detail opens from the device with its dated price.
  const href = (await list.shownIds())[0]!;
  const id = href.split('/').pop()!;
  const [drug] = await portal.database.rows<{ price: string; name: string }>(
    sql`SELECT current_price::text AS price, brand_name_fa AS name FROM medicines_a WHERE id = ${id}`,
  );
  await openInTab(page, href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(drug!.name);
  await expect(page.getByText(faMedicine.amountRial(formatAmount(Number(drug!.price)))).first()).toBeVisible();
  await expect(page.getByTestId('prices-as-of')).toBeVisible();
  await shot(page, 'offline-detail-1440');

  // A ticket written offline is queued, visibly, and sent once when the network returns.
  const title = `بی‌اینترنت ${Date.now()}`;
  await shell.navLink(fa.nav.tickets).click();
  const ui = accountPage(page);
  await ui.newTicketButton().click();
  await ui.ticketTitle().fill(title);
  await ui.ticketBody().fill('قیمت‌ها از نسخه دستگاه خوانده شد.');
  await ui.sendTicket().click();
  await expect(page.getByTestId('toast').filter({ hasText: faOffline.ticketQueued })).toBeVisible();
  await expect(page.getByTestId('offline-queued')).toContainText('در صف ارسال');
  expect((await deviceDatabases(page))[0]?.queued).toBe(1);
  const stored = async () =>
    (await portal.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM tickets WHERE title = ${title}`))[0]!.n;
  expect(await stored()).toBe(0);

  const posted = page.waitForResponse((r) => r.url().endsWith('/ticket/v1/new_ticket') && r.request().method() === 'POST');
  await context.setOffline(false);
  expect((await posted).request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect.poll(async () => (await deviceDatabases(page))[0]?.queued).toBe(0);
  expect(await stored()).toBe(1);

  // Logout leaves no offline database on the device.
  await shell.userMenu().click();
  await shell.choose(shell.menuItem(fa.nav.logout));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => deviceDatabases(page)).toEqual([]);
});

test('offline: a reload without a network opens the portal from the cache and lists the device copy', async ({ portal, page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await portal.signInThroughApi(page);
  const list = new CatalogListPage(page, 'A');
  await list.goto();
  // The service worker keeps this build's files (behaviour §10.14), the device copy the catalogue.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated');
  await expect.poll(async () => (await deviceDatabases(page))[0]?.complete, { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await list.search('آموكسي');
  await expect(list.dataRows.first()).toContainText('آموکسی');
  await shot(page, 'offline-reload-list-a-375');
  await context.setOffline(false);
});

/** Where list A's heading and first row are on the page (their boxes, scroll included). */
const listPlaces = (list: CatalogListPage, page: Page) =>
  Promise.all([page.getByRole('heading', { level: 1 }).boundingBox(), list.dataRows.first().boundingBox()]);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  // behaviour §10.15: nothing the copy does on its own moves the page under the user.
  test(`offline at ${viewport.width} px: the first sync's progress shows in the corner, over the page; list A does not move`, async ({
    portal,
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // Every layout shift of the page's life (Chromium's Layout Instability API), with when it happened.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const shifts: { value: number; at: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as Shift[])
          if (!entry.hadRecentInput)
            shifts.push({
              value: entry.value,
              at: entry.startTime,
              moved: entry.sources.map(
                (source) =>
                  `${(source.node as Element | undefined)?.outerHTML?.slice(0, 160) ?? source.node?.nodeName} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
              ),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The first page of the first sync waits until the progress has been seen with the list under it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/medicine/v1/offline-catalogue*', async (route) => {
      await held;
      await route.continue();
    });
    await portal.signInThroughApi(page);
    const list = new CatalogListPage(page, 'A');
    await list.goto();
    const loadedAt = await page.evaluate(() => performance.now());
    const before = await listPlaces(list, page);
    expect(before.every(Boolean)).toBe(true);

    const progress = page.getByTestId('offline-first-sync');
    await expect(progress).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('offline-corner')).toBeInViewport();
    expect(await listPlaces(list, page)).toEqual(before);
    // No sideways scroll, whatever the width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await shot(page, `offline-first-sync-${viewport.width}`, { viewport: true });

    release();
    await expect(progress).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('offline-corner')).toHaveCount(0);
    expect(await listPlaces(list, page)).toEqual(before);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; at: number; moved: string[] }[] }).shifts);
    expect(shifts.filter((shift) => shift.at > loadedAt)).toEqual([]);
  });
}

// behaviour §10.15: a queued write the server refuses for good is kept, shown and never sent again.
test('offline: a queued report the server refuses stays on the device with its reason and text, is not sent again, and «حذف» discards it', async ({
  portal,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await portal.signInThroughApi(page);
  const list = new CatalogListPage(page, 'A');
  await list.goto();
  await expect.poll(async () => (await deviceDatabases(page))[0]?.complete, { timeout: 30_000 }).toBe(true);
  const [{ name }] = await deviceDatabases(page);

  // A report written offline about a drug the server no longer has (as a report queued on the
  // device before the drug was withdrawn would be).
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  const report = { title: 'قیمت جعبه با فاکتور نمی‌خواند', report: 'قیمت جعبه در فاکتور پخش ۱۲۰٬۰۰۰ ریال است.' };
  await page.evaluate(
    ({ database, body }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('queue', 'readwrite');
          tx.objectStore('queue').put({
            id: crypto.randomUUID(),
            kind: 'report',
            body: { ...body, medicenID_A: '00000000-0000-4000-8000-00000000dead' },
            queuedAt: new Date().toISOString(),
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    { database: name, body: report },
  );

  const reports: string[] = [];
  page.on('request', (request) => request.url().endsWith('/report/v1/new_Report') && reports.push(request.method()));
  const refusedAnswer = page.waitForResponse((r) => r.url().endsWith('/report/v1/new_Report'));
  await context.setOffline(false);
  expect((await refusedAnswer).status()).toBe(404);
  const refused = page.getByTestId('offline-refused');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(faOffline.refused.title.report(report.title));
  await expect(refused.getByTestId('offline-refused-reason')).toHaveText(faOffline.refused.reason('دارویی یافت نشد!'));
  await refused.getByText(faOffline.refused.showText).click();
  await expect(refused.getByTestId('offline-refused-text')).toContainText(report.report);
  await shot(page, 'offline-refused-1440', { viewport: true });
  await refused.getByRole('button', { name: faOffline.refused.copy }).click();
  await expect(page.getByTestId('toast').filter({ hasText: faOffline.refused.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${report.title}\n\n${report.report}`);
  expect((await deviceDatabases(page))[0]?.queued).toBe(1);

  // A new start of the portal sends the queue again: the refused report is shown, not sent.
  const synced = page.waitForResponse((r) => r.url().includes('/medicine/v1/offline-catalogue'), { timeout: 30_000 });
  await page.reload();
  await expect(refused).toBeVisible();
  await synced;
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'offline-refused-375', { viewport: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(reports).toEqual(['POST']);

  await refused.getByRole('button', { name: faOffline.refused.discardLabel(report.title) }).click();
  await expect(refused).toHaveCount(0);
  await expect.poll(async () => (await deviceDatabases(page))[0]?.queued).toBe(0);
});
