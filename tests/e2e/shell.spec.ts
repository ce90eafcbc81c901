import { expect, shot, test } from './fixtures';
import { shellPage } from '../models/shell.page';

test('smoke: demo user sees the header on /medicineA', async ({ page, portal }) => {
  await portal.signInThroughApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/medicineA');
  await expect(shellPage(page).userMenu()).toBeVisible();
  await shot(page, 'smoke-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'smoke-375');
});
