/**
 * A hand edit end to end (behaviour §10.12, §10.13): on a portal of its own with what `npm start`
 * makes on an empty database, the demo operator finds a drug in the console, corrects its price with a reason, and
 * sees the entry named by its operator, then corrects two of its fields (audited, listed as hand
 * edits, no price entry); the pharmacist then finds the drug first in price-change list
 * A with the new price, and its detail shows that price with its quiet "hand entry" line. At 375 and
 * 1440 px, photographed and checked for sideways scrolling.
 */
import { DEMO_OPERATOR_MOBILE } from '../../server/db/demo-desk';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { faPrices } from '../../src/i18n/fa-prices';
import { toLatinDigits } from '../../src/lib/digits';
import { formatAmount } from '../../src/lib/money';
import { opsPage } from '../models/ops.page';
import { PriceChangeListPage } from '../models/price-change-list.page';
import { CONSOLE_SIZES, startDeskPortal, type DeskPortal } from './desk-portal';
import { DEMO_MOBILE, expect, shot, test } from './fixtures';

const PHARMACIST = DEMO_MOBILE;

let portal: DeskPortal;

test.beforeAll(async () => {
  // A copy of the run's seeded database with the desk's demo added (the demo made on a first start is
  // tests/server/ops-demo.test.ts's): no migrating and seeding of a database of its own.
  test.setTimeout(180_000);
  portal = await startDeskPortal('provenance', { fromRunDatabase: true });
});

test.afterAll(async () => {
  await portal?.close();
});

for (const [size, viewport] of CONSOLE_SIZES) {
  test(`at ${size} px: an operator corrects a price and two fields by hand; the pharmacist sees them, the source and the change`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const reason = `اصلاح بر پایه نامه سازمان غذا و دارو ${size}`;

    // The demo operator opens the console's drugs, is asked to sign in, and comes back to them.
    const operator = await portal.newContext(browser, viewport);
    const o = operator.page;
    const ops = opsPage(o);
    await o.goto('/ops/medicines');
    await portal.signInThroughScreen(o, DEMO_OPERATOR_MOBILE);
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

    // The same operator corrects two of the drug's fields with a reason: not a price entry, but a hand
    // edit listed with its operator, time and reason, before → after.
    const latin = `Corrected brand ${size}`;
    const fieldsReason = `اصلاح نام لاتین و تعداد در بسته ${size}`;
    const entries = await ops.entryRows().count();
    await ops.correctFields().click();
    await ops.fieldBox('brandNameLa').fill(latin);
    await ops.fieldBox('quantityInPack').fill(size === '375' ? '۳۰' : '45');
    await expect(ops.saveFields()).toBeDisabled();
    await ops.fieldsReason().fill(fieldsReason);
    await expect(ops.saveFields()).toBeEnabled();
    expect(await ops.scrollsSideways()).toBe(false);
    await shot(o, `ops-medicine-fields-${size}`);
    await ops.saveFields().click();
    await expect(ops.toast(faPrices.medicines.fieldsSaved)).toBeVisible();
    await expect(ops.medicineFields()).toContainText(latin);
    await expect(ops.medicineFields()).toContainText(size === '375' ? '۳۰' : '۴۵');
    await expect(ops.editRows()).toHaveCount(1);
    await expect(ops.editRows().first()).toContainText('سارا کریمی');
    await expect(ops.editRows().first()).toContainText(fieldsReason);
    await expect(ops.editRows().first()).toContainText(latin);
    await expect(ops.entryRows()).toHaveCount(entries);
    expect(await ops.scrollsSideways()).toBe(false);
    await shot(o, `ops-medicine-edits-${size}`);

    // The pharmacist: the drug is the latest change of list A, at its new price.
    const pharmacist = await portal.newContext(browser, viewport);
    const p = pharmacist.page;
    const list = new PriceChangeListPage(p, 'A');
    await p.goto(list.route);
    await portal.signInThroughScreen(p, PHARMACIST);
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
    // The corrected field reads at once on the pharmacist's detail.
    await expect(p.getByText(latin, { exact: true }).first()).toBeVisible();
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
