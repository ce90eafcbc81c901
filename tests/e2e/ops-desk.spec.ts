/**
 * The support desk end to end (behaviour §10.10), on a portal of its own with what `npm start` makes on
 * an empty database: the demo catalogue, the demo operator and the desk's demo tickets and reports. A
 * pharmacist sends a ticket and a drug report in one browser context; the demo operator signs in in
 * another, finds the ticket in the inbox, answers it and marks the report fixed; the pharmacist then
 * reads the answer, 'checked', and the report's status on the drug. At 375 and 1440 px, with every
 * console screen photographed and checked for sideways scrolling.
 */
import { DEMO_OPERATOR_MOBILE } from '../../server/db/demo-desk';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { faOps } from '../../src/ops/i18n/fa-ops';
import { accountPage } from '../models/account.page';
import { DetailPage } from '../models/detail.page';
import { opsPage } from '../models/ops.page';
import { CONSOLE_SIZES, startDeskPortal, type DeskPortal } from './desk-portal';
import { DEMO_MOBILE, expect, test } from './fixtures';

const PHARMACIST = DEMO_MOBILE;

let portal: DeskPortal;

test.beforeAll(async () => {
  // A copy of the run's seeded database with the desk's demo added (the demo made on a first start is
  // tests/server/ops-demo.test.ts's): no migrating and seeding of a database of its own.
  test.setTimeout(180_000);
  portal = await startDeskPortal('desk', { fromRunDatabase: true });
});

test.afterAll(async () => {
  await portal?.close();
});

