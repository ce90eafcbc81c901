import { fork, type ChildProcess } from 'node:child_process';
import { type Server, createServer } from 'node:http';
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client';
import { type RecordedCall, sendRecorded } from './raw-sql';

/**
 * The benchmark's "bare http" column: a plain `node:http` server, in its own process like the API,
 * that answers every request by sending one call's recorded statements through the same database
 * module (same pool size, same statement names, the same round trips: `./raw-sql.ts`)
 * and writing that call's real answer (the API's own JSON and headers, fetched once). No routing, validation,
 * security handler, hooks nor serialisation: the least any Node HTTP server must do for that call on
 * this machine, so API/bare is what Fastify and our code cost, and bare/raw what HTTP itself costs.
 */
export interface BareCall extends RecordedCall {
  /** The API's answer body for this call. */
  body: string;
  /** The API's answer headers for this call (its security headers among them), as it sent them. */
  headers: Record<string, string>;
}

/**
 * `http` (the default): a plain `node:http` server. `fastify`: a Fastify server with one route and
 * nothing else (no hooks, validation, security handler nor serialisation): what the framework the
 * API is built on costs by itself, so API/bare is then what our routes, hooks and handlers add.
 */
export type BareKind = 'http' | 'fastify';

export interface BareServer {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Starts the bare server for `call` on PostgreSQL at `databaseUrl` (a free port on 127.0.0.1). */
export async function startBare(databaseUrl: string, call: BareCall, kind: BareKind = 'http'): Promise<BareServer> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BARE_DATABASE_URL: databaseUrl, BARE_KIND: kind },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Structured clone, so a Date parameter reaches the pool as the Date the handler sent.
    serialization: 'advanced',
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.once('message', (message) => resolve(message as number));
    child.send(call);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function serve(databaseUrl: string, call: BareCall, kind: BareKind): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  const body = Buffer.from(call.body);
  // Node writes its own date and connection headers, as it does for the API.
  const headers: Record<string, string> = { ...call.headers, 'content-length': String(body.length) };
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
  let server: Server;
  if (kind === 'fastify') {
    const app = Fastify({ logger: false });
    app.get('/*', async (_request, reply) => {
      await sendRecorded(database, call);
      return reply.headers(headers).send(body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = app.server;
  } else {
    server = createServer((_request, response) => {
      void (async () => {
        try {
          await sendRecorded(database, call);
          response.writeHead(200, headers);
          response.end(body);
        } catch {
          response.writeHead(500).end();
        }
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  }
  const address = server.address();
  process.send!(typeof address === 'object' && address ? address.port : 0);
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => void database.close().then(() => process.exit(0)));
  });
}

const databaseUrl = process.env.BARE_DATABASE_URL;
if (databaseUrl && process.send) {
  process.once('message', (call) => void serve(databaseUrl, call as BareCall, process.env.BARE_KIND === 'fastify' ? 'fastify' : 'http'));
}
