/**
 * `npm run checks`: lint and the three type checks side by side (they share nothing and each uses
 * one core), so `npm test` waits for the slowest instead of their sum. Each one's output is printed
 * whole when it ends; the exit code is 1 if any failed.
 *
 * Usage: `tsx scripts/checks.ts [npm script | "tsc -p <project>"]...` (default: lint and the three
 * projects of `npm run typecheck`).
 */
import { spawn } from 'node:child_process';

const DEFAULT = ['npm run --silent lint', 'tsc -p tsconfig.app.json', 'tsc -p tsconfig.server.json', 'tsc -p tsconfig.json'];

function run(command: string): Promise<{ command: string; code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [program, ...args] = command.split(' ');
    const child = spawn(program === 'tsc' ? 'npx' : program!, program === 'tsc' ? ['tsc', ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ command, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

const commands = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT;
const results = await Promise.all(
  commands.map((command) =>
    run(command).then((result) => {
      const status = result.code === 0 ? 'ok' : `failed (exit ${result.code})`;
      process.stdout.write(`> ${command}: ${status} in ${result.seconds.toFixed(1)} s\n${result.output}`);
      return result;
    }),
  ),
);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
