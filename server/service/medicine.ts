import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ReadStep, type SessionRead, sessionRead, withSession } from '../auth/bearer';
import { badRequest, forbidden, notFound } from '../http/errors';
import { JsonText, sendJson } from '../http/json-text';
import { messages } from '../http/messages';
import { type Condition, type Filter, containsEveryWord, containsFolded, isUuid, parseAmount, where } from './medicine-sql';
import { paging } from './paging';
import { searchSuggestions } from './search-suggest';
import { type Catalogue, countTotal, filterKey, knownTotal, knownTotalValues } from './totals';
import type { AuthUser, Handlers, RequestOf, ServiceContext } from './types';

type Paging = ReturnType<typeof paging>;

type MedicineOps =
  | 'getAllMedicineAUser'
  | 'getAllMedicineBUser'
  | 'getMedicineAById'
  | 'getMedicineBById'
  | 'getListMedicinesASortChangePriceUser'
  | 'getListMedicinesBSortChangePriceUser'
  | 'getMedicinePhoto';

/**
 * The catalogue's reads: their security handler checks only the token, and each sends its own
 * statement joined to the session check, as one statement (`withSession`).
 */
export const CATALOGUE_READS: ReadonlySet<string> = new Set<MedicineOps>([
  'getAllMedicineAUser',
  'getAllMedicineBUser',
  'getMedicineAById',
  'getMedicineBById',
  'getListMedicinesASortChangePriceUser',
  'getListMedicinesBSortChangePriceUser',
]);

export const PHOTO_PATH_PREFIX = '/medicine/v1/photo/';

/** Medicine data needs a complete profile and an active subscription (behaviour §6). */
export function requireAccess(user: AuthUser): void {
  if (!user.profileComplete) throw forbidden(messages.profileIncomplete);
  if (!user.subscriptionActive) throw forbidden(messages.noSubscription);
}

/**
 * Only the drugs a published import changed (behaviour §10.13): an entry of that import stands on the
 * drug. Undefined without an import.
 */
export function importCondition(category: 'A' | 'B', importId: string | undefined): Condition | undefined {
  if (importId === undefined) return undefined;
  return {
    key: `import ${category}`,
    sql: (v) =>
      sql`id IN (SELECT pe.medicine_id FROM price_entries pe JOIN price_imports pi ON pi.id = pe.import_id AND pi.status = 'published'
        WHERE pe.category = ${category} AND pe.kind = 'import' AND pe.import_id = ${v(0)}::uuid)`,
    values: [importId],
  };
}

export function quantityCondition(value: string | undefined): Condition | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const amount = parseAmount(value);
  if (amount === null) throw badRequest(messages.badRequest);
  // Past an int4 no pack matches (and the integer column could not compare it).
  if (amount > 2_147_483_647) return { key: 'false', sql: () => sql`false`, values: [] };
  return { key: 'quantity_in_pack =', sql: (v) => sql`quantity_in_pack = ${v(0)}`, values: [amount] };
}

export function priceCondition(column: string, value: string | undefined): Condition | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const amount = parseAmount(value);
  if (amount === null) throw badRequest(messages.priceInvalid);
  return { key: `${column} =`, sql: (v) => sql`${sql.identifier(column)} = ${v(0)}`, values: [amount] };
}

export function rangeConditions(column: string, from: number | undefined, to: number | undefined): Condition[] {
  if (from !== undefined && to !== undefined && from > to) throw badRequest(messages.rangeInvalid);
  const conditions: Condition[] = [{ key: `${column} IS NOT NULL`, sql: () => sql`${sql.identifier(column)} IS NOT NULL`, values: [] }];
  const at = (op: '>=' | '<=', ms: number): Condition => ({
    key: `${column} ${op}`,
    sql: (v) => sql`${sql.identifier(column)} ${sql.raw(op)} to_timestamp(${v(0)}::double precision / 1000)`,
    values: [ms],
  });
  if (from !== undefined) conditions.push(at('>=', from));
  if (to !== undefined) conditions.push(at('<=', to));
  return conditions;
}

/** A timestamptz column as JSON writes a `Date`: ISO 8601 in UTC with milliseconds (`toISOString`), or null. */
const isoUtc = (column: string): SQL => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A kind of catalogue page: `table`'s rows in `order`, each as the JSON object `fields` builds. */
interface PageKind {
  table: Catalogue;
  order: string;
  fields: SQL;
  /** Its statement for each filter shape (a handler combines a bounded set of conditions). */
  statements: Map<string, SessionRead>;
}

