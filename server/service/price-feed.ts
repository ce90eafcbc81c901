import { createHash, randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { conflict, forbidden, notFound, unauthorized } from '../http/errors';
import { messages } from '../http/messages';
import { csvField } from './csv';
import { isUuid } from './medicine-sql';
import { iso, poolRows } from '../ops/ops-kit';
import { at, hit, networkOf } from './rate-limit';
import type { Handlers, ServiceContext } from './types';

/**
 * The price change feed for pharmacy software (behaviour §10.12): per-pharmacy API keys (shown once,
 * kept as SHA-256) and the price entries published after a cursor. The cursor is `price_entries.seq`;
 * every writer of entries holds the price lock until it commits (`lockPrices`), so entries become
 * visible in `seq` order and a page never passes an entry that commits later.
 */

type ApiKey = components['schemas']['ApiKey'];
type FeedEntry = components['schemas']['PriceFeedEntry'];

/** Keys a pharmacy may hold at once (not revoked). */
export const MAX_KEYS = 10;
const KEY_PREFIX = 'drb_';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const KEY_COLUMNS = sql`id AS "_id", name, prefix, ${iso('created_at')} AS "createdAt", ${iso('revoked_at')} AS "revokedAt",
  ${iso('last_used_at')} AS "lastUsedAt"`;

const CSV_COLUMNS: (keyof FeedEntry)[] = [
  'cursor',
  'category',
  'medicineId',
  'code',
  'name',
  'oldPrice',
  'price',
  'insert_date',
  'publishedAt',
  'kind',
  'importId',
];

/**
 * The price entries after `since` in `seq` order, at most `limit` (`more` when others follow now):
 * the feed's query, shared with the signed-in offline catalogue (behaviour §10.15). `seed: false`
 * leaves out the seed's entries (the feed's pharmacy software never saw them as changes).
 */
export async function entriesAfter(
  rows: <T>(query: SQL) => Promise<T[]>,
  since: string,
  limit: number,
  options: { seed: boolean },
): Promise<{ docs: FeedEntry[]; next: string; more: boolean }> {
  const found = await rows<FeedEntry>(sql`
    SELECT pe.seq::text AS cursor, pe.category, pe.medicine_id AS "medicineId",
      coalesce(a.brand_code, b.irc_code) AS code, coalesce(a.brand_name_fa, b.brand_name_fa, a.generic_name_fa, b.generic_name_fa) AS name,
      pe.old_price::float8 AS "oldPrice", pe.price::float8 AS price, ${iso('pe.effective_at')} AS insert_date,
      ${iso('pe.published_at')} AS "publishedAt", pe.kind, pe.import_id AS "importId"
    FROM price_entries pe
    LEFT JOIN medicines_a a ON pe.category = 'A' AND a.id = pe.medicine_id
    LEFT JOIN medicines_b b ON pe.category = 'B' AND b.id = pe.medicine_id
    WHERE pe.seq > ${since}::bigint AND pe.lead ${options.seed ? sql`` : sql`AND pe.kind <> 'seed'`}
    ORDER BY pe.seq LIMIT ${limit + 1}`);
  const more = found.length > limit;
  const docs = more ? found.slice(0, limit) : found;
  return { docs, next: docs.length > 0 ? docs[docs.length - 1]!.cursor : since, more };
}

export function feedHandlers(ctx: ServiceContext): Handlers<'listApiKeys' | 'createApiKey' | 'revokeApiKey' | 'feedPriceChanges'> {
  const rows = poolRows(ctx);
  return {
    async listApiKeys(request) {
      const user = currentUser(request);
      const docs = await rows<ApiKey>(sql`SELECT ${KEY_COLUMNS} FROM api_keys WHERE user_id = ${user.id} ORDER BY created_at DESC, id`);
      return { docs };
    },

    async createApiKey(request, reply) {
      const user = currentUser(request);
      const name = request.body.name.trim() || request.body.name;
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = ctx.clock();
      const [created] = await rows<ApiKey>(sql`
        INSERT INTO api_keys (user_id, name, prefix, key_hash, created_at)
        SELECT ${user.id}, ${name}, ${key.slice(0, 10)}, ${hashKey(key)}, ${at(now)}
        WHERE (SELECT count(*) FROM api_keys WHERE user_id = ${user.id} AND revoked_at IS NULL) < ${MAX_KEYS}
        RETURNING ${KEY_COLUMNS}`);
      if (!created) throw conflict(messages.feed.tooManyKeys);
      return reply.code(201).send({ data: created, key });
    },

    async revokeApiKey(request) {
      const user = currentUser(request);
      const id = request.params.keyId;
      if (!isUuid(id)) throw notFound(messages.feed.keyNotFound);
      const [key] = await rows<ApiKey>(sql`
        UPDATE api_keys SET revoked_at = coalesce(revoked_at, ${at(ctx.clock())})
        WHERE id = ${id} AND user_id = ${user.id} RETURNING ${KEY_COLUMNS}`);
      if (!key) throw notFound(messages.feed.keyNotFound);
      return { data: key };
    },

    async feedPriceChanges(request, reply) {
      const header = request.headers['x-api-key'];
      const key = typeof header === 'string' ? header.trim() : '';
      const now = ctx.clock();
      // Per client network (any key, or none), then per key (one key used from many addresses):
      // pharmacy software polls every few minutes, so either limit only stops a flood.
      const { limits } = ctx;
      const window = limits.rateWindowSeconds;
      const limited = () => {
        const retryAfter = Math.max(1, window - (Math.floor(now.getTime() / 1000) % window));
        return reply.code(429).header('Retry-After', String(retryAfter)).send({ message: messages.feed.tooManyCalls });
      };
      if (!(await hit(ctx.database, `feed:${networkOf(request.ip)}`, window, limits.feedPerIp, now))) return limited();
      if (key === '') throw unauthorized(messages.feed.noKey);
      if (!(await hit(ctx.database, `feed-key:${key}`, window, limits.feedPerKey, now))) return limited();
      // Read on every call: a revoked key, or a lapsed subscription, is refused at once.
      const [owner] = await rows<{ id: string; active: boolean }>(sql`
        UPDATE api_keys k SET last_used_at = ${at(now)} FROM users u
        WHERE k.key_hash = ${hashKey(key)} AND k.revoked_at IS NULL AND u.id = k.user_id
        RETURNING k.id, EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.expires_at > ${at(now)}) AS active`);
      if (!owner) throw unauthorized(messages.feed.badKey);
      if (!owner.active) throw forbidden(messages.noSubscription);
      const since = request.query.since ?? '0';
      const { docs, next, more } = await entriesAfter(rows, since, request.query.limit ?? 500, { seed: false });
      if (request.query.format === 'csv') {
        const lines = [
          CSV_COLUMNS.join(','),
          ...docs.map((d) => CSV_COLUMNS.map((c) => csvField(d[c] as string | number | null)).join(',')),
        ];
        return reply
          .header('X-Next-Cursor', next)
          .header('Cache-Control', 'no-store')
          .type('text/csv; charset=utf-8')
          .send(`${lines.join('\r\n')}\r\n`);
      }
      reply.header('Cache-Control', 'no-store');
      return { docs, next, more };
    },
  };
}
