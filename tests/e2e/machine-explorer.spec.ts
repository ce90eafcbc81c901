/**
 * The machine explorer over the built Storybook (behaviour §10.7): `index.json` has one `Machines/<id>` per
 * machines/*.machine.ts; every explorer draws one [data-state] per state node and one
 * [data-transition] per transition; pressing an enabled event moves aria-current and changes the
 * screen; a login path is walked step by step; the page is axe-clean.
 *
 * Builds Storybook once (`storybook build`, ~30 s) unless STORYBOOK_STATIC names a built one, and
 * serves it on a free 127.0.0.1 port. No portal: the explorer's actors never call the API.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { machineIdOf } from '../../.storybook/machine-stories';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const staticDir = process.env.STORYBOOK_STATIC ?? path.join(root, 'storybook-static');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
};

/**
 * One interaction per machine, from the state the explorer starts in: the buttons to press and a
 * state that must be current afterwards. A machine without a line here is still checked for its
 * index entry, its chart and an event that moves the log.
 */
const steps: Record<string, { press: string[]; current: string }> = {
  accessGate: { press: ['done: checkProfile ({"completeProfile":false})'], current: 'accessGate.signedIn.completeness.known' },
  catalogList: { press: ['done: fetchPage (2 rows of 3 pages)'], current: 'catalogList.loaded.rows' },
  medicineDetail: { press: ['done: loadMedicine (a-amoxicillin-500)'], current: 'medicineDetail.loaded.idle' },
  otpLogin: { press: ['PHONE.CHANGE', 'PHONE.SUBMIT'], current: 'otpLogin.verifyingMobile' },
  otpVerification: { press: ['done: sendOtp'], current: 'otpVerification.active.code.enteringCode' },
  packages: { press: ['done: fetchPage (2 pages)'], current: 'packages.loaded.rows' },
  priceChangeList: { press: ['done: fetchPage (2 rows of 3 pages)'], current: 'priceChangeList.loaded.rows' },
  profile: { press: ['error: loadProfile (network)'], current: 'profile.failed' },
  registration: { press: ['FIELD.CHANGE'], current: 'registration.step1.editing' },
  reportDialog: { press: ['REPORT.OPEN'], current: 'reportDialog.open' },
  resendCountdown: { press: ['after oneSecond'], current: 'resendCountdown.counting' },
  tickets: { press: ['done: fetchTickets (2 rows)'], current: 'tickets.list.loaded.rows.browsing' },
  watchDigest: { press: ['done: loadDigestSetting {"smsDigest":true}'], current: 'watchDigest.ready' },
};

