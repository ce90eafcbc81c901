/**
 * `npm run lighthouse` (after `vite build`): Lighthouse's mobile preset (simulated slow 4G and a 4×
 * slower CPU), cold cache, in Debian's Chromium, on the sign-in page, list A and one detail of A.
 * Starts the built portal on a free port with a freshly seeded PGlite database, signs the demo
 * pharmacist in through the API (the code from the console SMS sender) and puts the tokens in local
 * storage, where the SPA keeps them, before each signed-in run. Each run has a fresh browser
 * profile (cold HTTP cache). Prints the median of RUNS runs per route (default 3), and beside it the
 * route's median total blocking time divided by the sign-in page's: blocking time scales with the
 * machine, the ratio travels (the target is in docs/performance.md). The runs take turns (sign-in,
 * list, detail, sign-in, ...), so a change in the machine's load reaches every route alike; the
 * sign-in page always runs, as the reference. «TBT from CPU» is the same sum worked out from each
 * task's thread time (the CPU it used) instead of its wall time, which a loaded machine stretches
 * (`blockingEstimate`, scripts/trace-events.ts), with its own ratio to the sign-in page's.
 *
 * Env: CHROME_PATH (default /usr/bin/chromium), RUNS, SEED_SCALE (default 2000), ROUTES (a comma
 * list of route names to run besides sign-in, e.g. "list A"), STATIC_DIR (another build to serve, default
 * dist: two builds compared with one server and one script), LH_REPORTS (a folder: each run's JSON
 * report goes there; with LH_TRACES=1 its Chromium trace too, `<route>-<run>.trace.json`), CPU_SLOWDOWN (the preset's 4 by default: on a fast machine the sign-in page has
 * no task over 50 ms, its blocking time is 0 and the ratio says nothing, so a larger one slows the
 * CPU until it does; the printed benchmark index is Lighthouse's measure of the machine). Not part of `npm test`: the figures live in docs/performance.md.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/api/tokens';
import { paths } from '../src/routes/paths';
import { api, startPortal } from './local-portal';
import { blockingEstimate, type TraceEvent } from './trace-events';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const ROUTES = process.env.ROUTES?.split(',').map((name) => name.trim());
const REPORTS = process.env.LH_REPORTS;
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;
const DEMO_MOBILE = '09120000000';
/** A list's and a detail's total blocking time, at most this many times the sign-in page's. */
const TBT_RATIO_TARGET = 3;
const MOBILE_THROTTLING = throttling.mobileSlow4G;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  benchmark: number;
  /** Blocking time worked out from the main thread's CPU (thread time) at the run's slowdown (scripts/trace-events.ts). */
  cpuTbt: number;
}

async function run(url: string, tokens: { accessToken: string; refreshToken: string } | null, report: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    if (tokens) {
      // The tokens go into local storage from a file of the same origin that loads no script, so the
      // app's own files stay out of the cache.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((entries: [string, string][]) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), [
        [ACCESS_TOKEN_KEY, tokens.accessToken],
        [REFRESH_TOKEN_KEY, tokens.refreshToken],
      ] as [string, string][]);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(tokens),
      ...(CPU_SLOWDOWN ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    if (!result) throw new Error('no Lighthouse result');
    const { lhr } = result;
    // A run Lighthouse could not record (NO_NAVSTART on a loaded machine) counts as missing, not as 0.
    if (lhr.runtimeError) console.error(`${report}: ${lhr.runtimeError.code}`);
    const failed = Boolean(lhr.runtimeError);
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true });
      await writeFile(join(REPORTS, `${report}.json`), JSON.stringify(lhr));
      if (process.env.LH_TRACES) await writeFile(join(REPORTS, `${report}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    const audit = (id: string) => (failed ? Number.NaN : (lhr.audits[id]?.numericValue ?? Number.NaN));
    return {
      performance: failed ? Number.NaN : Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      benchmark: lhr.environment.benchmarkIndex,
      cpuTbt: failed
        ? Number.NaN
        : blockingEstimate(
            (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents,
            lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4,
          ).blocking,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of the runs that gave a figure (of two, their mean). */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const shown = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');

async function main() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'daroban-lighthouse-'));
  const portal = await startPortal(port, dataDir, process.env.STATIC_DIR);
  const base = `http://127.0.0.1:${port}`;
  try {
    await api(base, '/user/v1/send-otp', { body: { mobile: DEMO_MOBILE } });
    const code = portal.codeFor(DEMO_MOBILE);
    if (!code) throw new Error('no code in the server log');
    const { data: tokens } = await api<{ data: { accessToken: string; refreshToken: string } }>(base, '/user/v1/submit-otp', {
      body: { mobile: DEMO_MOBILE, code },
    });
    const list = await api<{ data: { main: { docs: { _id: string }[] } } }>(base, '/medicine/v1/get-all-medicine-a-user?limit=1&page=1', {
      token: tokens.accessToken,
    });
    const routes: [string, string, typeof tokens | null][] = [
      ['sign-in', paths.login, null],
      ['list A', paths.medicineA.list, tokens],
      ['detail A', paths.medicineA.detail(list.data.main.docs[0]!._id), tokens],
    ];
    const chosen = routes.filter(([name]) => name === 'sign-in' || !ROUTES || ROUTES.includes(name));
    const runs = new Map<string, Figures[]>(chosen.map(([name]) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const [name, path, session] of chosen) {
        runs.get(name)!.push(await run(`${base}${path}`, session, `${name.replace(/\W+/g, '-')}-${i + 1}`));
      }
    }
    const load = loadavg().map((value) => value.toFixed(1));
    const benchmark = median([...runs.values()].flat().map((r) => r.benchmark));
    const slowdown = CPU_SLOWDOWN ?? MOBILE_THROTTLING.cpuSlowdownMultiplier;
    console.log(
      `Lighthouse ${RUNS}× per route, mobile preset, CPU ${slowdown}× slower, cold cache, ${CHROME}; benchmark index ${Math.round(benchmark)}; load average at the end ${load.join(' ')}\n`,
    );
    console.log(
      '| Route | Performance | LCP | TBT | TBT ÷ sign-in | CLS | FCP | runs (performance) | runs (TBT) | TBT from CPU | ÷ sign-in | runs (TBT from CPU) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    const signInTbt = median(runs.get('sign-in')!.map((r) => r.tbt));
    const signInCpuTbt = median(runs.get('sign-in')!.map((r) => r.cpuTbt));
    const ratioTo = (value: number, reference: number) => (reference > 0 ? `${(value / reference).toFixed(1)}×` : '–');
    for (const [name, path] of chosen) {
      const figures = runs.get(name)!;
      const m = (key: keyof Figures) => median(figures.map((r) => r[key]));
      const ratio = name === 'sign-in' ? '1' : ratioTo(m('tbt'), signInTbt);
      const cpuRatio = name === 'sign-in' ? '1' : ratioTo(m('cpuTbt'), signInCpuTbt);
      console.log(
        `| ${name} (\`${path}\`) | ${Math.round(m('performance'))} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${ratio} | ${m('cls').toFixed(3)} | ${(m('fcp') / 1000).toFixed(2)} s | ${figures.map((r) => shown(r.performance)).join(', ')} | ${figures.map((r) => shown(r.tbt)).join(', ')} | ${Math.round(m('cpuTbt'))} ms | ${cpuRatio} | ${figures.map((r) => shown(r.cpuTbt)).join(', ')} |`,
      );
    }
    console.log(`\nTarget: list A's and detail A's TBT at most ${TBT_RATIO_TARGET}× the sign-in page's (docs/performance.md).`);
  } finally {
    portal.child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
