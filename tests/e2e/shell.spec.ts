import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { readableText } from '../../src/lib/fold';
import { shellPage } from '../models/shell.page';
import { bootText } from '../../build/first-paint';
import type { MedicineA, MedicineB } from '../../src/api/client';
import { axe, expect, shot, test, type Portal } from './fixtures';

const site = JSON.parse(readFileSync(new URL('../../src/config/site.json', import.meta.url), 'utf8')) as {
  externalSiteUrl: string;
  externalPages: Record<string, string>;
  phones: string[];
  email: string;
  website: string;
  social: Record<string, string>;
  copyrightYear: number;
};
const persian = (value: string | number) => String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const external = (page: string) => new URL(site.externalPages[page], site.externalSiteUrl).toString();

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

test.describe('without a token', () => {
  for (const route of [
    '/medicineA',
    '/MedicineB',
    '/medicineA/changedPrice',
    '/medicine-A/123',
    '/Profile',
    '/Reports',
    '/SelectPackage/buyPackage',
  ]) {
    test(`${route} sends the visitor to /`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(shellPage(page).header).toHaveCount(0);
    });
  }

  test('an unknown path goes to /NotFound, which shows without the header; back goes to /', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/NotFound');
    const shell = shellPage(page);
    await expect(shell.notFound()).toContainText(fa.notFound.code);
    await expect(shell.notFound()).toContainText(fa.notFound.message);
    await expect(shell.header).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'shell-404-signed-out-1440');
    await shell.notFoundBack().click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('any path under /Register other than step1-3 goes to step1; the steps match in any letter case', async ({ page }) => {
    // The wizard writes the step it shows into the address (replacing it), so a step in another letter
    // case ends at its usual spelling; step 2 without a token leaves the wizard, which an unknown step
    // (sent to step 1) would not.
    for (const [from, to] of [
      ['/Register', '/Register/step1'],
      ['/Register/step9', '/Register/step1'],
      ['/Register/abc/def', '/Register/step1'],
      ['/register/STEP1', '/Register/step1'],
      ['/REGISTER/Step2', '/'],
    ] as const) {
      await page.goto(from);
      await expect(page, `${from} → ${to}`).toHaveURL((url) => url.pathname === to);
    }
  });

  test('the document is Persian, right-to-left, in the bundled Vazirmatn font', async ({ page }) => {
    await page.goto('/NotFound');
    await expect(shellPage(page).notFound()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.fui-FluentProvider').first()).toHaveAttribute('dir', 'rtl');
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      const h1 = document.querySelector('h1')!;
      return {
        family: getComputedStyle(h1).fontFamily,
        loaded: document.fonts.check('16px Vazirmatn'),
        faces: [...document.fonts].filter((f) => f.family.includes('Vazirmatn') && f.status === 'loaded').length,
      };
    });
    expect(font.family).toMatch(/^Vazirmatn/);
    expect(font.loaded).toBe(true);
    expect(font.faces).toBeGreaterThan(0);
    const fontRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.includes('.woff2')),
    );
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });
});

/**
 * Where each text is drawn: the box of the first visible text node under `#root` that reads exactly
 * it (the box depends on the font), or 'missing'. Hidden copies (another screen's first-paint markup,
 * the screen behind the access gate) have no width and are skipped.
 */
function drawnTextBoxes(page: Page, texts: string[]) {
  return page.evaluate(async (texts) => {
    await document.fonts.ready;
    const root = document.getElementById('root')!;
    return texts.map((text) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() !== text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const { x, y, width, height } = range.getBoundingClientRect();
        if (width === 0) continue;
        return [text, Math.round(x), Math.round(y), Math.round(width), Math.round(height)] as const;
      }
      return [text, 'missing'] as const;
    });
  }, texts);
}

