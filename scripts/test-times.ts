/**
 * `npm run test:times`: where the test suites spend their time. Runs every vitest suite and the
 * Playwright suite with their JSON reporters (and `TEST_TIMES_DIR`, so the server harness and the e2e
 * portal log their set-up: tests/kit/phases.ts), then writes the slowest files and tests, with the
 * machine's load average, into docs/testing.md between its `times` markers.
 *
 *   npm run test:times              run both suites, then write the tables
 *   npm run test:times -- --read    only read the last run's reports (.tmp/times/) and write the tables
 *   npm run test:times -- --print   print the tables instead of writing docs/testing.md
 *
 * Runs the whole suites: on a shared machine the figures are inflated, and the load average beside
 * them says by how much.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';

/** One line of phases.jsonl (written by tests/kit/phases.ts). */
interface Phase {
  phase: 'template' | 'copy' | 'server' | 'portal' | 'e2e-template';
  ms: number;
  where: string;
  backend?: string;
}

const ROOT = join(import.meta.dirname, '..');
const DIR = join(ROOT, '.tmp', 'times');
const VITEST_JSON = join(DIR, 'vitest.json');
const PLAYWRIGHT_JSON = join(DIR, 'playwright.json');
const PHASES = join(DIR, 'phases.jsonl');
const META = join(DIR, 'meta.json');
const DOC = join(ROOT, 'docs', 'testing.md');
const START = '<!-- times:start (npm run test:times writes this part) -->';
const END = '<!-- times:end -->';
const SHOWN = 15;

interface Run {
  command: string;
  seconds: number;
  code: number;
  load: [number, number];
}

const load1 = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

function run(command: string, env: Record<string, string> = {}): Run {
  const before = load1();
  const started = performance.now();
  process.stdout.write(`> ${command}\n`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: ROOT, env: { ...process.env, TEST_TIMES_DIR: DIR, ...env } });
  return { command, seconds: Math.round((performance.now() - started) / 1000), code: result.status ?? 1, load: [before, load1()] };
}

const args = new Set(process.argv.slice(2));
if (!args.has('--read')) {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const runs = [
    run(`npx vitest run --reporter=dot --reporter=json --outputFile.json=${relative(ROOT, VITEST_JSON)}`),
    run('npx vite build --logLevel warn'),
    run('npx playwright test --reporter=dot,json', { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON }),
  ];
  writeFileSync(META, JSON.stringify({ at: new Date().toISOString(), cores: cpus().length, runs }, null, 2));
}

// --- vitest ---------------------------------------------------------------------------------------

interface VitestReport {
  numTotalTests: number;
  testResults: Array<{
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    assertionResults: Array<{ duration?: number | null; status: string }>;
  }>;
}