const pageKind = (table: Catalogue, order: string, fields: SQL): PageKind => ({ table, order, fields, statements: new Map() });

const LIST_A = pageKind(
  'medicines_a',
  'seq',
  sql`'_id', id, 'brand_name_fa', brand_name_fa, 'brand_name_la', brand_name_la,
    'generic_name_fa', generic_name_fa, 'generic_name_la', generic_name_la, 'generic_code', generic_code,
    'manufacturing_factory', manufacturing_factory, 'concessionaire', concessionaire`,
);
const LIST_B = pageKind(
  'medicines_b',
  'seq',
  sql`'_id', id, 'brand_name_fa', brand_name_fa, 'brand_name_la', brand_name_la,
    'generic_name_fa', generic_name_fa, 'generic_name_la', generic_name_la, 'generic_code', generic_code, 'irc_code', irc_code,
    'producer_company', producer_company, 'supplier_company', supplier_company`,
);
const CHANGES_A = pageKind(
  'medicines_a',
  'price_changed_at DESC, seq DESC',
  sql`'_id', id, 'brand_name_fa', brand_name_fa, 'generic_name_fa', generic_name_fa,
    'manufacturing_factory', manufacturing_factory, 'added_value', added_value, 'price_OA', price_oa, 'price_O', price_o`,
);
const CHANGES_B = pageKind(
  'medicines_b',
  'price_updated_at DESC, seq DESC',
  sql`'_id', id, 'brand_name_fa', brand_name_fa, 'generic_name_fa', generic_name_fa,
    'producer_company', producer_company, 'price_consumer', price_consumer, 'price_updated_at', ${isoUtc('price_updated_at')}`,
);

/**
 * The page statement of `kind` for `filter`'s shape, compiled on its first use: the page's rows as
 * one JSON array in the page's order and the known total beside them. Its placeholders: the
 * filter's values, `knownTotal`'s, `limit` and `offset`.
 */
function pageStatement(kind: PageKind, filter: Filter): SessionRead {
  let statement = kind.statements.get(filter.shape);
  if (statement === undefined) {
    const from = sql.raw(kind.table);
    const by = sql.raw(kind.order);
    statement = sessionRead(
      sql`
        SELECT convert_to(coalesce(json_agg(json_build_object(${kind.fields}) ORDER BY ${by}), '[]')::text, 'UTF8') AS docs,
          ${knownTotal(kind.table, filter)} AS total
        FROM ${from}
        WHERE seq IN (SELECT seq FROM ${from} ${filter.sql()} ORDER BY ${by}
          LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')})`,
      { prepare: filter.prepare },
    );
    kind.statements.set(filter.shape, statement);
  }
  return statement;
}

/**
 * The catalogue's answers (the pages above, the details below) are written by PostgreSQL as JSON and
 * selected as its UTF-8 bytes (`convert_to(…::text, 'UTF8')`, a `bytea`): they go out as received
 * (`JsonText`), never decoded into a string nor encoded back. This is an empty page's.
 */
const EMPTY_PAGE = new JsonText('[]');

/**
 * Every standing point of a medicine's series with its own source (behaviour §10.12): the record's
 * entries, by series and effective time, as the series themselves are written from them.
 */
const priceSources = (category: 'A' | 'B'): SQL =>
  sql.raw(`coalesce((
        SELECT json_agg(json_build_object('series', pe.series, 'price', pe.price, 'derived', pe.derived, 'row', pe.row_no,
          'insert_date', to_char(pe.effective_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'kind', pe.kind, 'published_at', to_char(pe.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'by', pe.actor_id, 'reason', pe.reason,
          'import', CASE WHEN pi.id IS NULL THEN NULL ELSE json_build_object('_id', pi.id, 'file_name', pi.file_name, 'sha256', pi.sha256) END)
          ORDER BY pe.series COLLATE "C", pe.effective_at, pe.seq)
        FROM price_entries pe LEFT JOIN price_imports pi ON pi.id = pe.import_id
        WHERE pe.category = '${category}' AND pe.medicine_id = m.id AND pe.kind <> 'rollback' AND pe.withdrawn_at IS NULL), '[]')`);

