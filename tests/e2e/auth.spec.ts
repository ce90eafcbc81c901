import type { Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { toLatinDigits, toPersianDigits } from '../../src/lib/digits';
import { RESEND_SECONDS } from '../../machines/resend-countdown.machine';
import { authPage } from '../models/auth.page';
import { atRest } from '../models/motion';
import { shellPage } from '../models/shell.page';
import { axe, DEMO_MOBILE, E2E_RESEND_SECONDS, expect, requestCodeOnLoginScreen, shot, test, type Portal } from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
/** The screen's own regions (the shell's toaster is checked by the shell's specs). */
const SCREEN = { include: ['main', 'header', '[role="alertdialog"]'] };
const PHONE = { width: 375, height: 812 };
const sizes = [
  ['1440', DESKTOP],
  ['375', PHONE],
] as const;

let seq = 0;
/** A mobile no other test uses: 0935 + time + sequence. */
function freshMobile(): string {
  seq += 1;
  return `0935${String(Date.now() % 100_000).padStart(5, '0')}${String(seq % 100).padStart(2, '0')}`;
}

/** A wrong code for `code`: every digit shifted by one. */
const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token, 'an access token is stored').toBeTruthy();
  return token!;
}

async function firstNameOf(portal: Portal, token: string): Promise<string> {
  const { data } = await portal.api<{ data: { first_name: string } }>('/user/v1/get-my-profile', { token });
  return data.first_name;
}

