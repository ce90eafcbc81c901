import type { BrowserContext, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { fa } from '../../src/i18n/fa';
import { faLabel } from '../../src/i18n/fa-label';
import { withCheckDigit } from '../../src/lib/gtin';
import { formatAmount } from '../../src/lib/money';
import { dataMatrix, rawForm, yymmdd, type Symbol2D } from './gs1-labels';
import { expect, shot, test, type Portal } from './fixtures';

// behaviour §10.4: a pack's track-and-trace label (GS1 DataMatrix) read by the camera or typed.

interface Drug {
  id: string;
  category: 'A' | 'B';
  gtin: string;
  name: string;
  price: number | null;
}

/** Seeded drugs with a GTIN and a Persian brand name, one of each catalogue. */
async function seededDrugs(portal: Portal): Promise<{ a: Drug; b: Drug }> {
  const [a] = await portal.database.rows<Drug>(sql`
    SELECT id::text, 'A' AS category, gtin, brand_name_fa AS name, current_price::float8 AS price
    FROM medicines_a WHERE gtin IS NOT NULL AND brand_name_fa IS NOT NULL AND length(gtin) = 13 ORDER BY seq LIMIT 1 OFFSET 3`);
  const [b] = await portal.database.rows<Drug>(sql`
    SELECT id::text, 'B' AS category, gtin, brand_name_fa AS name, current_price_consumer::float8 AS price
    FROM medicines_b WHERE gtin IS NOT NULL AND brand_name_fa IS NOT NULL AND length(gtin) = 13 ORDER BY seq LIMIT 1`);
  return { a: a!, b: b! };
}

/** A valid GTIN-13 no seeded drug has. */
async function unknownGtin(portal: Portal): Promise<string> {
  for (let body = 626999999990; ; body--) {
    const gtin = withCheckDigit(String(body));
    const [{ n }] = (await portal.database.rows<{ n: number }>(sql`
      SELECT ((SELECT count(*) FROM medicines_a WHERE gtin = ${gtin}) + (SELECT count(*) FROM medicines_b WHERE gtin = ${gtin}))::int AS n`)) as [
      { n: number },
    ];
    if (n === 0) return gtin;
  }
}

interface Label {
  name: string;
  /** What the DataMatrix holds: the bracketed form of a GS1 one, or a Digital Link URI. */
  text: string;
  gs1: boolean;
  /** What the typed path enters (a form a pharmacist or USB scanner would send). */
  typed: string;
  drug: Drug | null;
  batch: string | null;
  serial: string | null;
  tone: 'expired' | 'near' | 'ok' | null;
}

function labelsFor(a: Drug, b: Drug, unknown: string): Label[] {
  const day = 86_400_000;
  const now = Date.now();
  const ok = yymmdd(new Date(now + 3 * 365 * day));
  const near = yymmdd(new Date(now + 30 * day));
  const expired = yymmdd(new Date(now - 60 * day), '00');
  const endOfMonth = yymmdd(new Date(now + 2 * 365 * day), '00');
  const g = (drug: Drug | string) => `0${typeof drug === 'string' ? drug : drug.gtin}`;
  const gs1 = (name: string, text: string, typedAs: 'bracketed' | '<GS>' | '^', drug: Drug | null, rest: Partial<Label>): Label => ({
    name,
    text,
    gs1: true,
    typed: typedAs === 'bracketed' ? text : rawForm(text, typedAs),
    drug,
    batch: null,
    serial: null,
    tone: null,
    ...rest,
  });
  const link = (name: string, text: string, drug: Drug | null, rest: Partial<Label>): Label => ({
    name,
    text,
    gs1: false,
    typed: text,
    drug,
    batch: null,
    serial: null,
    tone: null,
    ...rest,
  });
  return [
    gs1('full', `(01)${g(a)}(17)${ok}(10)L2407A(21)10000000000000000101`, '<GS>', a, {
      batch: 'L2407A',
      serial: '10000000000000000101',
      tone: 'ok',
    }),
    gs1('expired', `(01)${g(a)}(17)${expired}(10)L2201(21)10000000000000000102`, 'bracketed', a, {
      batch: 'L2201',
      serial: '10000000000000000102',
      tone: 'expired',
    }),
    gs1('expiring', `(01)${g(a)}(17)${near}(10)L2611(21)10000000000000000103`, '^', a, {
      batch: 'L2611',
      serial: '10000000000000000103',
      tone: 'near',
    }),
    gs1('no-batch', `(01)${g(a)}(17)${ok}(21)10000000000000000104`, 'bracketed', a, { serial: '10000000000000000104', tone: 'ok' }),
    gs1('day-00', `(01)${g(a)}(17)${endOfMonth}(10)L00(21)10000000000000000105`, '<GS>', a, {
      batch: 'L00',
      serial: '10000000000000000105',
      tone: 'ok',
    }),
    gs1('nhrn-raw', `(01)${g(a)}(21)10000000000000000106(710)12345678(99)RAW-1`, '<GS>', a, { serial: '10000000000000000106' }),
    gs1('unknown-gtin', `(01)${g(unknown)}(17)${ok}(10)X1(21)10000000000000000107`, 'bracketed', null, {
      batch: 'X1',
      serial: '10000000000000000107',
    }),
    gs1('category-b', `(01)${g(b)}(17)${ok}(10)B-77(21)10000000000000000108`, '^', b, {
      batch: 'B-77',
      serial: '10000000000000000108',
      tone: 'ok',
    }),
    link('digital-link', `https://id.daroban.test/01/${g(a)}/10/DL1/21/10000000000000000109?17=${near}`, a, {
      batch: 'DL1',
      serial: '10000000000000000109',
      tone: 'near',
    }),
    link('digital-link-short', `https://brand.example/p/01/${a.gtin}?17=${ok}`, a, { tone: 'ok' }),
    link('digital-link-unknown', `https://id.daroban.test/01/${g(unknown)}/21/10000000000000000111`, null, {
      serial: '10000000000000000111',
    }),
  ];
}

/**
 * A fake camera: `getUserMedia` answers a canvas's stream on which `window.__showLabel` draws a
 * DataMatrix (black modules on white, with its quiet zone), redrawn ten times a second.
 */
async function installFakeCamera(context: BrowserContext) {
  await context.addInitScript(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    let symbol: { width: number; height: number; dark: number[] } | null = null;
    const draw = () => {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      if (!symbol) return;
      const size = Math.floor(300 / Math.max(symbol.width, symbol.height));
      const left = Math.floor((canvas.width - symbol.width * size) / 2);
      const top = Math.floor((canvas.height - symbol.height * size) / 2);
      ctx.fillStyle = '#000';
      for (let y = 0; y < symbol.height; y++)
        for (let x = 0; x < symbol.width; x++)
          if (symbol.dark[y * symbol.width + x]) ctx.fillRect(left + x * size, top + y * size, size, size);
    };
    setInterval(draw, 100);
    (window as unknown as { __showLabel: (s: typeof symbol) => void }).__showLabel = (next) => {
      symbol = next;
      draw();
    };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => (draw(), canvas.captureStream(10)) },
    });
  });
}

