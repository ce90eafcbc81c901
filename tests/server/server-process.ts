import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A server running as its own process, as an operator starts it. */
export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, from the start-up summary. */
  base: string;
  /** Its embedded database's folder (fresh, removed by `stop`). */
  dataDir: string;
  /** Everything it printed so far, standard output and error together. */
  output(): string;
  stop(): void;
}

/**
 * Starts `node <args>` in the repository on a free 127.0.0.1 port and a fresh embedded database,
 * with no built SPA and the console SMS sender (`env` adds to or overrides that), and resolves once
 * the start-up summary says where it listens; rejects with its output if it exits first.
 */
export async function startServerProcess(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'daroban-process-'));
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-dist'),
      SMS_PROVIDER: 'console',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const ready = /^Daroban: (http:\/\/[^/\s]+)\//m.exec(output);
        if (ready) {
          clearInterval(timer);
          resolve(ready[1]!);
        }
      }, 100);
      child.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`server exited with ${code}:\n${output}`));
      });
    });
    return { child, base, dataDir, output: () => output, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