test.describe('sign-in', () => {
  test('the demo user signs in with the code the server sent and lands on /medicineA with the welcome toast', async ({ page, portal }) => {
    await page.setViewportSize(DESKTOP);
    const ui = authPage(page);
    await page.goto('/');
    await expect(ui.phoneInput()).toBeVisible();
    await requestCodeOnLoginScreen(page, portal, DEMO_MOBILE);
    await expect(page.getByTestId('login-mobile')).toHaveText(toPersianDigits(DEMO_MOBILE));
    await expect(ui.countdown()).toContainText(/[۰-۲]:[۰-۵][۰-۹]/);
    await ui.typeCode(portal.lastCode(DEMO_MOBILE)!);
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
    const firstName = await firstNameOf(portal, await storedAccessToken(page));
    await expect(shellPage(page).toast(fa.auth.welcomeNamed(firstName))).toBeVisible();
  });

  test('a wrong code shows the server message and keeps the visitor on the code step; the right one signs in', async ({ page, portal }) => {
    await page.setViewportSize(PHONE);
    const ui = authPage(page);
    const mobile = freshMobile();
    await page.goto('/');
    await requestCodeOnLoginScreen(page, portal, mobile);
    const code = portal.lastCode(mobile)!;
    await ui.typeCode(wrongCode(code));
    await expect(ui.fieldError()).toBeVisible();
    const message = (await ui.fieldError().textContent())!.trim();
    expect(message.length).toBeGreaterThan(0);
    await expect(shellPage(page).toast(message)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // A second wrong code replaces the error toast; on a phone only the newest toast shows, never a pile.
    await ui.typeCode(wrongCode(wrongCode(code)));
    await expect(ui.codeBox(1)).toHaveValue('');
    await expect(shellPage(page).toast(message)).toHaveCount(1);
    await expect(shellPage(page).toasts()).toHaveCount(1);
    await shot(page, 'auth-login-wrong-code-375');
    // The refused code was cleared and the first box focused: the user types the right one.
    await expect(ui.codeBox(1)).toHaveValue('');
    await expect(ui.codeBox(1)).toBeFocused();
    await page.keyboard.type(code);
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
    const welcome = shellPage(page).toast(fa.auth.welcome);
    await expect(welcome).toBeVisible();
    // The sign-in page's toasts stayed there: only the welcome, which belongs to the list, shows.
    await expect(shellPage(page).toast(message)).toHaveCount(0);
    await expect(
      shellPage(page)
        .toasts()
        .filter({ hasText: /ارسال شد/ }),
    ).toHaveCount(0);
    // It covers neither the header nor the page's title.
    const toastBox = (await welcome.boundingBox())!;
    for (const region of [shellPage(page).header, page.getByRole('heading', { level: 1 }).first()]) {
      const box = await region.boundingBox();
      if (!box) continue;
      const overlaps =
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width;
      expect(overlaps, 'the toast covers the header or the title').toBe(false);
    }
  });

  test("on a phone a wrong code and then a resend leave one toast on screen, the resend's", async ({ page, portal }) => {
    await page.setViewportSize(PHONE);
    await page.clock.install();
    const ui = authPage(page);
    const mobile = freshMobile();
    portal.stopClock();
    await page.goto('/');
    await requestCodeOnLoginScreen(page, portal, mobile);
    const code = portal.lastCode(mobile)!;
    // The countdown runs out (the browser's clock) and the server's window passes (its clock).
    await page.clock.runFor(RESEND_SECONDS * 1000);
    portal.advanceClock(E2E_RESEND_SECONDS * 1000 + 1000);
    await ui.typeCode(wrongCode(code));
    const wrong = (await ui.fieldError().textContent())!.trim();
    await expect(shellPage(page).toast(wrong)).toBeVisible();
    await ui.resendButton().click();
    await expect.poll(() => portal.smsSentTo(mobile).length).toBe(2);
    await expect(shellPage(page).toast(wrong)).toHaveCount(0);
    await expect(shellPage(page).toasts()).toHaveCount(1);
    await atRest(page);
    await shot(page, 'auth-login-resend-after-wrong-code-375', { viewport: true });
  });

  test('with the server down, asking for a code still shows the failure toast (the toaster is in the entry chunk)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const ui = authPage(page);
    await page.goto('/');
    await expect(ui.phoneInput()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing answers any more: neither the API nor a script chunk.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await ui.phoneInput().fill(toPersianDigits(freshMobile()));
    await ui.sendCodeButton().click();
    await expect(shellPage(page).toasts()).toHaveCount(1);
    // The browser is online and the server does not answer: not the user's internet (behaviour §8).
    await expect(shellPage(page).toasts()).toHaveText(fa.errors.serverUnreachable);
    await shot(page, 'auth-login-server-down-375', { viewport: true });
  });

  test("the sign-in page starts while the page's timers are held (its first task is the browser's scheduler, not a timer)", async ({
    page,
  }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    await expect(authPage(page).phoneInput()).toBeEditable();
  });

  test('the code can be re-sent only when the countdown reaches ۰:۰۰; resending clears the boxes and restarts it', async ({
    page,
    portal,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    const ui = authPage(page);
    const mobile = freshMobile();
    await page.goto('/');
    // From here the page's clock moves only when the test moves it: a loaded machine cannot skip a tick.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await requestCodeOnLoginScreen(page, portal, mobile);
    await expect(ui.countdown()).toHaveText(fa.auth.resendIn('۲:۰۰'));
    await expect(ui.resendButton()).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(ui.countdown()).toHaveText(fa.auth.resendIn('۱:۵۹'));
    await ui.typeCode('12');
    await page.clock.runFor(118_000);
    await expect(ui.countdown()).toHaveText(fa.auth.resendIn('۰:۰۱'));
    await page.clock.runFor(1000);
    await expect(ui.countdown()).toHaveCount(0);
    await expect(ui.resendButton()).toBeEnabled();
    // The browser's clock ran two minutes ahead; the server's clock follows it past its resend window.
    portal.advanceClock(120_000);
    expect(portal.smsSentTo(mobile)).toHaveLength(1);
    await ui.resendButton().click();
    await expect(ui.countdown()).toHaveText(fa.auth.resendIn('۲:۰۰'));
    await expect(ui.codeBox(1)).toHaveValue('');
    await expect(ui.codeBox(2)).toHaveValue('');
    // The resend sent a second SMS (counted, not compared: two random codes may be equal), and its code signs in.
    const sent = portal.smsSentTo(mobile);
    expect(sent).toHaveLength(2);
    await ui.typeCode(sent[1]!.code!);
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
  });

  test('a reload does not trap a user who already has a code: asking again for the same number opens the code step with the remaining countdown, and the first code signs in', async ({
    page,
    portal,
  }) => {
    await page.setViewportSize(PHONE);
    const ui = authPage(page);
    const mobile = freshMobile();
    // The server's 30 s window passes only by the test's hand, however slowly the steps run.
    portal.stopClock();
    await page.goto('/');
    await requestCodeOnLoginScreen(page, portal, mobile);
    const first = portal.lastCode(mobile)!;
    expect(first).toMatch(/^[0-9]{4}$/);
    // Five seconds later (on the server's clock) the pharmacist reloads the page: the machine starts over on the phone step.
    portal.advanceClock(5_000);
    await page.reload();
    await expect(ui.phoneInput()).toHaveValue('');
    await ui.phoneInput().fill(toPersianDigits(mobile));
    await ui.sendCodeButton().click();
    // The server refuses a new code (30 s window in e2e) but says the first one still works.
    await expect(ui.codeBox(1)).toBeVisible();
    await expect(page.getByTestId('login-mobile')).toHaveText(toPersianDigits(mobile));
    await expect(shellPage(page).toast('کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.')).toBeVisible();
    await expect(ui.fieldError()).toHaveCount(0);
    const shown = (await ui.countdown().textContent())!;
    const [, mm, ss] = /([۰-۹]):([۰-۹]{2})/.exec(shown)!;
    const seconds = Number(toLatinDigits(mm)) * 60 + Number(toLatinDigits(ss));
    expect(seconds, `countdown ${shown}`).toBeGreaterThan(0);
    expect(seconds, `countdown ${shown}`).toBeLessThanOrEqual(25);
    expect(portal.lastCode(mobile), 'no second SMS').toBe(first);
    await atRest(page); // the toast's entrance animation
    await shot(page, 'auth-login-code-already-sent-375');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'auth-login-code-already-sent-1440');
    expect(await axe(page, SCREEN)).toEqual([]);
    await ui.typeCode(first);
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
  });

  test('a resend the server refuses (its window is longer than the screen thought) restarts the countdown at the seconds it has left', async ({
    page,
    portal,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    const ui = authPage(page);
    const mobile = freshMobile();
    // The server's clock stands still: its 30 s window is still open when the resend arrives.
    portal.stopClock();
    await page.goto('/');
    await requestCodeOnLoginScreen(page, portal, mobile);
    const first = portal.lastCode(mobile)!;
    // The browser's clock runs the 2:00 countdown out at once.
    await page.clock.runFor(RESEND_SECONDS * 1000);
    await expect(ui.resendButton()).toBeEnabled();
    await ui.resendButton().click();
    await expect(shellPage(page).toast('کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.')).toBeVisible();
    await expect(ui.resendButton()).toBeDisabled();
    const shown = (await ui.countdown().textContent())!;
    const [, mm, ss] = /([۰-۹]):([۰-۹]{2})/.exec(shown)!;
    const seconds = Number(toLatinDigits(mm)) * 60 + Number(toLatinDigits(ss));
    expect(seconds, `countdown ${shown}`).toBeGreaterThan(0);
    expect(seconds, `countdown ${shown}`).toBeLessThanOrEqual(30);
    expect(portal.lastCode(mobile)).toBe(first);
    await ui.typeCode(first);
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
  });

  test('the edit link returns to the number; the support dialog shows the support phone', async ({ page, portal }) => {
    await page.setViewportSize(DESKTOP);
    const ui = authPage(page);
    const mobile = freshMobile();
    await page.goto('/');
    await requestCodeOnLoginScreen(page, portal, mobile);
    await ui.supportButton().click();
    await expect(ui.supportDialog()).toContainText(toPersianDigits('021-91001234'));
    await page.keyboard.press('Escape');
    await ui.editNumberButton().click();
    await expect(ui.phoneInput()).toHaveValue(toPersianDigits(mobile));
  });

  test('a stored token on / goes straight to /medicineA', async ({ page, portal }) => {
    await portal.signInThroughApi(page);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/medicineA');
  });

  for (const [size, viewport] of sizes) {
    test(`the login screen at ${size} px: screenshots of both steps, no serious axe violations`, async ({ page, portal }) => {
      await page.setViewportSize(viewport);
      const ui = authPage(page);
      await page.goto('/');
      await expect(ui.phoneInput()).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('font-family', /Vazirmatn/);
      expect(await axe(page, SCREEN)).toEqual([]);
      await shot(page, `auth-login-phone-${size}`);
      await requestCodeOnLoginScreen(page, portal, freshMobile());
      await expect(ui.codeBox(1)).toBeFocused();
      expect(await axe(page, SCREEN)).toEqual([]);
      await shot(page, `auth-login-code-${size}`);
    });
  }
});

test.describe('registration', () => {
  test('a new user registers through all three steps and the server keeps the information', async ({ page, portal }) => {
    await page.setViewportSize(DESKTOP);
    const ui = authPage(page);
    const mobile = freshMobile();
    await page.goto('/');
    await ui.registerLink().click();
    await expect(page).toHaveURL((url) => url.pathname === '/Register/step1');
    await expect(ui.currentStep()).toContainText(fa.register.steps[0]);

    await ui.submitStep1().click();
    await expect(ui.fieldError()).toHaveText([fa.register.required, fa.register.required, fa.register.invalidMobile]);
    expect(await axe(page, SCREEN)).toEqual([]);
    await shot(page, 'auth-register-step1-errors-1440');

    await ui.field(fa.register.fields.mobile).fill(toPersianDigits(mobile));
    await ui.field(fa.register.fields.firstName).fill('مریم');
    await ui.field(fa.register.fields.lastName).fill('احمدی');
    await ui.field(fa.register.fields.orgName).fill('داروخانه دکتر احمدی');
    await ui.provinceDropdown().click();
    await page.getByRole('option', { name: 'تهران' }).click();
    await ui.field(fa.register.fields.phone).fill('02188776655');
    await ui.field(fa.register.fields.email).fill('info@example.ir');
    await ui.field(fa.register.fields.address).fill('تهران، خیابان ولیعصر');
    await expect(ui.fieldError()).toHaveCount(0);
    await ui.submitStep1().click();

    await expect(ui.verifyDialog()).toBeVisible();
    await expect(ui.dialogCodeBox(1)).toBeFocused();
    expect(await axe(page, SCREEN)).toEqual([]);
    await shot(page, 'auth-register-verify-1440');
    await page.keyboard.type(portal.lastCode(mobile)!);

    await expect(page).toHaveURL((url) => url.pathname === '/Register/step2');
    await expect(ui.currentStep()).toContainText(fa.register.steps[1]);
    const token = await storedAccessToken(page);
    const { data: profile } = await portal.api<{ data: Record<string, unknown> }>('/user/v1/get-my-profile', { token });
    expect(profile).toMatchObject({
      mobile,
      first_name: 'مریم',
      last_name: 'احمدی',
      org_name: 'داروخانه دکتر احمدی',
      phone: '02188776655',
      address: 'تهران، خیابان ولیعصر',
      email: '',
    });
    expect((profile.state as { name: string }).name).toBe('تهران');
    expect(await axe(page, SCREEN)).toEqual([]);
    await shot(page, 'auth-register-step2-1440');

    await ui.packageButton('1m').click();
    await expect(page).toHaveURL((url) => url.pathname === '/Register/step3');
    await expect(page.getByText('۱۲۰٬۰۰۰')).toBeVisible();
    await expect(page.getByText('۱٬۳۲۰٬۰۰۰')).toBeVisible();
    await ui.invoiceCheckbox().check();
    expect(await axe(page, SCREEN)).toEqual([]);
    await shot(page, 'auth-register-step3-1440');

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/Register/step2');
    await ui.packageButton('6m').click();
    // The user pays exactly the invoice's total (behaviour §9, §10.6): 5,400,000 rial and its 10 % VAT,
    // the same amount on the invoice (rial, and toman beside it), the gateway and the history.
    const invoiceTotal = page.getByRole('definition').filter({ hasText: '۵٬۹۴۰٬۰۰۰ ریال' });
    await expect(invoiceTotal).toBeVisible();
    await expect(invoiceTotal).toContainText(fa.register.inToman('۵۹۴٬۰۰۰'));
    await expect(page.getByRole('definition').filter({ hasText: 'اشتراک شش‌ماهه' })).toBeVisible();
    await shot(page, 'auth-register-step3-6m-1440');
    // Step 3's payment (behaviour §10.6): checkout for the 6-month package, the sandbox gateway, then the
    // purchase history with the order paid.
    await ui.payButton().click();
    await expect(page).toHaveURL(/\/api\/payments\/v1\/sandbox\//);
    await expect(page.getByTestId('sandbox-amount')).toContainText('۵۹۴٬۰۰۰ تومان');
    await expect(page.getByTestId('sandbox-amount')).toContainText('۵٬۹۴۰٬۰۰۰ ریال');
    await expect(page.locator('body')).toContainText('اشتراک شش‌ماهه');
    await shot(page, 'auth-register-gateway-1440');
    await page.getByRole('button', { name: fa.register.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/SelectPackage\/HistoryPackage\?order=/);
    const paid = page.locator('tr[aria-current="true"]');
    await expect(paid).toContainText(fa.packages.statuses.paid);
    await expect(paid).toContainText('اشتراک شش‌ماهه');
    await expect(paid).toContainText('۵۹۴٬۰۰۰');
    await expect(paid).toContainText('۵٬۹۴۰٬۰۰۰ ریال');
    await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-active', 'true');
    await shot(page, 'auth-register-history-1440');
  });

  test('at 375 px the wizard steps fit the phone (screenshots); step 2 without a token goes to /', async ({ page, portal }) => {
    await page.setViewportSize(PHONE);
    const ui = authPage(page);
    await page.goto('/Register/step2');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/Register/step1');
    await expect(ui.provinceDropdown()).toBeEnabled();
    await shot(page, 'auth-register-step1-375');
    const mobile = freshMobile();
    await ui.field(fa.register.fields.mobile).fill(mobile);
    await ui.field(fa.register.fields.firstName).fill('سارا');
    await ui.field(fa.register.fields.lastName).fill('کریمی');
    await ui.submitStep1().click();
    await expect(ui.verifyDialog()).toBeVisible();
    await shot(page, 'auth-register-verify-375');
    await page.keyboard.type(portal.lastCode(mobile)!);
    await expect(page).toHaveURL((url) => url.pathname === '/Register/step2');
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll, 'no horizontal scroll at 375 px').toBe(true);
    await shot(page, 'auth-register-step2-375');
    await ui.packageButton('12m').click();
    await expect(page.getByText('۷٬۰۴۰٬۰۰۰')).toBeVisible();
    await shot(page, 'auth-register-step3-375');
  });

  test('closing the code dialog and submitting again reopens it (the server refuses a second code, the first one works)', async ({
    page,
    portal,
  }) => {
    await page.setViewportSize(DESKTOP);
    const ui = authPage(page);
    const mobile = freshMobile();
    await page.goto('/Register/step1');
    await ui.field(fa.register.fields.mobile).fill(toPersianDigits(mobile));
    await ui.field(fa.register.fields.firstName).fill('سارا');
    await ui.field(fa.register.fields.lastName).fill('کریمی');
    await ui.submitStep1().click();
    await expect(ui.verifyDialog()).toBeVisible();
    const first = portal.lastCode(mobile)!;
    await ui.verifyDialog().getByRole('button', { name: fa.register.cancel }).click();
    await expect(ui.verifyDialog()).toHaveCount(0);
    await ui.submitStep1().click();
    await expect(ui.verifyDialog()).toBeVisible();
    await expect(shellPage(page).toast('کد تأیید پیش‌تر به این شماره ارسال شده است؛ همان کد را وارد کنید.')).toBeVisible();
    expect(portal.lastCode(mobile)).toBe(first);
    await ui.dialogCodeBox(1).click();
    await page.keyboard.type(first);
    await expect(page).toHaveURL((url) => url.pathname === '/Register/step2');
  });

  test('an already registered mobile (the demo account, signed in) gets the server message', async ({ page, portal }) => {
    await page.setViewportSize(DESKTOP);
    const ui = authPage(page);
    await portal.signInThroughApi(page);
    await page.goto('/Register/step1');
    await ui.field(fa.register.fields.mobile).fill(DEMO_MOBILE);
    await ui.field(fa.register.fields.firstName).fill('مریم');
    await ui.field(fa.register.fields.lastName).fill('احمدی');
    await ui.submitStep1().click();
    await expect(page.locator('.fui-MessageBar')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/Register/step1');
  });
});

test.describe('logout', () => {
  test('logout clears the storage and returns to the login screen', async ({ page, portal }) => {
    await page.setViewportSize(DESKTOP);
    await portal.signInThroughApi(page);
    await page.goto('/medicineA');
    const shell = shellPage(page);
    await shell.userMenu().click();
    await shell.choose(shell.menuItem(fa.nav.logout));
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(authPage(page).phoneInput()).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/medicineA');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  // behaviour §12.4: nothing personal stays in the browser's HTTP cache for a page to read back.
  test('after logout the HTTP cache holds nothing of the user: neither the profile nor the ticket list', async ({ page, portal }) => {
    await page.setViewportSize(DESKTOP);
    await portal.signInThroughApi(page);
    const answered = (path: string) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET' && r.status() === 200);
    const profile = answered('/api/user/v1/get-my-profile');
    await page.goto('/Profile');
    const profileUrl = (await profile).url();
    const tickets = answered('/api/ticket/v1/ticket_list_user');
    const shell = shellPage(page);
    await shell.navLink(fa.nav.tickets).click();
    const ticketsUrl = (await tickets).url();
    await shell.userMenu().click();
    await shell.choose(shell.menuItem(fa.nav.logout));
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const cached = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
              async (r) => `${r.status} ${await r.text()}`,
              () => null,
            ),
          ),
        ),
      [profileUrl, ticketsUrl],
    );
    expect(cached).toEqual([null, null]);
  });
});