test.describe('the sign-in page before any script runs (first paint in index.html)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: logo, heading, hint, phone field and button, right to left, with no stylesheet to wait for`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false, locale: 'fa-IR' });
      const page = await context.newPage();
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: fa.auth.loginTitle })).toBeVisible();
      await expect(page.getByText(fa.auth.loginHint)).toBeVisible();
      await expect(page.getByText(fa.auth.mobileNumber, { exact: true })).toBeVisible();
      await expect(page.getByText(fa.auth.sendCode)).toBeVisible();
      // The entry's few styles are inline: nothing render-blocking to fetch before this paint.
      expect(stylesheets).toEqual([]);
      await shot(page, `first-paint-no-js-${viewport.width}`);
      await context.close();
    });

    test(`at ${viewport.width} px: the first paint draws its text in Vazirmatn's own glyphs (no font file needed) where React draws it`, async ({
      browser,
      baseURL,
    }) => {
      // Where each piece of text is drawn: the box of its text itself, which depends on the font.
      const textBoxes = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled, locale: 'fa-IR' });
        const page = await context.newPage();
        // Without script, the page must not need the font file for Vazirmatn's shapes.
        if (!javaScriptEnabled) await page.route(/Vazirmatn_wght_/, (route) => route.abort());
        await page.goto('/');
        if (javaScriptEnabled) await expect(page.getByRole('textbox', { name: fa.auth.mobileNumber })).toBeEditable();
        const boxes = await drawnTextBoxes(page, [fa.app.name, fa.auth.loginTitle, fa.auth.loginHint, fa.auth.sendCode]);
        await context.close();
        return boxes;
      };
      const firstPaint = await textBoxes(false);
      expect(firstPaint.every((box) => box[1] !== 'missing')).toBe(true);
      expect(firstPaint).toEqual(await textBoxes(true));
    });
  }
});

/**
 * A signed-in page at `path` in a fresh browser, as the first-paint tests compare it: at 'first paint'
 * with no app script and no font file (index.html's markup and inline script alone, in the inline
 * glyphs), at 'gate checking' with the access gate's profile check held until `close()`, otherwise
 * as it loads. `close()` releases the check and closes the browser context.
 */
async function openSignedIn(
  { browser, baseURL, portal }: { browser: Browser; baseURL: string | undefined; portal: Portal },
  viewport: { width: number; height: number },
  path: string,
  stage: string,
) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fa-IR' });
  const page = await context.newPage();
  await portal.signInThroughApi(page);
  if (stage === 'first paint') {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.route(/Vazirmatn_wght_/, (route) => route.abort());
  }
  let release = () => {};
  if (stage === 'gate checking') {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/v1/check-my-profile', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
  }
  await page.goto(path);
  return {
    page,
    close: async () => {
      release();
      await context.close();
    },
  };
}

test.describe('a signed-in list before any script runs (first paint in index.html)', () => {
  const lists = [
    { path: '/medicineA', heading: fa.catalog.title, screen: 'catalog-list-A' },
    { path: '/medicineB/changedPrice', heading: fa.priceChanges.titleB, screen: 'price-change-list-B' },
  ];
  for (const viewport of [PHONE, DESKTOP]) {
    for (const list of lists) {
      test(`${list.path} at ${viewport.width} px: the header's logo and name and the list's heading are drawn where React draws them, before any script and while the gate checks the profile`, async ({
        browser,
        baseURL,
        portal,
      }) => {
        test.setTimeout(90_000);
        type Stage = 'first paint' | 'gate checking' | 'list';
        // Where each piece is drawn: the box of the visible text itself (it depends on the font), and the header's logo.
        const boxes = async (stage: Stage) => {
          const { page, close } = await openSignedIn({ browser, baseURL, portal }, viewport, list.path, stage);
          if (stage === 'first paint') await expect(page.locator('html')).toHaveAttribute('data-boot', /^f\d$/);
          if (stage === 'gate checking') await expect(page.getByRole('progressbar', { name: fa.app.loading })).toBeVisible();
          if (stage === 'list') {
            await expect(page.getByTestId(list.screen)).toBeVisible();
            await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
          }
          const drawn = await drawnTextBoxes(page, [fa.app.name, list.heading]);
          const logo = await page.evaluate(() =>
            [...document.querySelectorAll('#root svg[width="36"]')].map((svg) => svg.getBoundingClientRect()).find((r) => r.width > 0),
          );
          const found = [...drawn, logo ? ['logo', Math.round(logo.x), Math.round(logo.y), Math.round(logo.width)] : ['logo', 'missing']];
          if (stage === 'first paint') await shot(page, `first-paint-signed-in${list.path.replace(/\W+/g, '-')}-${viewport.width}`);
          await close();
          return found;
        };
        const firstPaint = await boxes('first paint');
        expect(firstPaint.every((box) => box[1] !== 'missing')).toBe(true);
        expect(firstPaint).toEqual(await boxes('list'));
        expect(await boxes('gate checking')).toEqual(firstPaint);
      });
    }
  }
});