async function expectCard(page: Page, label: Label, offline: boolean) {
  const dialog = page.getByRole('dialog', { name: fa.scan.title });
  if (!label.drug) {
    const unknown = dialog.getByTestId('label-unknown');
    await expect(unknown, label.name).toBeVisible({ timeout: 30_000 });
    await expect(unknown.getByRole('alert')).toHaveText(faLabel.card.notFound);
    await expect(unknown.getByRole('button', { name: faLabel.card.report })).toBeVisible();
    if (label.serial) await expect(unknown.getByTestId('label-serial')).toHaveText(label.serial);
    return;
  }
  const card = dialog.getByTestId('label-card');
  await expect(card, label.name).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('label-name')).toHaveText(label.drug.name);
  await expect(card.getByTestId('label-batch')).toHaveText(label.batch ?? faLabel.card.none);
  if (label.serial) await expect(card.getByTestId('label-serial')).toHaveText(label.serial);
  if (label.tone) await expect(card.locator(`[data-expiry="${label.tone}"]`)).toBeVisible();
  else await expect(card.getByTestId('label-expiry')).toHaveText(faLabel.card.none);
  if (label.name === 'nhrn-raw') await expect(card.getByTestId('label-raw')).toHaveText('RAW-1');
  await expect(card.getByTestId('label-price')).toContainText(
    label.drug.price === null ? faLabel.card.priceUnknown : formatAmount(label.drug.price),
  );
  await expect(card.getByTestId('label-copy')).toHaveCount(offline ? 1 : 0);
  await expect(card.getByTestId('label-check')).toContainText(faLabel.check.cannot);
  await expect(card.getByTestId('label-detail')).toHaveAttribute('href', `/medicine-${label.drug.category}/${label.drug.id}`);
  expect(await card.textContent()).not.toContain('اصل');
}

async function openDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: fa.scan.title });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: fa.scan.button }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

async function throughCamera(page: Page, labels: Label[], symbols: Map<string, Symbol2D>, shots: string | null, offline = false) {
  const dialog = await openDialog(page);
  for (const label of labels) {
    await page.evaluate(
      (symbol) => (window as unknown as { __showLabel: (s: unknown) => void }).__showLabel(symbol),
      symbols.get(label.name)!,
    );
    await dialog.getByRole('button', { name: fa.scan.camera }).click();
    await expectCard(page, label, offline);
    if (shots && ['full', 'expired', 'expiring', 'unknown-gtin'].includes(label.name)) await shot(page, `label-${label.name}-${shots}`);
  }
}

