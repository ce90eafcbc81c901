/**
 * Before `npm test`: what the suites need from the machine besides node_modules. Chromium runs the
 * end-to-end tests (`$CHROMIUM`, else Debian's /usr/bin/chromium); wrk is bench:api's load generator,
 * which tests/server/wrk.test.ts runs. When one is missing, root installs it from Debian as .ci/run
 * does; anyone else is stopped at once with the one command that would, instead of a run that
 * fails (or skips) deep inside.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const missing = [...(executable(chromium) ? [] : ['chromium']), ...(onPath('wrk') ? [] : ['wrk'])];
if (missing.length > 0) {
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `npm test needs ${missing.join(' and ')} (the browser tests run ${chromium}, bench:api's tests wrk). Install with:\n\n  sudo ${install}\n\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Installing ${missing.join(' and ')} (Debian packages)…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      process.stderr.write(`apt-get ${args.join(' ')} failed: install by hand with \`${install}\`.\n`);
      process.exit(1);
    }
  }
  if (!executable(chromium)) {
    process.stderr.write(`Chromium is still not at ${chromium}: set CHROMIUM to its path.\n`);
    process.exit(1);
  }
}