/**
 * A drug for the detail's first paint: with `inlineGlyphs`, a name drawn in the inline glyphs alone
 * (Persian letters, digits, marks); without, a name with a character they lack (a Latin digit…).
 */
async function drugFor(portal: Portal, token: string, category: 'A' | 'B', photo: boolean | null, inlineGlyphs = true) {
  const c = category.toLowerCase();
  for (let page = 1; page <= 5; page++) {
    const list = await portal.api<{ data: { main: { docs: { _id: string }[] } } }>(
      `/medicine/v1/get-all-medicine-${c}-user?limit=50&page=${page}`,
      {
        token,
      },
    );
    for (const { _id } of list.data.main.docs) {
      const body = await portal.api<{ data: MedicineA } | MedicineB>(`/medicine/v1/get-medicine-${c}-by-id/${_id}`, { token });
      const drug = 'data' in body ? body.data : body;
      // The name as the title bar draws it: Persian letters and digits (behaviour §2.8).
      const name = readableText(drug.brand_name_fa?.trim() ?? '');
      if ([...name].every((character) => bootText().includes(character)) !== inlineGlyphs) continue;
      if (photo !== null && ('photo' in drug && drug.photo !== null) !== photo) continue;
      return { id: _id, name };
    }
  }
  throw new Error(`no such ${category} drug in the seeded catalogue`);
}

