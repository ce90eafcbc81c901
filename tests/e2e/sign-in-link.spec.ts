import { faLink } from '../../src/i18n/fa-link';
import { paths } from '../../src/routes/paths';
import { expect, shot, test } from './fixtures';

/** behaviour §10.11: the sign-in link of a code's SMS, opened in the browser at a phone's and a desktop's width. */
const sizes = [
  ['375', { width: 375, height: 812 }],
  ['1440', { width: 1440, height: 900 }],
] as const;

let seq = 0;
const freshMobile = () => {
  seq += 1;
  return `0936${String(Date.now() % 100_000).padStart(5, '0')}${String(seq % 100).padStart(2, '0')}`;
};

for (const [size, viewport] of sizes) {
  test(`at ${size} px the SMS link signs in once, leaves the address clean, and a second use says why (screenshots)`, async ({
    page,
    portal,
  }) => {
    await page.setViewportSize(viewport);
    const mobile = freshMobile();
    await portal.api('/user/v1/send-otp', { body: { mobile } });
    const link = portal.lastLink(mobile)!;
    expect(new URL(link).pathname).toBe(paths.signInLink);

    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === paths.medicineA.list);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('accessToken')))).toBe(true);

    // The same link again: used once, so the server's Persian refusal and the way to a code.
    await page.goto(link);
    const card = page.getByTestId('sign-in-link');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(faLink.failedTitle);
    await expect(card.getByRole('alert')).toHaveText('پیوند ورود نامعتبر است یا منقضی شده است؛ کد جدید دریافت کنید.');
    // The token left the address as soon as it was read.
    expect(new URL(page.url()).hash).toBe('');
    await shot(page, `sign-in-link-refused-${size}`);

    // A link cut short (signed out): no call, only the way to the login.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${paths.signInLink}#${mobile}.abc`);
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(faLink.damagedTitle);
    await shot(page, `sign-in-link-damaged-${size}`);
    await card.getByRole('button', { name: faLink.toLogin }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.login);
  });
}
