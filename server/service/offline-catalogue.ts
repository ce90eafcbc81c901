import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { badRequest } from '../http/errors';
import { messages } from '../http/messages';
import { requireAccess } from './medicine';
import { iso, poolRows } from '../ops/ops-kit';
import { entriesAfter } from './price-feed';
import type { Handlers, ServiceContext } from './types';

/**
 * The signed-in SPA's offline catalogue (behaviour §10.15): both catalogues' rows as a device keeps
 * them. Built on the change feed's cursor (`price_entries.seq`, see price-feed.ts):
 * - the first sync (no `since`) pins the last visible entry S and walks catalogue A then B by their
 *   `seq`, full rows, with cursors `full.S.A.<seq>`; its last page answers `S` as `next`;
 * - every later sync reads the entries after its cursor with the feed's own query (`entriesAfter`)
 *   and answers the current row of each drug they name, once per page.
 * Writers of entries hold the price lock until they commit, so the entries after S are exactly the
 * changes the full walk may or may not have seen: a drug changed during the first sync comes again
 * in the next page (the device replaces the row; never an older one over a newer one).
 */

type OfflineDrug = components['schemas']['OfflineDrug'];
type Rows = <T>(query: SQL) => Promise<T[]>;

const FULL = /^full\.([0-9]{1,18})\.([AB])\.([0-9]{1,18})$/;

const columnsA = sql`'A' AS category, id AS "_id", brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code,
  brand_code AS code, quantity_in_pack, manufacturing_factory AS maker, concessionaire AS company,
  current_price::float8 AS price, ${iso('price_changed_at')} AS price_at, added_value, NULL::text AS status, gtin, seq::text AS seq`;
const columnsB = sql`'B' AS category, id AS "_id", brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code,
  irc_code AS code, quantity_in_pack, producer_company AS maker, supplier_company AS company,
  current_price_consumer::float8 AS price, ${iso('price_updated_at')} AS price_at, NULL::boolean AS added_value, status_medicine AS status, gtin, seq::text AS seq`;

type Found = OfflineDrug & { seq: string };
const strip = ({ seq: _seq, ...drug }: Found): OfflineDrug => drug;

async function fullPage(
  rows: Rows,
  snapshot: string,
  category: 'A' | 'B',
  after: string,
  limit: number,
): Promise<{ docs: Found[]; next: string }> {
  const found = await rows<Found>(
    category === 'A'
      ? sql`SELECT ${columnsA} FROM medicines_a m WHERE m.seq > ${after}::bigint ORDER BY m.seq LIMIT ${limit + 1}`
      : sql`SELECT ${columnsB} FROM medicines_b m WHERE m.seq > ${after}::bigint ORDER BY m.seq LIMIT ${limit + 1}`,
  );
  if (found.length > limit) {
    const docs = found.slice(0, limit);
    return { docs, next: `full.${snapshot}.${category}.${docs[docs.length - 1]!.seq}` };
  }
  if (category === 'A') {
    // A ends on this page: B's first rows fill the rest of it.
    if (found.length === limit) return { docs: found, next: `full.${snapshot}.B.0` };
    const rest = await fullPage(rows, snapshot, 'B', '0', limit - found.length);
    return { docs: [...found, ...rest.docs], next: rest.next };
  }
  return { docs: found, next: snapshot };
}

export function offlineCatalogueHandlers(ctx: ServiceContext): Handlers<'offlineCatalogue'> {
  const rows = poolRows(ctx);
  return {
    async offlineCatalogue(request, reply) {
      const user = currentUser(request);
      requireAccess(user);
      const limit = request.query.limit ?? 1000;
      const since = request.query.since ?? '';
      reply.header('Cache-Control', 'no-store');
      if (since === '' || FULL.test(since)) {
        let snapshot: string, category: 'A' | 'B', after: string;
        let total: number | undefined;
        const full = FULL.exec(since);
        if (full) [, snapshot, category, after] = full as unknown as [string, string, 'A' | 'B', string];
        else {
          const [pin] = await rows<{ s: string; total: number }>(sql`
            SELECT coalesce((SELECT max(seq) FROM price_entries), 0)::text AS s,
              ((SELECT count(*) FROM medicines_a) + (SELECT count(*) FROM medicines_b))::int AS total`);
          [snapshot, category, after, total] = [pin!.s, 'A', '0', pin!.total];
        }
        const page = await fullPage(rows, snapshot!, category!, after!, limit);
        return {
          docs: page.docs.map(strip),
          next: page.next,
          more: page.next !== snapshot!,
          full: true,
          ...(total === undefined ? {} : { total }),
        };
      }
      if (!/^[0-9]{1,18}$/.test(since)) throw badRequest(messages.badRequest);
      const changes = await entriesAfter(rows, since, limit, { seed: true });
      const ids = { A: new Set<string>(), B: new Set<string>() };
      for (const entry of changes.docs) ids[entry.category as 'A' | 'B'].add(entry.medicineId);
      const a = [...ids.A];
      const b = [...ids.B];
      const docs = [
        ...(a.length
          ? await rows<Found>(
              sql`SELECT ${columnsA} FROM medicines_a m WHERE id IN (${sql.join(
                a.map((id) => sql`${id}::uuid`),
                sql`, `,
              )}) ORDER BY m.seq`,
            )
          : []),
        ...(b.length
          ? await rows<Found>(
              sql`SELECT ${columnsB} FROM medicines_b m WHERE id IN (${sql.join(
                b.map((id) => sql`${id}::uuid`),
                sql`, `,
              )}) ORDER BY m.seq`,
            )
          : []),
      ];
      return { docs: docs.map(strip), next: changes.next, more: changes.more, full: false };
    },
  };
}