/** A medicine of catalogue A as its detail answers it (`data`), by `id`. */
const DETAIL_A = sessionRead(sql`
    SELECT convert_to(json_build_object('_id', m.id, 'brand_name_fa', m.brand_name_fa, 'brand_name_la', m.brand_name_la,
      'generic_name_fa', m.generic_name_fa, 'generic_name_la', m.generic_name_la, 'generic_code', m.generic_code,
      'brand_code', m.brand_code, 'quantity_in_pack', m.quantity_in_pack, 'added_value', m.added_value,
      'concessionaire', m.concessionaire, 'manufacturing_factory', m.manufacturing_factory,
      'importer_company', m.importer_company, 'manufacturing-country', m.manufacturing_country,
      'distribution_companies', m.distribution_companies,
      'related', coalesce((
        SELECT json_agg(json_build_object('_id', r.id, 'brand_name_fa', r.brand_name_fa) ORDER BY e.ord)
        FROM jsonb_array_elements_text(m.related_ids) WITH ORDINALITY AS e(rid, ord)
        JOIN medicines_a r ON r.id = e.rid::uuid), '[]'),
      'drug_classification', m.drug_classification, 'pharmaceutical_group', m.pharmaceutical_group,
      'description', m.description, 'information_link', m.information_link,
      'photo', CASE WHEN m.photo_file <> '' THEN json_build_object('path', ${PHOTO_PATH_PREFIX} || m.photo_file) END,
      'price_O', m.price_o, 'price_OA', m.price_oa, 'price_B', m.price_b, 'price_BA', m.price_ba,
      'price_sources', ${priceSources('A')})::text, 'UTF8') AS data
    FROM medicines_a m WHERE m.id = ${sql.placeholder('id')}`);

/** A medicine of catalogue B as its detail answers it (`body`), by `id`. */
const DETAIL_B = sessionRead(sql`
    SELECT convert_to(json_build_object('_id', m.id, 'brand_name_fa', m.brand_name_fa, 'brand_name_la', m.brand_name_la,
      'generic_name_fa', m.generic_name_fa, 'generic_name_la', m.generic_name_la, 'quantity_in_pack', m.quantity_in_pack,
      'supplier_company', m.supplier_company, 'producer_company', m.producer_company, 'name_brand_owner', m.name_brand_owner,
      'generic_code', m.generic_code, 'status_medicine', m.status_medicine, 'irc_code', m.irc_code, 'gtin_code', m.gtin_code,
      'medicine_group', m.medicine_group, 'description', m.description,
      'related', coalesce((
        SELECT json_agg(json_build_object('_id', r.id, 'generic_name_fa', r.generic_name_fa) ORDER BY e.ord)
        FROM jsonb_array_elements_text(m.related_ids) WITH ORDINALITY AS e(rid, ord)
        JOIN medicines_b r ON r.id = e.rid::uuid), '[]'),
      'price_distributor', m.price_distributor, 'price_pharmacy', m.price_pharmacy, 'price_consumer', m.price_consumer,
      'price_updated_at', ${isoUtc('m.price_updated_at')}, 'price_sources', ${priceSources('B')})::text, 'UTF8') AS body
    FROM medicines_b m WHERE m.id = ${sql.placeholder('id')}`);

/** The conditions both catalogues' lists share: the search and the name and generic-code filters. */
function namesAndSearch(q: {
  search?: string;
  brand_name_fa?: string;
  brand_name_la?: string;
  generic_name_fa?: string;
  generic_name_la?: string;
  generic_code?: string;
}): (Condition | undefined)[] {
  return [
    containsEveryWord('search_f', q.search),
    containsFolded('brand_name_fa_f', q.brand_name_fa),
    containsFolded('brand_name_la_f', q.brand_name_la),
    containsFolded('generic_name_fa_f', q.generic_name_fa),
    containsFolded('generic_name_la_f', q.generic_name_la),
    containsFolded('generic_code_f', q.generic_code),
  ];
}