interface PlaywrightReport {
  stats: { duration: number };
  suites: PlaywrightSuite[];
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{ projectName: string; results: Array<{ duration: number; workerIndex: number; startTime: string; status: string }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

const phases: Array<Phase & { pid: number }> = existsSync(PHASES)
  ? readFileSync(PHASES, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Phase & { pid: number })
  : [];
const meta = existsSync(META) ? (JSON.parse(readFileSync(META, 'utf8')) as { at: string; cores: number; runs: Run[] }) : undefined;

const s = (ms: number) => (ms / 1000).toFixed(1);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const lines: string[] = [];

if (meta) {
  lines.push(`Measured ${meta.at.slice(0, 16).replace('T', ' ')} UTC on ${meta.cores} cores:`, '');
  lines.push('| Step | Wall time | Load average (1 min) before → after |', '| --- | ---: | --- |');
  for (const r of meta.runs)
    lines.push(`| \`${r.command.split(' --')[0]}\` | ${r.seconds} s${r.code ? ' (failed)' : ''} | ${r.load[0]} → ${r.load[1]} |`);
  lines.push('');
}

if (existsSync(VITEST_JSON)) {
  const report = JSON.parse(readFileSync(VITEST_JSON, 'utf8')) as VitestReport;
  const files = report.testResults.map((f) => {
    const name = relative(ROOT, f.name);
    const tests = sum(f.assertionResults.map((a) => a.duration ?? 0));
    const mine = phases.filter((p) => p.where === `/${name}` || p.where === name);
    const of = (phase: Phase['phase']) => sum(mine.filter((p) => p.phase === phase).map((p) => p.ms));
    return {
      name,
      ms: f.endTime - f.startTime,
      count: f.assertionResults.length,
      tests,
      template: of('template'),
      copy: of('copy'),
      server: of('server'),
      backends: new Set(mine.map((p) => p.backend)).size,
    };
  });
  const total = sum(files.map((f) => f.ms));
  lines.push(
    `**vitest**: ${report.testResults.length} files, ${report.numTotalTests} tests, ${s(total)} s of file time (summed over the workers).`,
    `Set-up logged by the server harness: template ${s(sum(files.map((f) => f.template)))} s, database copies ${s(sum(files.map((f) => f.copy)))} s, server starts ${s(sum(files.map((f) => f.server)))} s.`,
    '',
    '| vitest file | Tests | File time | In tests | Template + copies + server starts (backends) |',
    '| --- | ---: | ---: | ---: | --- |',
  );
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
    const setUp = f.backends ? `${s(f.template)} + ${s(f.copy)} + ${s(f.server)} (${f.backends})` : '';
    lines.push(`| \`${f.name}\` | ${f.count} | ${s(f.ms)} s | ${s(f.tests)} s | ${setUp} |`);
  }
  const byFolder = new Map<string, number>();
  for (const f of files) {
    const folder = f.name.split('/').slice(0, 2).join('/');
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + f.ms);
  }
  lines.push('', '| vitest folder | File time |', '| --- | ---: |');
  for (const [folder, ms] of [...byFolder].sort((a, b) => b[1] - a[1])) lines.push(`| \`${folder}\` | ${s(ms)} s |`);
  lines.push('');
}

if (existsSync(PLAYWRIGHT_JSON)) {
  const report = JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8')) as PlaywrightReport;
  const tests: Array<{ name: string; project: string; ms: number; worker: number; start: number }> = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const t of spec.tests) {
        for (const r of t.results) {
          tests.push({
            name: `${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`,
            project: t.projectName,
            ms: r.duration,
            worker: r.workerIndex,
            start: Date.parse(r.startTime),
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  const portals = phases.filter((p) => p.phase === 'portal');
  const workers = new Set(tests.map((t) => t.worker));
  const byFile = new Map<string, { ms: number; count: number }>();
  for (const t of tests) {
    const file = t.name.split(':')[0] ?? t.name;
    const entry = byFile.get(file) ?? { ms: 0, count: 0 };
    entry.ms += t.ms;
    entry.count += 1;
    byFile.set(file, entry);
  }
  lines.push(
    `**Playwright**: ${tests.length} tests in ${s(report.stats.duration)} s of wall time, ${s(sum(tests.map((t) => t.ms)))} s of test time over ${workers.size} worker processes;`,
    `${portals.length} portals started (${s(sum(portals.map((p) => p.ms)))} s: copy of the seeded database and server start; a worker starts one, and a new worker after a failure or for other worker options).`,
    '',
    '| Playwright spec file | Tests | Test time |',
    '| --- | ---: | ---: |',
  );
  for (const [file, { ms, count }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms)) lines.push(`| \`${file}\` | ${count} | ${s(ms)} s |`);
  lines.push('', '| Slowest Playwright tests | Project | Time |', '| --- | --- | ---: |');
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
    lines.push(`| ${t.name.replaceAll('|', '\\|')} | ${t.project} | ${s(t.ms)} s |`);
  }
  lines.push('');
}

const table = lines.join('\n');
if (args.has('--print') || !existsSync(DOC)) {
  process.stdout.write(`${table}\n`);
} else {
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/testing.md lacks the markers ${START} … ${END}`);
  writeFileSync(DOC, `${doc.slice(0, from + START.length)}\n\n${table}\n${doc.slice(to)}`);
  process.stdout.write(`docs/testing.md: times written\n`);
}
if (meta?.runs.some((r) => r.code !== 0)) process.exitCode = 1;