let server: Server;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!process.env.STORYBOOK_STATIC) {
    const started = Date.now();
    await promisify(execFile)('npx', ['storybook', 'build', '-o', staticDir, '--quiet'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    console.log(`build-storybook took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(staticDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(staticDir) || !(await stat(file).catch(() => null))?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const current = (page: Page) =>
  page.locator('[data-state][aria-current="true"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));

async function openExplorer(page: Page, id: string) {
  await page.goto(`${base}/iframe.html?id=machines-${id.toLowerCase()}--explorer&viewMode=story`);
  await expect(page.locator('svg[data-machine] [data-state]').first()).toBeVisible({ timeout: 60_000 });
}

/** What the screen frame shows: its text, its fields' values and which controls are disabled or busy. */
const screenText = (page: Page) =>
  page
    .locator('iframe')
    .count()
    .then((n) =>
      n
        ? page
            .frameLocator('iframe')
            .locator('body')
            .evaluate((body) =>
              [
                (body as HTMLElement).innerText,
                ...[...body.querySelectorAll('input, textarea, button')].map(
                  (el) => `${(el as HTMLInputElement).value ?? ''}:${(el as HTMLInputElement).disabled}`,
                ),
                `spinners:${body.querySelectorAll('[role="progressbar"], .fui-Spinner').length}`,
              ].join('|'),
            )
        : '',
    );

/** The machine files and their ids, read when the tests are listed (one test per machine). */
const machineFiles = readdirSync(path.join(root, 'machines'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.machine.ts'))
  .sort()
  .map((file) => ({ file, id: machineIdOf(readFileSync(path.join(root, 'machines', file), 'utf8'), file) }));

test('every machine file has its explorer in the index, and no other', async () => {
  const index = (await (await fetch(`${base}/index.json`)).json()) as { entries: Record<string, { title: string; importPath: string }> };
  const listed = Object.values(index.entries).filter((entry) => entry.title.startsWith('Machines/'));
  expect(listed.map((entry) => entry.title).sort()).toEqual(machineFiles.map(({ id }) => `Machines/${id}`).sort());
  expect(listed.map((entry) => entry.importPath).sort()).toEqual(machineFiles.map(({ file }) => `./machines/${file}`));
});

for (const { id } of machineFiles) {
  test(`explorer of ${id}: the whole chart, and an enabled event moves aria-current and the screen`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const started = Date.now();
    await openExplorer(page, id);
    console.log(`explorer ${id}: drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The counts the definition has (the explorer's status line says the same: "n/n transitions").
    const svg = page.locator('svg[data-machine]');
    const label = (await svg.getAttribute('aria-label')) ?? '';
    const [, states, transitions] = /: (\d+) states, (\d+) transitions/.exec(label) ?? [];
    await expect(svg.locator('[data-state]')).toHaveCount(Number(states));
    await expect(svg.locator('[data-transition]')).toHaveCount(Number(transitions));
    const committed = await readFile(path.join(root, 'docs/machines', `${id}.svg`), 'utf8');
    expect([...committed.matchAll(/data-state="/g)].length, `${id}: states as in docs/machines`).toBe(Number(states));
    expect([...committed.matchAll(/data-transition="/g)].length, `${id}: transitions as in docs/machines`).toBe(Number(transitions));
    // The model's paths are walked after the chart is drawn.
    await expect(page.getByText(/transitions covered by the model paths/)).toContainText(`${transitions}/${transitions}`, {
      timeout: 60_000,
    });

    const screenBefore = await screenText(page);
    const log = page.getByTestId('event-log').getByRole('listitem');
    const logBefore = await log.count();
    const step = steps[id];
    if (step) {
      for (const name of step.press) await page.getByRole('button', { name, exact: true }).click();
      await expect.poll(() => current(page), { message: `${id}: after ${step.press.join(', ')}` }).toContain(step.current);
      await expect.poll(() => screenText(page), { message: `${id}: the screen changes` }).not.toBe(screenBefore);
    } else {
      await page.locator('[data-event]:enabled').first().click();
    }
    await expect(log).toHaveCount(logBefore + (step?.press.length ?? 1));
    expect(errors).toEqual([]);
  });
}

test('a login path is walked step by step on the chart and the screen; the explorer is axe-clean', async ({ page }) => {
  test.setTimeout(120_000);
  await openExplorer(page, 'otpLogin');
  const axe = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axe });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> };
      }
    ).axe.run(document, { iframes: false });
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
  expect(violations).toEqual([]);

  // The path that signs in: it ends in `redirecting`, through the one-time-code child and the profile.
  const paths = page.locator('li', { has: page.getByRole('button', { name: /^Walk path \d+ of \d+$/ }) });
  const signingIn = paths.filter({ hasText: /when xstate\.done\.actor\.otp \(verified\).*then redirecting$/ }).first();
  await signingIn.getByRole('button').click();
  const next = page.getByRole('button', { name: 'Next step' });
  const seen: Array<Array<string | null>> = [];
  while (await next.isEnabled()) {
    await next.click();
    await expect(page.getByTestId('mismatch')).toHaveCount(0);
    seen.push(await current(page));
  }
  expect(seen.flat()).toContain('otpLogin.verifyingMobile');
  expect(seen.flat()).toContain('otpLogin.signedIn.loadingProfile');
  expect(await current(page)).toContain('otpLogin.redirecting');
  // The screen followed: the code step, locked once signed in.
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('textbox').first()).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/machine-explorer-login-1440.png', fullPage: true });
});
