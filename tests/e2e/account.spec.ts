import type { Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { accountPage } from '../models/account.page';
import { authPage } from '../models/auth.page';
import { shellPage } from '../models/shell.page';
import { axe, expect, requestCodeOnLoginScreen, shot, test, type Portal } from './fixtures';

const sizes = [
  ['1440', { width: 1440, height: 900 }],
  ['375', { width: 375, height: 812 }],
] as const;
/** The screen's own regions (the toaster is the shell's). */
const SCREEN = { include: ['main', '[role="dialog"]', '[role="alertdialog"]'] };

let seq = 0;
/** A mobile no other test uses: 0936 + time + sequence. */
function freshMobile(): string {
  seq += 1;
  return `0936${String(Date.now() % 100_000).padStart(5, '0')}${String(seq % 100).padStart(2, '0')}`;
}

/** Signs `mobile` in on the login screen with the code the server "sent". */
async function signInOnLoginScreen(page: Page, portal: Portal, mobile: string) {
  await requestCodeOnLoginScreen(page, portal, mobile);
  await authPage(page).typeCode(portal.lastCode(mobile)!);
}

/** Opens a screen through the header: the top menu at 1440 px, the slide-in menu on a phone. */
async function openFromHeader(page: Page, phone: boolean, label: string, group?: string) {
  const shell = shellPage(page);
  if (phone) {
    await shell.hamburger().click();
    // The drug-information group comes before the price-change group with the same labels.
    await shell.mobileLink(label).first().click();
    return;
  }
  if (group) {
    await shell.navButton(group).click();
    await shell.choose(shell.menuItem(label));
  } else await shell.navLink(label).click();
}

for (const [size, viewport] of sizes) {
  test(`at ${size} px a new user completes the profile, the notice goes, a sent ticket reads back (and an expired session returns to it)`, async ({
    page,
    portal,
  }) => {
    const phone = size === '375';
    await page.setViewportSize(viewport);
    const shell = shellPage(page);
    const ui = accountPage(page);

    // Signed in with an empty profile: the catalogue shows the complete-profile notice.
    const mobile = freshMobile();
    await page.goto('/');
    await signInOnLoginScreen(page, portal, mobile);
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
    await expect(shell.completeProfileNotice()).toBeVisible();
    await shell.noticeButton(fa.gate.goToProfile).click();

    // The profile: red notice, read-only mobile and last login (Persian date and time), the account menu.
    await expect(page).toHaveURL((url) => url.pathname === '/Profile');
    await expect(ui.profileHeading()).toBeVisible();
    await expect(ui.incompleteNotice()).toBeVisible();
    await expect(ui.menuLink(fa.account.identity)).toHaveAttribute('aria-current', 'page');
    await expect(ui.field(fa.profile.fields.mobile)).toHaveValue(toPersianDigits(mobile));
    await expect(ui.field(fa.profile.fields.mobile)).toHaveAttribute('readonly', '');
    await expect(ui.field(fa.profile.fields.lastLogin)).toHaveValue(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} ساعت [۰-۹]{2}:[۰-۹]{2}$/);
    await expect(ui.provinceDropdown()).toBeEnabled();
    // Two columns on a desktop, one on a phone.
    const first = await ui.field(fa.profile.fields.firstName).boundingBox();
    const last = await ui.field(fa.profile.fields.lastName).boundingBox();
    if (phone) expect(last!.y).toBeGreaterThan(first!.y);
    else expect(Math.abs(last!.y - first!.y)).toBeLessThan(2);
    expect(await axe(page, SCREEN)).toEqual([]);
    await shot(page, `account-profile-incomplete-${size}`);

    // Saving without the mandatory values: the dialog closes, the toast and the field errors, nothing sent.
    await ui.saveButton().click();
    await expect(ui.confirmDialog()).toContainText(fa.profile.confirmChanges);
    await ui.confirmYes().click();
    await expect(ui.confirmDialog()).toBeHidden();
    await expect(shell.toast(fa.profile.mandatoryValues)).toBeVisible();
    await expect(ui.fieldErrors().filter({ hasText: fa.profile.required })).toHaveCount(4);
    await shot(page, `account-profile-errors-${size}`);

    await ui.field(fa.profile.fields.firstName).fill('مریم');
    await ui.field(fa.profile.fields.lastName).fill('احمدی');
    await ui.field(fa.profile.fields.orgName).fill('داروخانه دکتر احمدی');
    await ui.provinceDropdown().click();
    await ui.option('تهران').click();
    await ui.field(fa.profile.fields.phone).fill('۰۲۱۸۸۷۷۶۶۵۵');
    await ui.field(fa.profile.fields.email).fill('info@example.ir');
    await expect(ui.fieldErrors()).toHaveCount(0);
    await ui.saveButton().click();
    await ui.confirmYes().click();
    await expect(shell.toast('اطلاعات با موفقیت ذخیره شد.')).toBeVisible();
    // A profile completed for the first time goes on to buy a package (behaviour §4).
    await expect(page).toHaveURL((url) => url.pathname === '/SelectPackage/buyPackage');

    // No reload: the catalogue now asks for a subscription, not for the profile.
    await openFromHeader(page, phone, fa.nav.categoryA, fa.nav.drugInfo);
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
    await expect(shell.buySubscriptionNotice()).toBeVisible();
    await expect(shell.completeProfileNotice()).toHaveCount(0);

    // Tickets: empty list, a new ticket, back at the top of the list, its detail.
    await openFromHeader(page, phone, fa.nav.tickets);
    await expect(page).toHaveURL((url) => url.pathname === '/Reports');
    await expect(ui.ticketsHeading()).toBeVisible();
    await expect(ui.ticketsTable()).toContainText(fa.tickets.empty);
    await ui.newTicketButton().click();
    const title = `فاکتور خرید بسته در ${toPersianDigits(size)} پیکسل نمایش داده نمی‌شود`;
    const body = 'پس از پرداخت، فاکتور در صفحه سوابق خرید دیده نمی‌شود.\nلطفاً بررسی کنید.';
    await ui.ticketTitle().fill(title);
    await ui.ticketBody().fill(body);
    expect(await axe(page, SCREEN)).toEqual([]);
    await shot(page, `account-ticket-new-${size}`);
    await ui.sendTicket().click();
    await expect(shell.toast('تیکت شما با موفقیت ثبت شد.')).toBeVisible();
    const row = ui.ticketsTable().getByRole('row').nth(1);
    await expect(row).toContainText(`${title.slice(0, 20)}…`);
    await expect(row).toContainText('۱');
    await expect(row).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    await expect(page.getByTestId('pager-status')).toHaveText(fa.pager.pageOf('۱', '۱'));
    await shot(page, `account-tickets-list-${size}`);

    await ui.showTicket(title).click();
    const detail = ui.detailDialog();
    await expect(detail).toContainText(title);
    await expect(detail).toContainText('لطفاً بررسی کنید.');
    await expect(detail.getByTestId('ticket-status')).toHaveText(fa.tickets.statusLabels['not checked']);
    await expect(detail).toContainText(fa.tickets.noAnswer);
    expect(await axe(page, SCREEN)).toEqual([]);
    // The viewport, not the full page: a modal is fixed to the viewport.
    await page.screenshot({ path: `test-results/screens/account-ticket-detail-${size}.png` });
    await ui.detailClose().click();
    await expect(detail).toBeHidden();

    // Back to the profile through the account menu: saved values, no red notice.
    await ui.menuLink(fa.account.identity).click();
    // Loaded and checked: the form is editable again.
    await expect(ui.saveButton()).toBeEnabled();
    await expect(ui.field(fa.profile.fields.firstName)).toHaveValue('مریم');
    await expect(ui.provinceDropdown()).toHaveText(/تهران/);
    await expect(ui.incompleteNotice()).toHaveCount(0);
    await shot(page, `account-profile-complete-${size}`);

    if (phone) return;
    // The session expires (both tokens refused): sign in again and land back on the same screen.
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'expired');
      localStorage.setItem('refreshToken', 'expired');
    });
    await ui.menuLink(fa.account.tickets).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(shell.toast(fa.errors.sessionExpired)).toBeVisible();
    await signInOnLoginScreen(page, portal, mobile);
    await expect(page).toHaveURL((url) => url.pathname === '/Reports');
    await expect(ui.ticketsTable()).toContainText(`${title.slice(0, 20)}…`);
  });
}
