/**
 * Runs commands side by side and fails if any fails: `npm run checks` (lint and the three type
 * checks) and `npm run lint` (ESLint, the import-cycle check and Prettier) share nothing, and each is
 * mostly one core, so `npm test` waits for the slowest instead of their sum. Each command's output is
 * printed whole when it ends, after a line with its time.
 *
 * Usage: `tsx scripts/parallel.ts "<command>" ...` (run by a shell, with npm's PATH: `tsc`, `eslint`).
 * A command written `live:<command>` prints its output as it comes (vitest's progress in `npm test`).
 */
import { spawn } from 'node:child_process';

interface Result {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

function run(command: string): Promise<Result> {
  const started = performance.now();
  const live = command.startsWith('live:');
  if (live) command = command.slice('live:'.length);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ command, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

const results = await Promise.all(
  process.argv.slice(2).map((command) =>
    run(command).then((result) => {
      const status = result.code === 0 ? 'ok' : `failed (exit ${result.code})`;
      process.stdout.write(`> ${command}: ${status} in ${result.seconds.toFixed(1)} s\n${result.output}`);
      return result;
    }),
  ),
);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
