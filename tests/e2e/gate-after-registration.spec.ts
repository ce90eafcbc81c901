/**
 * behaviour §4.6: the access gate learns the profile a registration saved at once. Before, a new user who
 * filled every mandatory field landed on /medicineA under «ابتدا اطلاعات هویتی خود را تکمیل کنید»
 * (the gate's check from before the registration) until a reload.
 */
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { authPage } from '../models/auth.page';
import { shellPage } from '../models/shell.page';
import { expect, test } from './fixtures';

const mobileOf = (n: number) => `0936${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`;

test('after registering with every mandatory field, /medicineA asks for a subscription, never for the profile', async ({
  page,
  portal,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const ui = authPage(page);
  const shell = shellPage(page);
  const mobile = mobileOf(1);
  // Any moment the stale notice shows is recorded, not only the last one.
  await page.addInitScript(() => {
    (window as unknown as { __staleNotice: number }).__staleNotice = 0;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="gate-notice-completeProfile"]')) {
        (window as unknown as { __staleNotice: number }).__staleNotice += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/Register/step1');
  await ui.field(fa.register.fields.mobile).fill(toPersianDigits(mobile));
  await ui.field(fa.register.fields.firstName).fill('سارا');
  await ui.field(fa.register.fields.lastName).fill('کریمی');
  await ui.field(fa.register.fields.orgName).fill('داروخانه کریمی');
  await ui.provinceDropdown().click();
  await page.getByRole('option', { name: 'تهران' }).click();
  await ui.submitStep1().click();
  await expect(ui.verifyDialog()).toBeVisible();
  await page.keyboard.type(portal.lastCode(mobile)!);
  await expect(page).toHaveURL((url) => url.pathname === '/Register/step2');
  // The code dialog closed as step 2 opened: the page is not left hidden from screen readers (unmounted
  // with step 1 while open, the dialog's focus manager could leave #root aria-hidden).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  await ui.packageButton('1m').click();
  await expect(page).toHaveURL((url) => url.pathname === '/Register/step3');
  // Leave the wizard inside the SPA (step 3's payment would load the gateway's page): / sends the
  // signed-in user on to the catalogue without a reload.
  await ui.backToLogin().click();
  await expect(page).toHaveURL((url) => url.pathname === '/medicineA');

  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const check = await portal.api<{ data: { profile_completed: boolean } }>('/user/v1/check-my-profile', { token: token! });
  expect(check.data.profile_completed).toBe(true);
  await expect(shell.buySubscriptionNotice()).toBeVisible();
  await expect(shell.completeProfileNotice()).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __staleNotice: number }).__staleNotice)).toBe(0);
});