for (const [size, viewport] of CONSOLE_SIZES) {
  test(`at ${size} px: a ticket and a drug report are answered in the console and the pharmacist sees both`, async ({ browser }) => {
    test.setTimeout(120_000);
    const stamp = `${size}-${Date.now() % 100_000}`;
    const ticketTitle = `کد تأیید دیر می‌رسد ${stamp}`;
    const reportTitle = `قیمت اشتباه ${stamp}`;
    const answer = `سلام؛ ارسال پیامک درست شد. ${stamp}`;

    // The pharmacist sends a ticket and a report on the first drug of list A.
    const pharmacist = await portal.newContext(browser, viewport);
    const p = pharmacist.page;
    await p.goto('/Reports');
    await portal.signInThroughScreen(p, PHARMACIST);
    const account = accountPage(p);
    await expect(account.ticketsHeading()).toBeVisible();
    await account.newTicketButton().click();
    await account.ticketTitle().fill(ticketTitle);
    await account.ticketBody().fill('پس از زدن دکمه دریافت کد، پیامک چند دقیقه بعد می‌رسد.');
    await account.sendTicket().click();
    await expect(account.showTicket(ticketTitle)).toBeVisible();

    await p.goto('/medicineA');
    // The list opens a detail in a new tab: this tab follows the link's address instead.
    const href = await p.locator('tbody tr a').first().getAttribute('href');
    await p.goto(href!);
    const detail = new DetailPage(p, 'A');
    await expect(detail.heading).toBeVisible();
    const drugUrl = p.url();
    await detail.reportButton.click();
    await detail.reportDialog.getByRole('textbox', { name: faMedicine.reportTitle }).fill(reportTitle);
    await detail.reportDialog.getByRole('textbox', { name: faMedicine.reportText }).fill('قیمت مصرف‌کننده با قیمت روی جعبه یکی نیست.');
    await detail.reportDialog.getByRole('button', { name: faMedicine.sendReport }).click();
    await expect(detail.reportDialog).toBeHidden();
    // Before anyone looks at it the drug shows the report as new.
    await p.reload();
    const myReport = p.getByTestId('my-reports').getByRole('listitem').filter({ hasText: reportTitle });
    await expect(myReport.getByTestId('report-status')).toHaveText(fa.reportStatuses.new);

    // The demo operator opens the console, is asked to sign in, and comes back to it.
    const operator = await portal.newContext(browser, viewport);
    const o = operator.page;
    const ops = opsPage(o);
    await o.goto('/ops');
    await portal.signInThroughScreen(o, DEMO_OPERATOR_MOBILE);
    await expect(ops.inboxTable()).toBeVisible();
    await expect(ops.ticketLink(ticketTitle)).toBeVisible();
    // The operators' screen is the admin's: an operator's menu has no item for it.
    await expect(o.getByRole('navigation', { name: faOps.menuLabel }).getByRole('link', { name: faOps.menu.inbox })).toBeVisible();
    await expect(o.getByRole('link', { name: faOps.menu.operators })).toHaveCount(0);
    // Unanswered first: the new ticket is on the first page, above every 'checked' one.
    const statuses = await ops.inboxRows().evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    const mine = statuses.findIndex((text) => text.includes(ticketTitle));
    const firstChecked = statuses.findIndex((text) => text.includes(fa.tickets.statusLabels.checked));
    expect(mine).toBeGreaterThanOrEqual(0);
    if (firstChecked >= 0) expect(mine).toBeLessThan(firstChecked);
    expect(await ops.scrollsSideways()).toBe(false);
    await o.screenshot({ path: `test-results/screens/ops-inbox-${size}.png`, fullPage: true });

    await ops.ticketLink(ticketTitle).click();
    await expect(ops.ticketCard()).toBeVisible();
    await expect(ops.ticketStatus()).toHaveText(fa.tickets.statusLabels['not checked']);
    await expect(ops.ticketPharmacy()).toContainText('۰۹۱۲۰۰۰۰۰۰۰');
    await ops.answerBox().fill(answer);
    expect(await ops.scrollsSideways()).toBe(false);
    await o.screenshot({ path: `test-results/screens/ops-ticket-${size}.png`, fullPage: true });
    await ops.sendAnswer().click();
    await expect(ops.toast(faOps.ticket.answered)).toBeVisible();
    await expect(ops.ticketStatus()).toHaveText(fa.tickets.statusLabels.checked);
    await expect(ops.standingAnswer()).toHaveText(answer);

    // The drug report: found under 'new', set to fixed.
    await o.goto('/ops/reports');
    await expect(ops.reportsTable()).toBeVisible();
    await ops.statusFilter().selectOption(fa.reportStatuses.new);
    await expect(ops.reportStatus(reportTitle)).toBeVisible();
    expect(await ops.scrollsSideways()).toBe(false);
    await o.screenshot({ path: `test-results/screens/ops-reports-${size}.png`, fullPage: true });
    await ops.reportStatus(reportTitle).selectOption(fa.reportStatuses.fixed);
    await expect(ops.toast(faOps.reports.statusChanged)).toBeVisible();
    await expect(ops.reportStatus(reportTitle)).toHaveValue('fixed');

    // The other screens hold at this width too.
    for (const [path, testId] of [
      ['/ops/pharmacies', 'ops-pharmacies'],
      ['/ops/packages', 'ops-packages'],
      ['/ops/audit', 'ops-audit'],
    ] as const) {
      await o.goto(path);
      await expect(o.getByTestId(testId)).toBeVisible();
      await expect(o.getByTestId(testId).locator('tbody tr').first()).toBeVisible();
      expect(await ops.scrollsSideways(), path).toBe(false);
      await o.screenshot({ path: `test-results/screens/ops-${testId.slice(4)}-${size}.png`, fullPage: true });
    }

    // The pharmacist reads the answer and 'checked', and the report's new status on the drug.
    await p.goto('/Reports');
    // The tickets menu item carries the one unread answer (behaviour §10.10) until the ticket is opened.
    const unread = p.getByTestId('account-menu').getByTestId('unread-answers');
    await expect(unread).toHaveText('۱');
    await account.showTicket(ticketTitle).click();
    await expect(account.detailDialog()).toContainText(answer);
    await expect(account.detailDialog().getByTestId('ticket-status')).toHaveText(fa.tickets.statusLabels.checked);
    await account.detailClose().click();
    await expect(unread).toHaveCount(0);
    await p.goto(drugUrl);
    await expect(myReport.getByTestId('report-status')).toHaveText(fa.reportStatuses.fixed);

    // A pharmacist in the console is told no.
    await p.goto('/ops');
    await expect(opsPage(p).notAllowed()).toBeVisible();
    expect(await opsPage(p).scrollsSideways()).toBe(false);
    await p.screenshot({ path: `test-results/screens/ops-not-allowed-${size}.png`, fullPage: true });

    await pharmacist.context.close();
    await operator.context.close();
  });
}
