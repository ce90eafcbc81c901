import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { DIGEST_INTERVAL_MS } from './service/watch-digest';

/**
 * `TRUST_PROXY`: a comma-separated list of the reverse proxies' addresses or CIDRs
 * (`10.0.0.1,10.1.0.0/16`): only a request that arrives from one of them may say, with
 * `X-Forwarded-For`, whom it forwards. A hop count (`1`), `true` or a /0 is refused: it trusts whoever connects, so
 * a client that reaches the port directly would pick its own address. Empty or unset: none.
 */
export function parseTrustProxy(value: string | undefined): string[] | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  const trustsEveryone = (what: string) =>
    new Error(
      `TRUST_PROXY=${what} would trust whoever connects (a client reaching the port directly could choose its address): ` +
        "list your proxies' addresses or CIDRs instead, e.g. TRUST_PROXY=10.0.0.1 or TRUST_PROXY=10.0.0.0/8,fd00::/8",
    );
  if (/^[0-9]+$/.test(text) || text === 'true') throw trustsEveryone(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    // A /0 is every address (and proxy-addr would throw a bare TypeError on it at start-up).
    if (/^[^/]*\/0+$/.test(entry)) throw trustsEveryone(entry);
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const okBits = bits === undefined || (/^[0-9]+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !okBits || extra !== undefined) {
      throw new Error(`TRUST_PROXY must list proxy addresses or CIDRs (e.g. 10.0.0.1,10.1.0.0/16), not "${entry}"`);
    }
  }
  return list;
}

/**
 * The server secret from `JWT_SECRET_FILE` (wins; e.g. a Docker/Kubernetes secret mounted as a file,
 * so the secret need not live in the database beside the codes it protects) or `JWT_SECRET`; at
 * least 32 bytes. Undefined: generated once and kept in DATA_DIR or the `settings` table.
 */
export function secretFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const file = env.JWT_SECRET_FILE;
  let secret = env.JWT_SECRET || undefined;
  if (file) {
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new Error(`JWT_SECRET_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (secret !== undefined) assertStrongSecret(secret);
  return secret;
}

export function assertStrongSecret(secret: string): void {
  if (Buffer.byteLength(secret, 'utf8') < 32) throw new Error('JWT_SECRET must be at least 32 bytes long');
}

/** Refuses settings that are fine on a laptop and dangerous in production. */
export function checkProductionEnv(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const provider = (env.SMS_PROVIDER ?? 'console').toLowerCase();
  if (provider === 'console' && env.ALLOW_CONSOLE_SMS !== '1') {
    throw new Error(
      'NODE_ENV=production: SMS_PROVIDER=console would print every sign-in code to the log; set SMS_PROVIDER=kavenegar (or ALLOW_CONSOLE_SMS=1 for a demo)',
    );
  }
  if (provider === 'memory') throw new Error('NODE_ENV=production: SMS_PROVIDER=memory sends no SMS');
  const payment = (env.PAYMENT_PROVIDER ?? 'sandbox').toLowerCase();
  if (payment === 'sandbox' && env.ALLOW_SANDBOX_PAYMENT !== '1') {
    throw new Error(
      'NODE_ENV=production: PAYMENT_PROVIDER=sandbox grants subscriptions without money; set PAYMENT_PROVIDER=zarinpal (or ALLOW_SANDBOX_PAYMENT=1 for a demo)',
    );
  }
  if (!env.PUBLIC_URL) {
    throw new Error(
      "NODE_ENV=production needs PUBLIC_URL (e.g. https://daroban.ir): the gateway's return address and the SMS digest's link are built from it",
    );
  }
}

/**
 * `PUBLIC_URL`: the portal's origin as browsers reach it, `http(s)://host[:port]` with no path;
 * unset: none (the server then uses the address it listens on).
 */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const text = env.PUBLIC_URL;
  if (!text) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname.replace(/\/$/, '') !== '' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an origin such as https://daroban.ir (no path), got "${text}"`);
  }
  return url.origin;
}

/**
 * `SEED`: what an empty database gets on start. `demo`: the demo catalogue with the demo
 * pharmacist; `none`: nothing (the migrations still run). Unset: `demo` in development, `none`
 * with NODE_ENV=production, which never seeds fake data unless told to.
 */
export function seedFromEnv(env: NodeJS.ProcessEnv): 'demo' | 'none' {
  const text = env.SEED;
  if (text === undefined || text === '') return env.NODE_ENV === 'production' ? 'none' : 'demo';
  // `auto` is the old name of `demo`.
  if (text === 'demo' || text === 'auto') return 'demo';
  if (text === 'none') return 'none';
  throw new Error(`SEED must be demo or none, got "${text}"`);
}

/**
 * Whether a first start with the demo catalogue also makes the support desk's demo (a demo operator,
 * tickets and reports to answer; behaviour §10.10): with `SEED=demo`, never with NODE_ENV=production.
 */
export function demoDeskFromEnv(env: NodeJS.ProcessEnv): boolean {
  return seedFromEnv(env) === 'demo' && env.NODE_ENV !== 'production';
}

/** The test hook of the payment crash test: `DAROBAN_TEST_CRASH=payment-before-commit` kills the process mid-grant. */
export function paymentHooksFromEnv(env: NodeJS.ProcessEnv): { beforeCommit?: () => void } | undefined {
  if (env.DAROBAN_TEST_CRASH !== 'payment-before-commit') return undefined;
  if (env.NODE_ENV === 'production') throw new Error('DAROBAN_TEST_CRASH is a test hook; never set it in production');
  return { beforeCommit: () => void process.kill(process.pid, 'SIGKILL') };
}

/**
 * `DIGEST_INTERVAL_MS`: how often the server runs the watchlist's SMS digest job (default 15 min);
 * `0` turns it off (e.g. when a cron runs `npm run digest` instead). Anything else refuses to start.
 */
export function digestIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  const text = (env.DIGEST_INTERVAL_MS ?? '').trim();
  if (text === '') return DIGEST_INTERVAL_MS;
  if (!/^[0-9]+$/.test(text) || (Number(text) > 0 && Number(text) < 1000) || Number(text) > 2 ** 31 - 1) {
    throw new Error(`DIGEST_INTERVAL_MS must be 0 (off) or milliseconds from 1000 to 2147483647, got "${text}"`);
  }
  return Number(text);
}