test.describe("a signed-in drug detail before the app runs (index.html's detail call and title bar)", () => {
  const cases = [
    { category: 'A' as const, photo: false, subtitle: fa.drug.detailTitleA },
    { category: 'A' as const, photo: true, subtitle: fa.drug.detailTitleA },
    { category: 'B' as const, photo: null, subtitle: fa.drug.detailTitleB },
  ];
  for (const viewport of [PHONE, DESKTOP]) {
    for (const drugCase of cases) {
      const label = `${drugCase.category}${drugCase.photo === null ? '' : drugCase.photo ? ' with a photo' : ' without a photo'}`;
      test(`${label} at ${viewport.width} px: the header, the drug's name, its subtitle and photo are drawn where React draws them, before any script, while the gate checks the profile and loaded`, async ({
        browser,
        baseURL,
        portal,
      }) => {
        test.setTimeout(90_000);
        const tokens = await portal.signIn();
        const drug = await drugFor(portal, tokens.accessToken, drugCase.category, drugCase.photo);
        const path = `/medicine-${drugCase.category}/${drug.id}`;
        type Stage = 'first paint' | 'gate checking' | 'detail';
        const boxes = async (stage: Stage) => {
          const { page, close } = await openSignedIn({ browser, baseURL, portal }, viewport, path, stage);
          if (stage === 'first paint') await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
          if (stage === 'gate checking') await expect(page.getByRole('progressbar', { name: fa.app.loading })).toBeVisible();
          if (stage === 'detail') await expect(page.getByRole('article').getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
          const texts = [fa.app.name, drug.name, drugCase.subtitle, ...(drugCase.photo === false ? [fa.drug.noImage] : [])];
          const drawn = await drawnTextBoxes(page, texts);
          const rects = await page.evaluate(() => {
            const visible = (selector: string) =>
              [...document.querySelectorAll(`#root ${selector}`)].map((el) => el.getBoundingClientRect()).find((r) => r.width > 0);
            return [visible('svg[width="36"]'), visible('img')].map(
              (r) => r && [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)],
            );
          });
          const found = [...drawn, ['logo', ...(rects[0] ?? ['missing'])], ['photo', ...(rects[1] ?? ['none'])]];
          if (stage !== 'gate checking')
            await shot(page, `first-paint-detail-${label.replace(/\W+/g, '-')}-${stage.replace(/\W+/g, '-')}-${viewport.width}`);
          await close();
          return found;
        };
        const firstPaint = await boxes('first paint');
        expect(firstPaint.every((box) => box[1] !== 'missing')).toBe(true);
        expect(firstPaint.at(-1)?.[1] !== 'none').toBe(drugCase.photo === true);
        expect(await boxes('detail')).toEqual(firstPaint);
        expect(await boxes('gate checking')).toEqual(firstPaint);
      });
    }
  }

  test('a name with a character the inline glyphs lack waits for the full Vazirmatn, then is drawn where React draws it (never in a fallback font first)', async ({
    browser,
    baseURL,
    portal,
  }) => {
    const tokens = await portal.signIn();
    const seeded = await drugFor(portal, tokens.accessToken, 'A', null, true);
    // The seeded names are all within the inline glyphs: the answer gives the drug a name with a character
    // they lack (the first of these that is missing).
    const rare = [...'٪«»؛'].find((character) => !bootText().includes(character));
    if (!rare) throw new Error('the inline glyphs hold every mark this test can try');
    const drug = { id: seeded.id, name: `${seeded.name} ${rare}` };
    const path = `/medicine-A/${drug.id}`;
    const nameBox = async (firstPaint: boolean) => {
      const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'fa-IR' });
      const page = await context.newPage();
      await page.route(/\/api\/medicine\/v1\/get-medicine-a-by-id\//, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data?: MedicineA } & Partial<MedicineA>;
        const medicine = body.data ?? body;
        medicine.brand_name_fa = drug.name;
        await route.fulfill({ response, json: body });
      });
      await portal.signInThroughApi(page);
      let releaseFont = () => {};
      if (firstPaint) {
        // Counts the inline script's requests to wait for a font (no other script runs: the app's are refused).
        await page.addInitScript(() => {
          const fonts = document.fonts;
          const load = fonts.load.bind(fonts);
          const counted = window as unknown as { fontLoadsAsked: number };
          counted.fontLoadsAsked = 0;
          fonts.load = (...args) => {
            counted.fontLoadsAsked += 1;
            return load(...args);
          };
        });
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        const held = new Promise<void>((resolve) => (releaseFont = resolve));
        await page.route(/Vazirmatn_wght_/, async (route) => {
          await held;
          await route.continue().catch(() => {});
        });
      }
      const answered = page.waitForResponse((response) => response.url().includes('/api/medicine/v1/get-medicine-a-by-id/'));
      // Not until 'load': that waits for the held font.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const heading = page.getByRole('heading', { level: 1, name: drug.name });
      if (firstPaint) {
        await answered;
        // The inline script has read the answer and, finding a glyph its inline font lacks, waits for the full one.
        await page.waitForFunction(() => (window as unknown as { fontLoadsAsked: number }).fontLoadsAsked > 0);
        await expect(heading).toHaveCount(0);
        releaseFont();
      }
      await expect(heading).toBeVisible();
      const [box] = await drawnTextBoxes(page, [drug.name]);
      await context.close();
      return box;
    };
    const firstPaint = await nameBox(true);
    expect(firstPaint[1]).not.toBe('missing');
    expect(firstPaint).toEqual(await nameBox(false));
  });

  test('a fresh load of a detail sends its call once: the app takes the answer of the call index.html sent', async ({ page, portal }) => {
    const tokens = await portal.signInThroughApi(page);
    const drug = await drugFor(portal, tokens.accessToken, 'A', null);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/medicine/v1/get-medicine-a-by-id/')) calls.push(request.url());
    });
    await page.goto(`/medicine-A/${drug.id}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
    await expect(page.getByRole('button', { name: faMedicine.sendReport }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([new URL(`/api/medicine/v1/get-medicine-a-by-id/${drug.id}`, page.url()).href]);
  });
});

test.describe('signed in as the demo pharmacist', () => {
  test.beforeEach(async ({ page, portal }) => {
    await portal.signInThroughApi(page);
  });

  test('desktop header: menus lead to the lists, the price changes, tickets and the profile', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/Reports');
    const shell = shellPage(page);
    // Each choice must show its page, not only change the address (the router changes the address
    // before the new page has rendered), and the next menu is used once it has, as a person would.
    const firstRowOf = (table: string) => page.getByRole('table', { name: table }).getByRole('row').nth(1);
    const ticketsHeading = page.getByRole('heading', { name: fa.tickets.title, level: 1 });
    await expect(ticketsHeading).toBeVisible();
    await expect(shell.userMenu()).toContainText('مریم احمدی');
    await expect(shell.hamburger()).toBeHidden();

    await shell.navButton(fa.nav.drugInfo).click();
    await expect(shell.menuItemOf(fa.nav.drugInfo, fa.nav.categoryA)).toBeVisible();
    await expect(shell.menuItemOf(fa.nav.drugInfo, fa.nav.categoryB)).toBeVisible();
    await shell.atRest();
    await shot(page, 'shell-drug-info-menu-1440', { viewport: true });
    await shell.choose(shell.menuItemOf(fa.nav.drugInfo, fa.nav.categoryB));
    await expect(page).toHaveURL((url) => url.pathname === '/medicineB');
    await expect(firstRowOf(`${fa.catalog.title} - ${fa.nav.categoryB}`)).toBeVisible();

    await shell.navButton(fa.nav.priceChanges).click();
    await shell.choose(shell.menuItemOf(fa.nav.priceChanges, fa.nav.categoryA));
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA/changedPrice');
    await expect(firstRowOf(`${fa.priceChanges.titleA} - ${fa.nav.categoryA}`)).toBeVisible();

    await shell.navLink(fa.nav.tickets).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Reports');
    await expect(ticketsHeading).toBeVisible();

    await shell.userMenu().click();
    await shell.choose(shell.menuItem(fa.nav.profile));
    await expect(page).toHaveURL((url) => url.pathname === '/Profile');
    await expect(page.getByRole('heading', { name: fa.profile.title, level: 1 })).toBeVisible();
  });

  test('the header fits without horizontal scrolling from 375 to 1440 px', async ({ page }) => {
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/Reports');
      await expect(shellPage(page).userMenu()).toBeVisible();
      expect([width, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([width, width]);
      await expect(shellPage(page).hamburger()).toBeVisible({ visible: width <= 767 });
      await expect(shellPage(page).mainNav()).toBeVisible({ visible: width > 767 });
    }
  });

  test("desktop header: the active item is drawn semibold (drug info on a drug's detail too), and no item moves when the active one changes", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const shell = shellPage(page);
    const places = () =>
      shell
        .mainNav()
        .locator(':scope > *')
        .evaluateAll((items) => items.map((item) => [item.getBoundingClientRect().left, item.getBoundingClientRect().right]));
    const weightOf = (label: string) => shell.navButton(label).evaluate((item) => getComputedStyle(item).fontWeight);

    const firstRow = page
      .getByRole('table', { name: `${fa.catalog.title} - ${fa.nav.categoryA}` })
      .getByRole('row')
      .nth(1);
    await page.goto('/medicineA');
    await expect(firstRow).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const onList = await places();
    expect(await weightOf(fa.nav.drugInfo)).toBe('600');

    const detail = await firstRow.getByRole('link').first().getAttribute('href');
    expect(detail).toMatch(/^\/medicine-A\//);
    await page.goto(detail!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await weightOf(fa.nav.drugInfo)).toBe('600');
    expect(await places()).toEqual(onList);

    await page.goto('/Reports');
    await expect(page.getByRole('heading', { name: fa.tickets.title, level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await weightOf(fa.nav.drugInfo)).toBe('400');
    expect(onList.length).toBe(5);
    expect(await places()).toEqual(onList);
  });

  test('desktop header: home and drug interactions open the external site in a new tab', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/Reports');
    const shell = shellPage(page);
    await expect(shell.navLink(fa.nav.home)).toHaveAttribute('href', external('home'));
    await expect(shell.navLink(fa.nav.home)).toHaveAttribute('target', '_blank');
    await expect(shell.navLink(fa.nav.interactions)).toHaveAttribute('href', external('interactions'));
    await expect(shell.navLink(fa.nav.interactions)).toHaveAttribute('rel', /noopener/);
  });

  test('the header and footer pass axe and look right at 1440 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/medicineA');
    await expect(shellPage(page).userMenu()).toContainText('مریم احمدی');
    await expect(shellPage(page).anyNotice()).toHaveCount(0);
    expect(await axe(page, { include: ['header', 'footer'] })).toEqual([]);
    await shot(page, 'shell-medicineA-1440');
  });

  test('footer: name, thanks, useful links, two phones in Persian digits, e-mail, website, social links, copyright', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/Reports');
    const shell = shellPage(page);
    const footer = shell.footer();
    await expect(footer).toContainText(fa.app.name);
    await expect(footer).toContainText(fa.shell.footerThanks);
    for (const [label, key] of [
      [fa.nav.aboutUs, 'aboutUs'],
      [fa.nav.guide, 'guide'],
      [fa.nav.rules, 'rules'],
      [fa.nav.articles, 'articles'],
      [fa.nav.news, 'news'],
    ] as const) {
      await expect(shell.footerLink(label)).toHaveAttribute('href', external(key));
    }
    expect(site.phones).toHaveLength(2);
    for (const phone of site.phones) {
      await expect(shell.footerLink(persian(phone))).toHaveAttribute('href', `tel:${phone.replace(/-/g, '')}`);
    }
    await expect(shell.footerLink(site.email)).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(shell.footerLink(site.website)).toBeVisible();
    await expect(shell.footerLink(fa.shell.telegram)).toHaveAttribute('href', site.social.telegram);
    await expect(shell.footerLink(fa.shell.instagram)).toHaveAttribute('href', site.social.instagram);
    await expect(shell.footerLink(fa.shell.whatsapp)).toHaveAttribute('href', site.social.whatsapp);
    await expect(shell.copyright()).toHaveText(fa.shell.copyright(persian(site.copyrightYear)));
    expect(await footer.innerText()).not.toMatch(/[0-9](?![^@]*\.ir)/); // no Latin digits outside the e-mail/website
  });

  test('phone: the hamburger opens a slide-in menu from the right with the site pages; a link closes it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/Reports');
    const shell = shellPage(page);
    await expect(shell.mainNav()).toBeHidden();
    await shell.hamburger().click();
    const menu = shell.mobileMenu();
    await expect(menu).toBeVisible();
    for (const label of [fa.nav.aboutUs, fa.nav.guide, fa.nav.rules, fa.nav.articles, fa.nav.news, fa.nav.home, fa.nav.interactions]) {
      await expect(shell.mobileLink(label)).toHaveAttribute('target', '_blank');
    }
    await expect(shell.mobileLink(fa.nav.aboutUs)).toHaveAttribute('href', external('aboutUs'));
    // Slides in from the start edge: the right side in right-to-left.
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(PHONE.width - 40);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'shell-mobile-menu-375', { viewport: true });
    await shell.mobileLink(fa.nav.categoryB).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/medicineB');
    await expect(menu).toBeHidden();
    await shot(page, 'shell-medicineB-375');
  });

  test('the 404 page shows inside the header and footer; back returns to the previous page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/Reports');
    await expect(shellPage(page).userMenu()).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'x', idx: 1 }, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL((url) => url.pathname === '/NotFound');
    const shell = shellPage(page);
    await expect(shell.notFound()).toBeVisible();
    await expect(shell.header).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'shell-404-signed-in-375');
    await shell.notFoundBack().click();
    await expect(page).toHaveURL((url) => url.pathname === '/Reports');
  });

  test('a mistyped address (a fresh page load) goes to the 404 page, whose back returns to the page before it', async ({ page }) => {
    await page.goto('/medicineB');
    await expect(shellPage(page).userMenu()).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/NotFound');
    await shellPage(page).notFoundBack().click();
    await expect(page).toHaveURL((url) => url.pathname === '/medicineB');
  });

  test('the 404 page as the first page of a new tab: back goes to / (which sends a signed-in user to the list)', async ({ page }) => {
    await page.goto('/medicineB');
    await expect(shellPage(page).userMenu()).toBeVisible();
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => window.open('/no/such/page', '_blank'))]);
    await expect(tab).toHaveURL((url) => url.pathname === '/NotFound');
    await shellPage(tab).notFoundBack().click();
    await expect(tab).toHaveURL((url) => url.pathname === '/medicineA');
  });

  test('copying, dragging and the right-click menu are disabled, except in inputs', async ({ page }) => {
    await page.goto('/Reports');
    await expect(shellPage(page).footer()).toBeVisible();
    const result = await page.evaluate(() => {
      const fire = (target: Element, type: string) => {
        const event = new Event(type, { bubbles: true, cancelable: true });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      };
      const text = document.querySelector('footer p')!;
      const input = document.createElement('input');
      document.querySelector('main')!.append(input);
      return {
        copy: fire(text, 'copy'),
        cut: fire(text, 'cut'),
        drag: fire(text, 'dragstart'),
        menu: fire(text, 'contextmenu'),
        inputCopy: fire(input, 'copy'),
        inputMenu: fire(input, 'contextmenu'),
        select: getComputedStyle(text).userSelect,
        inputSelect: getComputedStyle(input).userSelect,
      };
    });
    expect(result).toEqual({
      copy: true,
      cut: true,
      drag: true,
      menu: true,
      inputCopy: false,
      inputMenu: false,
      select: 'none',
      inputSelect: 'text',
    });
  });

  test('logout from the user menu ends the session and returns to /', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/Reports');
    const shell = shellPage(page);
    await shell.userMenu().click();
    await shell.choose(shell.menuItem(fa.nav.logout));
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/medicineA');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test('an expired session (refresh refused) clears the storage, says so and returns to /', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('accessToken', 'expired-access-token');
    localStorage.setItem('refreshToken', 'revoked-refresh-token');
  });
  await page.goto('/Reports');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(shellPage(page).toast(fa.errors.sessionExpired)).toHaveCount(1);
  await expect(shellPage(page).toast(fa.errors.sessionExpired)).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
});

test.describe('gate notices', () => {
  test('incomplete profile: the complete-profile notice on a catalogue screen, none on /Profile', async ({ page, portal }) => {
    const user = await portal.makeUser('incomplete');
    await portal.signInThroughApi(page, user.mobile);
    await page.setViewportSize(DESKTOP);
    await page.goto('/medicineA');
    const shell = shellPage(page);
    await expect(shell.completeProfileNotice()).toContainText(fa.gate.completeProfile);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'shell-notice-complete-profile-1440');
    await page.setViewportSize(PHONE);
    await shot(page, 'shell-notice-complete-profile-375');
    await shell.noticeButton(fa.gate.goToProfile).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Profile');
    await expect(shell.anyNotice()).toHaveCount(0);
    for (const route of ['/Reports', '/SelectPackage/buyPackage', '/SelectPackage/HistoryPackage']) {
      await page.goto(route);
      await expect(shell.userMenu()).toBeVisible();
      await expect(shell.anyNotice(), route).toHaveCount(0);
    }
  });

  test('no subscription: the list answers 403 and the subscription notice leads to the packages', async ({ page, portal }) => {
    const user = await portal.makeUser('noSubscription');
    await portal.signInThroughApi(page, user.mobile);
    await page.setViewportSize(DESKTOP);
    await page.goto('/medicineA');
    const shell = shellPage(page);
    await expect(shell.buySubscriptionNotice()).toContainText(fa.gate.buySubscription);
    await expect(shell.userMenu()).toContainText('سارا کریمی');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'shell-notice-subscription-1440');
    await page.setViewportSize(PHONE);
    await shot(page, 'shell-notice-subscription-375');
    await shell.noticeButton(fa.gate.goToPackages).click();
    await expect(page).toHaveURL((url) => url.pathname === '/SelectPackage/buyPackage');
    await expect(shell.anyNotice()).toHaveCount(0);
  });
});
