import { sql } from 'drizzle-orm';
import { digitsForScript, toPersianDigits } from '../../src/lib/digits';
import { truncate } from '../../src/lib/truncate';
import { profileCompleteSql } from '../auth/bearer';
import type { Database } from '../db/client';
import { messages } from '../http/messages';
import type { SmsSender } from '../sms/types';
import { at } from './rate-limit';
import type { Clock } from './types';

/**
 * The optional daily SMS digest of watchlist price alerts (behaviour §10.2). Off by default; a user turns it
 * on in the profile (`PUT /watchlist/v1/settings`). Once a Tehran calendar day at most, and only
 * between `DIGEST_HOURS.from` and `DIGEST_HOURS.to` Tehran time, a user who has it on, has the behaviour §6
 * access (complete profile, active subscription) and has unread price alerts the last digest did not
 * report gets one SMS: how many watched medicines changed price and the names of up to three.
 *
 * The limit lives in the database, not in a server's memory: `watch_digests` has one row per user
 * and day (primary key), claimed with INSERT … ON CONFLICT DO NOTHING RETURNING before the SMS goes
 * out, so two instances running the job at once send one SMS. A claimed day is never sent again,
 * even when the provider refused the message; its alerts go into the next day's digest.
 */

/** Tehran wall-clock hours in which digests go out: from 09:00 up to (not including) 21:00. */
export const DIGEST_HOURS = { from: 9, to: 21 } as const;
/** Medicines a digest names; the others are counted and shown as «…». */
export const DIGEST_NAMES = 3;
/** Days a claimed digest row is kept (the job deletes older ones). */
export const DIGEST_RETENTION_DAYS = 90;
/** How often the running server runs the job (`DIGEST_INTERVAL_MS`; `npm run digest` runs it once). */
export const DIGEST_INTERVAL_MS = 15 * 60_000;
/** Users read per query of a run (a run goes through all of them, in user order). */
const BATCH = 200;

const tehranParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Tehran calendar day ('2026-11-23') and wall-clock hour of an instant (Asia/Tehran: UTC+3:30, no DST since 2022). */
export function tehranDayAndHour(instant: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(tehranParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The digest's text: how many watched medicines changed price, up to three names, «…» past them, and where to look. */
export function digestText(total: number, names: string[], siteUrl?: string): string {
  const listed = names.slice(0, DIGEST_NAMES).map((name) => truncate(digitsForScript(name), 30));
  const count = total === 1 ? 'یک' : toPersianDigits(total);
  return messages.watchDigest(count, `${listed.join('، ')}${total > listed.length ? '، …' : ''}`, siteUrl);
}

export interface DigestJob {
  database: Database;
  sms: SmsSender;
  clock: Clock;
  /** The portal's public origin (`PUBLIC_URL`): the SMS links to its watchlist; without it the SMS names the screen. */
  siteUrl?: string;
  /** Where a refused SMS is reported (never with the mobile). */
  warn?: (message: string, err: unknown) => void;
  /** Test hook: runs after a user was found due and before their day is claimed (a test starts a rival run there). */
  beforeClaim?: () => Promise<void>;
}

export interface DigestRun {
  /** The Tehran day the run counted for. */
  day: string;
  /** False outside `DIGEST_HOURS`: the run sent nothing. */
  inHours: boolean;
  /** Digests the provider accepted. */
  sent: number;
  /** Digests claimed for today whose SMS the provider refused (their alerts go into the next digest). */
  failed: number;
  /** Users another run had already claimed for today (it sends theirs). */
  claimedElsewhere: number;
}

interface Candidate {
  userId: string;
  mobile: string;
  after: string | number;
}

interface Changed {
  name: string | null;
  lastId: string | number;
}

/** Runs the digest once: every user due a digest today gets one SMS. Safe to run anywhere, any number of times at once. */
export async function sendWatchDigests({ database, sms, clock, siteUrl, warn, beforeClaim }: DigestJob): Promise<DigestRun> {
  const now = clock();
  const { day, hour } = tehranDayAndHour(now);
  const run: DigestRun = { day, inHours: hour >= DIGEST_HOURS.from && hour < DIGEST_HOURS.to, sent: 0, failed: 0, claimedElsewhere: 0 };
  await database.rows(sql`DELETE FROM watch_digests WHERE day < ${day}::date - ${DIGEST_RETENTION_DAYS}::int`);
  if (!run.inHours) return run;

  let lastUser = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // Opted in, with the behaviour §6 access, no digest claimed today, and a price alert above both the read
    // mark and the last digest's. Keyset order: each user is looked at once a run.
    const candidates = await database.rows<Candidate>(sql`
      SELECT u.id::text AS "userId", u.mobile, greatest(ws.digested_alert_id, coalesce(r.last_read_id, 0)) AS after
      FROM watch_settings ws
      JOIN users u ON u.id = ws.user_id
      LEFT JOIN watch_reads r ON r.user_id = ws.user_id
      WHERE ws.sms_digest AND ws.user_id > ${lastUser}::uuid
        AND ${profileCompleteSql}
        AND EXISTS (SELECT 1 FROM subscriptions sub WHERE sub.user_id = u.id AND sub.expires_at > ${at(now)})
        AND NOT EXISTS (SELECT 1 FROM watch_digests d WHERE d.user_id = ws.user_id AND d.day = ${day}::date)
        AND EXISTS (SELECT 1 FROM watch_alerts al WHERE al.user_id = ws.user_id AND al.kind = 'price'
                    AND al.id > greatest(ws.digested_alert_id, coalesce(r.last_read_id, 0)))
      ORDER BY ws.user_id
      LIMIT ${BATCH}`);
    for (const candidate of candidates) await digestOne(candidate);
    if (candidates.length < BATCH) break;
    lastUser = candidates[candidates.length - 1]!.userId;
  }
  return run;

  async function digestOne({ userId, mobile, after }: Candidate): Promise<void> {
    // The medicines whose price changed, the latest change first, one row each.
    const changed = await database.rows<Changed>(sql`
      SELECT max(al.id) AS "lastId",
        coalesce(nullif(btrim(coalesce(a.brand_name_fa, b.brand_name_fa)), ''), nullif(btrim(coalesce(a.generic_name_fa, b.generic_name_fa)), ''),
                 nullif(btrim(coalesce(a.brand_name_la, b.brand_name_la)), '')) AS name
      FROM watch_alerts al
      LEFT JOIN medicines_a a ON al.category = 'A' AND a.id = al.medicine_id
      LEFT JOIN medicines_b b ON al.category = 'B' AND b.id = al.medicine_id
      WHERE al.user_id = ${userId} AND al.kind = 'price' AND al.id > ${after}
      GROUP BY al.category, al.medicine_id, a.brand_name_fa, b.brand_name_fa, a.generic_name_fa, b.generic_name_fa, a.brand_name_la, b.brand_name_la
      ORDER BY max(al.changed_at) DESC, max(al.id) DESC`);
    if (changed.length === 0) return; // read in the meantime
    await beforeClaim?.();
    const lastAlertId = changed.reduce((max, c) => (BigInt(c.lastId) > max ? BigInt(c.lastId) : max), 0n).toString();
    const [claimed] = await database.rows(sql`
      INSERT INTO watch_digests (user_id, day, last_alert_id, medicines, claimed_at)
      VALUES (${userId}, ${day}::date, ${lastAlertId}, ${changed.length}, ${at(now)})
      ON CONFLICT DO NOTHING RETURNING user_id`);
    if (!claimed) {
      run.claimedElsewhere += 1;
      return;
    }
    const text = digestText(
      changed.length,
      changed.map((c) => c.name ?? messages.noName),
      siteUrl,
    );
    try {
      await sms.sendText(mobile, text);
    } catch (err) {
      run.failed += 1;
      await database.rows(sql`UPDATE watch_digests SET status = 'failed' WHERE user_id = ${userId} AND day = ${day}::date`);
      warn?.('watch digest: the SMS provider refused a digest; its alerts go into the next one', err);
      return;
    }
    run.sent += 1;
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE watch_digests SET status = 'sent', sent_at = ${at(clock())} WHERE user_id = ${userId} AND day = ${day}::date`,
      );
      await tx.execute(
        sql`UPDATE watch_settings SET digested_alert_id = greatest(digested_alert_id, ${lastAlertId}::bigint) WHERE user_id = ${userId}`,
      );
    });
  }
}

/**
 * Runs the job every `intervalMs` (the first run after `min(intervalMs, 60 s)`), one run at a time in
 * this process; other instances may run theirs at the same moment (the claim keeps one SMS). Answers
 * `stop`, which clears the timers and waits for a run in progress.
 */
export function scheduleWatchDigests(
  job: DigestJob,
  intervalMs: number,
  report: { done: (run: DigestRun) => void; failed: (err: unknown) => void },
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = sendWatchDigests(job)
      .then(report.done, report.failed)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.min(intervalMs, 60_000));
  const every = setInterval(tick, intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
