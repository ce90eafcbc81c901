/**
 * `npx tsx scripts/trace-route.ts` (after `vite build`): one cold load of list A and one of detail A in
 * Chromium with its CPU slowed (`CPU_SLOWDOWN`, default 4), traced, and the main thread's long tasks
 * printed with what ran in them: the functions with the most self time and the most time under them
 * (build with `--minify false` so they keep their names). Finds where the blocking time of
 * `npm run lighthouse` goes (docs/performance.md, «Main-thread time on a phone»).
 *
 * Env: STATIC_DIR (default dist), CPU_SLOWDOWN, ROUTES (a comma list: sign-in, list A, detail A),
 * LONG (the task length printed, ms, default 50; above 10 s only the summary line), TRACE_DIR (keeps each
 * trace's JSON), SETTLE_MS (how long the trace goes on after the network is idle), ESTIMATE_AT, RUNS.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/api/tokens';
import { paths } from '../src/routes/paths';
import { api, startPortal } from './local-portal';
import { blockingEstimate, type TraceEvent } from './trace-events';

const STATIC_DIR = process.env.STATIC_DIR ?? 'dist';
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const LONG = Number(process.env.LONG ?? 50);
const ROUTES = process.env.ROUTES?.split(',').map((name) => name.trim());
const PORT = Number(process.env.PORT ?? 4501);
const DEMO_MOBILE = '09120000000';

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const frameName = (node: ProfileNode) => {
  const file =
    (node.callFrame.url ?? '')
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '') ?? '';
  return `${node.callFrame.functionName || '(anonymous)'} ${file}${file ? `:${(node.callFrame.lineNumber ?? 0) + 1}` : ''}`;
};

/** The multiplier of the estimate (`ESTIMATE_AT`, default 12: the slowdown `npm run lighthouse` is read at). */
const ESTIMATE_AT = Number(process.env.ESTIMATE_AT ?? 12);

/** The long tasks of the page's main thread, each with its top functions by self and total time. */
function analyse(events: TraceEvent[]): string {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  );
  if (!main) return 'no renderer main thread';
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= LONG * 1000);
  // The CPU profile: samples with their times.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let time = 0;
  for (const e of events.filter((x) => x.pid === main.pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
    const data = e.args?.data as
      { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (e.name === 'Profile') {
      time = data?.startTime ?? 0;
      continue;
    }
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, node: id });
    });
  }
  const lines: string[] = [];
  const start = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? 0;
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += task.dur! / 1000 - 50;
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    const deltaOf = (i: number) => (i + 1 < inside.length ? inside[i + 1]!.ts - inside[i]!.ts : 0);
    inside.forEach((s, i) => {
      const d = deltaOf(i) / 1000;
      let node = nodes.get(s.node);
      if (!node) return;
      self.set(frameName(node), (self.get(frameName(node)) ?? 0) + d);
      const seen = new Set<string>();
      while (node) {
        const name = frameName(node);
        if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + d);
        seen.add(name);
        node = node.parent !== undefined ? nodes.get(node.parent) : [...nodes.values()].find((n) => n.parent === undefined && false);
        if (!node) break;
      }
    });
    const kids = onMain
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.ts >= task.ts &&
          e.ts < end &&
          e !== task &&
          (e.dur ?? 0) > 2000 &&
          [
            'FunctionCall',
            'EvaluateScript',
            'v8.evaluateModule',
            'TimerFire',
            'EventDispatch',
            'FireAnimationFrame',
            'Layout',
            'UpdateLayoutTree',
            'ParseHTML',
            'RunMicrotasks',
            'v8.compileModule',
            'XHRReadyStateChange',
            'FireIdleCallback',
          ].includes(e.name),
      )
      .slice(0, 6)
      .map(
        (e) =>
          `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}ms ${String((e.args?.data as { url?: string; functionName?: string } | undefined)?.functionName ?? '')}${
            String((e.args?.data as { url?: string } | undefined)?.url ?? '')
              .split('/')
              .pop() ?? ''
          }`,
      );
    const top = (m: Map<string, number>, n: number) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${v.toFixed(0)} ${k}`)
        .join(' | ');
    lines.push(`task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms`);
    lines.push(`  events: ${kids.join('; ')}`);
    lines.push(`  self:  ${top(self, 10)}`);
    lines.push(`  total: ${top(total, 22)}`);
  }
  const estimate = blockingEstimate(events, ESTIMATE_AT);
  lines.unshift(
    `${tasks.length} tasks ≥ ${LONG} ms; blocking (over 50 ms) ${blocking.toFixed(0)} ms; from thread time after FCP: CPU ${estimate.cpu.toFixed(0)} ms, at ${ESTIMATE_AT}× ${estimate.tasks} tasks over 50 ms, blocking ${estimate.blocking.toFixed(0)} ms`,
  );
  return LONG > 10_000 ? lines[0]! : lines.join('\n');
}

async function main() {
  if (process.env.ANALYSE) {
    const { readFile } = await import('node:fs/promises');
    const trace = JSON.parse(await readFile(process.env.ANALYSE, 'utf8')) as { traceEvents: TraceEvent[] };
    console.log(analyse(trace.traceEvents));
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'daroban-trace-'));
  const portal = await startPortal(PORT, dataDir, STATIC_DIR);
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    await api(base, '/user/v1/send-otp', { body: { mobile: DEMO_MOBILE } });
    const code = portal.codeFor(DEMO_MOBILE);
    const { data: tokens } = await api<{ data: { accessToken: string; refreshToken: string } }>(base, '/user/v1/submit-otp', {
      body: { mobile: DEMO_MOBILE, code },
    });
    const list = await api<{ data: { main: { docs: { _id: string }[] } } }>(base, '/medicine/v1/get-all-medicine-a-user?limit=1&page=1', {
      token: tokens.accessToken,
    });
    const routes: [string, string, boolean][] = [
      ['sign-in', paths.login, false],
      ['list A', paths.medicineA.list, true],
      ['detail A', paths.medicineA.detail(list.data.main.docs[0]!._id), true],
    ];
    const chosen = routes.filter(([n]) => !ROUTES || ROUTES.includes(n));
    for (const [name, path, signedIn] of Array.from({ length: Number(process.env.RUNS ?? 1) }, () => chosen).flat()) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      if (signedIn) {
        await page.goto(`${base}/favicon.svg`);
        await page.evaluate(
          ([a, r, at, rt]) => {
            localStorage.setItem(a!, at!);
            localStorage.setItem(r!, rt!);
          },
          [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, tokens.accessToken, tokens.refreshToken],
        );
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      const chunks: string[] = [];
      cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => chunks.push(...e.value.map((v) => JSON.stringify(v))));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        categories:
          'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,toplevel,blink.user_timing,loading',
        options: 'sampling-frequency=10000',
      } as never);
      await page.goto(`${base}${path}`);
      if (name === 'list A') await page.locator('[data-testid="watch-star"]').first().waitFor({ timeout: 120_000 });
      if (name === 'detail A') await page.locator('[data-testid="watch-star"]').first().waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1500 * SLOWDOWN));
      await cdp.send('Tracing.end');
      await done;
      const events = chunks.map((c) => JSON.parse(c) as TraceEvent);
      if (process.env.TRACE_DIR) {
        await mkdir(process.env.TRACE_DIR, { recursive: true });
        await writeFile(join(process.env.TRACE_DIR, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify({ traceEvents: events }));
      }
      console.log(`\n== ${name} (${path}), CPU ${SLOWDOWN}× slower\n${analyse(events)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    portal.child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