async function throughTyping(page: Page, labels: Label[], offline = false) {
  const dialog = await openDialog(page);
  const box = dialog.getByRole('textbox', { name: fa.scan.codeLabel });
  for (const label of labels) {
    await box.fill('');
    // A USB scanner types the label's characters, then Enter; a pasted text arrives whole.
    if (label.typed.includes('^')) {
      await box.focus();
      await page.keyboard.type(label.typed);
    } else await box.fill(label.typed);
    await page.keyboard.press('Enter');
    await expectCard(page, label, offline);
  }
}

test.describe('the pack in the hand: GS1 DataMatrix labels', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const [size, viewport] of [
    ['375', { width: 375, height: 812 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    test(`at ${size} px: labels through the camera and typed, each showing its card`, async ({ portal, browser }) => {
      const { a, b } = await seededDrugs(portal);
      const unknown = await unknownGtin(portal);
      const labels = labelsFor(a, b, unknown);
      expect(labels.length).toBeGreaterThanOrEqual(10);
      const symbols = new Map(await Promise.all(labels.map(async (l) => [l.name, await dataMatrix(l.text, l.gs1)] as const)));
      const context = await browser.newContext({ baseURL: portal.baseURL, viewport, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
      await installFakeCamera(context);
      const page = await context.newPage();
      const wasm: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('.wasm')) wasm.push(request.url());
      });
      await portal.signInThroughApi(page);
      await page.goto('/medicineA');
      await expect(page.getByRole('button', { name: fa.scan.button })).toBeVisible();
      expect(wasm, 'the decoder is not loaded before the camera opens').toEqual([]);
      await throughCamera(page, labels, symbols, size);
      expect(wasm.length).toBeGreaterThan(0);
      await throughTyping(page, labels);

      // The unknown label's report opens the reports page with a new report filled in.
      await throughTyping(page, [labels.find((l) => l.name === 'unknown-gtin')!]);
      await page.getByRole('button', { name: faLabel.card.report }).click();
      await expect(page).toHaveURL(/\/Reports$/);
      await expect(page.getByRole('textbox').first()).toHaveValue(faLabel.card.reportTitle(`0${unknown}`));
      await shot(page, `label-report-${size}`);
      await context.close();
    });
  }

  test('offline: the device copy answers the scan card, its price dated as the copy is', async ({ portal, browser }) => {
    const { a, b } = await seededDrugs(portal);
    const labels = labelsFor(a, b, await unknownGtin(portal));
    const symbols = new Map(await Promise.all(labels.map(async (l) => [l.name, await dataMatrix(l.text, l.gs1)] as const)));
    const context = await browser.newContext({
      baseURL: portal.baseURL,
      viewport: { width: 375, height: 812 },
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
    });
    await installFakeCamera(context);
    const page = await context.newPage();
    await portal.signInThroughApi(page);
    await page.goto('/medicineA');
    // Online once: the dialog's chunks and the decoder come down (no service worker in this test).
    await throughCamera(page, labels.slice(0, 1), symbols, null);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('daroban-offline-'));
            if (!name) return false;
            return new Promise<boolean>((resolve) => {
              const open = indexedDB.open(name);
              open.onsuccess = () => {
                const get = open.result.transaction('meta').objectStore('meta').get('sync');
                get.onsuccess = () => {
                  open.result.close();
                  resolve(Boolean(get.result?.complete));
                };
              };
            });
          }),
        { timeout: 60_000 },
      )
      .toBe(true);
    await context.setOffline(true);
    await throughCamera(page, labels, symbols, 'offline-375', true);
    await throughTyping(page, labels, true);
    await context.close();
  });
});

test('/01/{gtin} and its Digital Link form open the drug; an unknown GTIN shows the not-found card', async ({ portal, page }) => {
  const { a, b } = await seededDrugs(portal);
  const unknown = await unknownGtin(portal);
  await portal.signInThroughApi(page);
  await page.goto(`/01/${a.gtin}`);
  await expect(page).toHaveURL(new RegExp(`/medicine-A/${a.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(a.name);
  await page.goto(`/01/0${b.gtin}/10/LOT1/21/SER1?17=300100`);
  await expect(page).toHaveURL(new RegExp(`/medicine-B/${b.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(b.name);
  await page.goto(`/01/0${unknown}/21/SER2`);
  await expect(page.getByTestId('label-unknown')).toBeVisible();
  await expect(page.getByTestId('label-serial')).toHaveText('SER2');
  await shot(page, 'gtin-link-unknown-1440');
  await page.goto(`/01/1234`);
  await expect(page.getByTestId('label-problem')).toBeVisible();
});
