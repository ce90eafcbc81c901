import type { MedicineA } from '../../src/api/client';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { authPage } from '../models/auth.page';
import { CatalogListPage } from '../models/catalog-list.page';
import { DetailPage } from '../models/detail.page';
import { DEMO_MOBILE, expect, shot, test } from './fixtures';

/**
 * The SPA under its Content-Security-Policy (behaviour §12.4): no 'unsafe-inline' for scripts or styles;
 * Fluent/Griffel's and apexcharts' style elements carry the per-answer nonce. A pharmacist's walk —
 * sign in, list A, a detail, the price chart — must report no violation, while an injected inline
 * script and style without the nonce are refused (so the check can fail).
 */
declare global {
  interface Window {
    __cspViolations: string[];
    __injected?: boolean;
  }
}

test('sign-in, list A, a detail and the price chart run under the CSP with no violation reported', async ({ portal, page }) => {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to (load|execute|apply)/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  const violations = async () => [...(await page.evaluate(() => window.__cspViolations)), ...consoleViolations];

  const first = await page.goto('/');
  const csp = first!.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");

  // Sign in through the login screen.
  const ui = authPage(page);
  await ui.phoneInput().fill(DEMO_MOBILE);
  await ui.sendCodeButton().click();
  // The code is read once the code step shows (the send has been answered), not when the button is
  // clicked: another test of this worker may have sent the demo number an earlier code.
  await expect(ui.codeBox(1)).toBeVisible();
  await ui.typeCode(portal.lastCode(DEMO_MOBILE)!);
  await expect(page).toHaveURL(/\/medicineA/);

  // List A, then the first drug's detail.
  const list = new CatalogListPage(page, 'A');
  await list.waitLoaded();
  await expect(list.dataRows.first()).toBeVisible();
  await list.detailLinks.first().click();
  const detail = new DetailPage(page, 'A');
  await expect(detail.heading).toBeVisible();

  // A drug with a price history, and its chart (apexcharts adds its own style element).
  const tokens = await portal.signIn();
  const ids = await portal.api<{ data: { main: { docs: { _id: string }[] } } }>('/medicine/v1/get-all-medicine-a-user?limit=50', {
    token: tokens.accessToken,
  });
  let drug: MedicineA | undefined;
  for (const { _id } of ids.data.main.docs) {
    const { data } = await portal.api<{ data: MedicineA }>(`/medicine/v1/get-medicine-a-by-id/${_id}`, { token: tokens.accessToken });
    if (data.added_value && data.price_OA.length > 1) {
      drug = data;
      break;
    }
  }
  expect(drug, 'a drug with a price history in the seeded catalogue').toBeDefined();
  await list.goto();
  await list.waitLoaded();
  await page.goto(`/medicine-A/${drug!._id}`);
  await expect(detail.heading).toBeVisible();
  const kind = faMedicine.unitPriceWith;
  await detail.chartButton(kind).click();
  await expect(detail.chart(kind)).toBeVisible();
  await expect(detail.xLabels(kind).first()).toBeVisible();
  // Fluent's and apexcharts' style elements carry the page's nonce (read through the property: browsers hide the attribute).
  const unnonced = await page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => !s.nonce).length);
  expect(unnonced).toBe(0);
  // The styles really apply: the dialog's Fluent button has its rounded corners, the surface its backdrop.
  expect(
    await detail
      .dialog(kind)
      .getByRole('button')
      .last()
      .evaluate((el) => getComputedStyle(el).borderRadius),
  ).not.toBe('0px');
  await shot(page, 'csp-chart-1440');
  expect(await violations()).toEqual([]);

  // The policy is enforced: an inline script and a style element without the nonce are refused.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red }';
    document.head.append(style);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations.length)).toBe(2);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe('7px');
  const refused = await page.evaluate(() => window.__cspViolations);
  await expect.poll(() => consoleViolations.length).toBe(2);
  expect(refused.some((v) => v.startsWith('script-src-elem'))).toBe(true);
  expect(refused.some((v) => v.startsWith('style-src-elem'))).toBe(true);
});
