import { sql } from 'drizzle-orm';
import { accountPage } from '../models/account.page';
import { fa } from '../../src/i18n/fa';
import { axe, DEMO_MOBILE, expect, shot, test } from './fixtures';

const SETTINGS = '/api/watchlist/v1/settings';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`SMS digest at ${viewport.width} px: the demo user turns the switch on in the profile, it is still on after a reload, and off again`, async ({
    portal,
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    // Off to start with (a worker's portal is shared by its tests).
    const tokens = await portal.signIn();
    await portal.api('/watchlist/v1/settings', { method: 'PUT', token: tokens.accessToken, body: { smsDigest: false } });
    const stored = async () =>
      (
        await portal.database.rows<{ on: boolean | null }>(
          sql`SELECT (SELECT sms_digest FROM watch_settings ws WHERE ws.user_id = u.id) AS on FROM users u WHERE u.mobile = ${DEMO_MOBILE}`,
        )
      )[0]?.on;

    await portal.signInThroughApi(page);
    const ui = accountPage(page);
    await page.goto('/Profile');
    await expect(ui.profileHeading()).toBeVisible();
    await expect(ui.digestCard()).toBeVisible();
    await expect(ui.digestCard()).toContainText(fa.watchDigest.title);
    await expect(ui.digestCard()).toContainText(fa.watchDigest.hint);
    const toggle = ui.digestSwitch();
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();

    // On: the switch is disabled while the save is in flight, then the toast and the database agree.
    const saved = page.waitForResponse((r) => r.url().endsWith(SETTINGS) && r.request().method() === 'PUT');
    await toggle.click();
    await expect(toggle).toBeChecked();
    expect((await saved).status()).toBe(200);
    await expect(ui.toast(fa.watchDigest.turnedOn)).toBeVisible();
    await expect(toggle).toBeEnabled();
    expect(await stored()).toBe(true);
    expect(await axe(page, { include: ['[data-testid="watch-digest"]'] })).toEqual([]);
    // The whole page from the top (the click scrolled the card into view; the header is sticky).
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `watch-digest-on-${viewport.width}`);
    await ui.digestCard().screenshot({ path: `test-results/screens/watch-digest-card-${viewport.width}.png` });

    await page.reload();
    await expect(ui.digestSwitch()).toBeEnabled();
    await expect(ui.digestSwitch()).toBeChecked();

    // Off again, by keyboard; still off after a reload.
    await ui.digestSwitch().focus();
    await page.keyboard.press('Space');
    await expect(ui.toast(fa.watchDigest.turnedOff)).toBeVisible();
    expect(await stored()).toBe(false);
    await page.reload();
    await expect(ui.digestSwitch()).toBeEnabled();
    await expect(ui.digestSwitch()).not.toBeChecked();
  });
}

test('SMS digest: a user without a subscription (no watchlist) sees the profile and no switch', async ({ portal, page }) => {
  const user = await portal.makeUser('noSubscription');
  await portal.signInThroughApi(page, user.mobile);
  const ui = accountPage(page);
  const answered = page.waitForResponse((r) => r.url().endsWith(SETTINGS));
  await page.goto('/Profile');
  expect((await answered).status()).toBe(403);
  await expect(ui.profileHeading()).toBeVisible();
  await expect(ui.field(fa.profile.fields.firstName)).toHaveValue('سارا');
  await expect(ui.digestCard()).toHaveCount(0);
  await expect(ui.digestSwitch()).toHaveCount(0);
});