export function medicineHandlers(ctx: ServiceContext): Handlers<MedicineOps> {
  const { database } = ctx;

  /**
   * A page of `kind.table`'s rows matching `filter`, and the total of `filter`: one statement writes
   * the page as a JSON array and reads the known total beside it; the total is counted only when it
   * is not known (a new filter, or the catalogue changed since it was counted). The statement is
   * compiled once per filter shape; a call binds its values.
   */
  async function page(
    request: FastifyRequest,
    kind: PageKind,
    query: () => { filter: Filter; p: Paging },
  ): Promise<{ docs: JsonText; total: number; p: Paging }> {
    const now = ctx.clock();
    let asked!: { filter: Filter; p: Paging; key: string | undefined };
    const {
      rows: [row],
    } = await withSession<{ docs: Uint8Array; total: number | null }>(ctx, request, requireAccess, () => {
      const { filter, p } = query();
      asked = { filter, p, key: filter.empty ? undefined : filterKey(filter) };
      return {
        read: pageStatement(kind, filter),
        values: { ...filter.values, ...knownTotalValues(asked.key, now), limit: p.limit, offset: p.offset },
      };
    });
    const { filter, p, key } = asked;
    const total = row?.total ?? (await countTotal(database, kind.table, filter, now, key));
    return { docs: row ? new JsonText(row.docs) : EMPTY_PAGE, total, p };
  }

  /** Near spellings for a search that found nothing (behaviour §2.5), as the page's `suggestions`, or nothing. */
  async function suggest(table: Catalogue, search: string | undefined, total: number): Promise<{ suggestions?: string[] }> {
    if (total > 0 || !search?.trim()) return {};
    const suggestions = await searchSuggestions(database, table, search);
    return suggestions.length > 0 ? { suggestions } : {};
  }

  /** A detail's row by `id` (a uuid: any other id is not found, after the session and access checks). */
  async function detail<T>(request: FastifyRequest, read: SessionRead, id: string): Promise<T> {
    const {
      rows: [row],
    } = await withSession<T>(ctx, request, requireAccess, (): ReadStep => {
      if (!isUuid(id)) throw notFound(messages.medicineNotFound);
      return { read, values: { id } };
    });
    if (!row) throw notFound(messages.medicineNotFound);
    return row;
  }

  return {
    async getAllMedicineAUser(request, reply) {
      const q = request.query;
      const { docs, total, p } = await page(request, LIST_A, () => ({
        p: paging(q, 15),
        filter: where([...namesAndSearch(q), containsFolded('concessionaire_f', q.concessionaire), quantityCondition(q.quantity_in_pack)]),
      }));
      const suggestions = await suggest('medicines_a', q.search, total);
      return sendJson<'getAllMedicineAUser'>(reply, {
        data: { main: { docs, totalDocs: total, totalPages: p.pages(total), ...suggestions } },
      });
    },

    async getAllMedicineBUser(request, reply) {
      const q = request.query;
      const { docs, total, p } = await page(request, LIST_B, () => ({
        p: paging(q, 15),
        filter: where([
          ...namesAndSearch(q),
          containsFolded('supplier_company_f', q.supplier_company),
          containsFolded('producer_company_f', q.producer_company),
          containsFolded('irc_code_f', q.irc_code),
          quantityCondition(q.quantity_in_pack),
          priceCondition('current_price_pharmacy', q.price_pharmacy),
          priceCondition('current_price_distributor', q.price_distributor),
        ]),
      }));
      const suggestions = await suggest('medicines_b', q.search, total);
      return sendJson<'getAllMedicineBUser'>(reply, {
        data: { main: { docs, totalDocs: total, totalPages: p.pages(total), ...suggestions } },
      });
    },

    async getMedicineAById(request, reply) {
      const row = await detail<{ data: Uint8Array }>(request, DETAIL_A, request.params.medicineId);
      return sendJson<'getMedicineAById'>(reply, { data: new JsonText(row.data) });
    },

    async getMedicineBById(request, reply) {
      const row = await detail<{ body: Uint8Array }>(request, DETAIL_B, request.params.medicineId);
      return sendJson<'getMedicineBById'>(reply, new JsonText(row.body));
    },

    async getListMedicinesASortChangePriceUser(request, reply) {
      const q = request.query;
      const { docs, total, p } = await page(request, CHANGES_A, () => ({
        p: paging(q, 15),
        filter: where([...rangeConditions('price_changed_at', q.from, q.to), importCondition('A', q.import_id)]),
      }));
      return sendJson<'getListMedicinesASortChangePriceUser'>(reply, {
        docs,
        totalDocs: total,
        totalPages: p.pages(total),
      });
    },

    async getListMedicinesBSortChangePriceUser(request, reply) {
      const q = request.query;
      const { docs, total, p } = await page(request, CHANGES_B, () => ({
        p: paging(q, 15),
        filter: where([...rangeConditions('price_updated_at', q.from, q.to), importCondition('B', q.import_id)]),
      }));
      return sendJson<'getListMedicinesBSortChangePriceUser'>(reply, {
        docs,
        totalDocs: total,
        totalPages: p.pages(total),
      });
    },

    async getMedicinePhoto(request: RequestOf<'getMedicinePhoto'>, reply: FastifyReply) {
      const [photo] = await database.rows<{ content_type: string; body: Uint8Array }>(
        sql`SELECT content_type, body FROM photos WHERE file_name = ${request.params.fileName}`,
      );
      if (!photo) throw notFound(messages.photoNotFound);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .type(photo.content_type)
        .send(Buffer.from(photo.body));
    },
  };
}
