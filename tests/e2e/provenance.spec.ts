/**
 * A hand edit end to end (behaviour §10.12, §10.15): on a portal started as `npm start`
 * starts one, the demo operator finds a drug in the console, corrects its price with a reason, and
 * sees the entry named by its operator; the pharmacist then finds the drug first in price-change list
 * A with the new price, and its detail shows that price with its quiet "hand entry" line. At 375 and
 * 1440 px, photographed and checked for sideways scrolling.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { buildServer } from '../../server/app';
import { DEMO_OPERATOR_MOBILE } from '../../server/db/demo-desk';
import { MemorySmsSender } from '../../server/sms/memory';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { faPrices } from '../../src/i18n/fa-prices';
import { toLatinDigits } from '../../src/lib/digits';
import { formatAmount } from '../../src/lib/money';
import { authPage } from '../models/auth.page';
import { opsPage } from '../models/ops.page';
import { PriceChangeListPage } from '../models/price-change-list.page';
import { expect, shot, test } from './fixtures';

const PHARMACIST = '09120000000';
/** This spec's portal listens in its own port range (E2E_PORT), else on any free port. */
const PORT = Number(process.env.E2E_PORT ?? 0);
const sizes = [
  ['375', { width: 375, height: 812 }],
  ['1440', { width: 1440, height: 900 }],
] as const;

let close: (() => Promise<void>) | null = null;
let baseURL = '';
let sms: MemorySmsSender;

test.beforeAll(async () => {
  // Migrating and seeding a fresh database takes a while on a busy machine.
  test.setTimeout(180_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'daroban-e2e-provenance-'));
  sms = new MemorySmsSender();
  const app = await buildServer({
    dataDir,
    sms,
    staticDir: 'dist',
    seed: 'auto',
    seedScale: 40,
    demoDesk: true,
    jwtSecret: `e2e-provenance-secret-${Date.now()}-daroban`,
    limits: { sendOtpPerIp: 100_000, submitOtpPerIp: 100_000, otpResendSeconds: 30 },
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const address = app.server.address();
  baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : PORT}`;
  close = async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
});

test.afterAll(async () => {
  await close?.();
});

async function signInThroughScreen(page: Page, mobile: string) {
  const auth = authPage(page);
  const sentBefore = sms.sent.filter((s) => s.mobile === mobile).length;
  await auth.phoneInput().fill(mobile);
  await auth.sendCodeButton().click();
  await expect.poll(() => sms.sent.filter((s) => s.mobile === mobile).length).toBeGreaterThan(sentBefore);
  await auth.typeCode(sms.lastCode(mobile)!);
}

async function newContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fa-IR' });
  return { context, page: await context.newPage() };
}

for (const [size, viewport] of sizes) {
  test(`at ${size} px: an operator corrects a price by hand; the pharmacist sees it, its source and the change`, async ({ browser }) => {
    test.setTimeout(120_000);
    const reason = `اصلاح بر پایه نامه سازمان غذا و دارو ${size}`;

    // The demo operator opens the console's drugs, is asked to sign in, and comes back to them.
    const operator = await newContext(browser, viewport);
    const o = operator.page;
    const ops = opsPage(o);
    await o.goto('/ops/medicines');
    await signInThroughScreen(o, DEMO_OPERATOR_MOBILE);
    await expect(ops.medicinesTable()).toBeVisible();
    await expect(ops.showMedicine().first()).toBeVisible();
    expect(await ops.scrollsSideways()).toBe(false);
    await shot(o, `ops-medicines-${size}`);
    // Each size takes its own drug (the first, the second) so the two runs do not meet.
    await ops
      .showMedicine()
      .nth(size === '375' ? 0 : 1)
      .click();
    await expect(ops.medicineTitle()).toBeVisible();
    const name = (await ops.medicineTitle().textContent())!.trim();
    const before = Number(toLatinDigits((await ops.medicinePrice().textContent()) ?? '').replace(/[^0-9]/g, '')) || 0;
    const price = before + 12_340;

    await ops.editPrice().click();
    await ops.newPrice().fill(String(price));
    await ops.priceReason().fill(reason);
    await expect(ops.savePrice()).toBeEnabled();
    expect(await ops.scrollsSideways()).toBe(false);
    await shot(o, `ops-medicine-edit-${size}`);
    await ops.savePrice().click();
    await expect(ops.toast(faPrices.medicines.saved)).toBeVisible();
    await expect(ops.medicinePrice()).toHaveText(formatAmount(price));
    // The newest entry names the demo operator and the reason.
    await expect(ops.entryRows().first()).toContainText(faPrices.medicines.handBy('سارا کریمی'));
    await expect(ops.entryRows().first()).toContainText(reason);
    expect(await ops.scrollsSideways()).toBe(false);
    await shot(o, `ops-medicine-${size}`);

    // The pharmacist: the drug is the latest change of list A, at its new price.
    const pharmacist = await newContext(browser, viewport);
    const p = pharmacist.page;
    const list = new PriceChangeListPage(p, 'A');
    await p.goto(list.route);
    await signInThroughScreen(p, PHARMACIST);
    await expect(list.dataRows.first()).toBeVisible();
    // A long name is cut short in the list (its start is shown).
    await expect(list.dataRows.first()).toContainText(name.slice(0, 12));
    await expect(list.dataRows.first()).toContainText(formatAmount(price));
    await shot(p, `provenance-list-${size}`);

    // Its detail shows the price and, quietly under the prices, that an operator entered it by hand.
    const href = await list.dataRows.first().getByRole('link', { name: fa.catalog.showInformation }).getAttribute('href');
    await p.goto(href!);
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(p.getByText(faMedicine.amountRial(formatAmount(price))).first()).toBeVisible();
    const source = p.getByTestId('price-source');
    await expect(source).toContainText(faPrices.source.hand('').replace(/ در $/, ''));
    await expect(source).toContainText(reason);
    expect(await p.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    await shot(p, `provenance-detail-${size}`);
    await source.scrollIntoViewIfNeeded();
    await shot(p, `provenance-source-${size}`, { viewport: true });

    await pharmacist.context.close();
    await operator.context.close();
  });
}
