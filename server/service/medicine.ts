import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { components } from '../../src/api/schema';
import { currentUser } from '../auth/bearer';
import { badRequest, forbidden, notFound } from '../http/errors';
import { JsonText, sendJson } from '../http/json-text';
import { messages } from '../http/messages';
import { type Filter, containsFolded, isUuid, parseAmount, where } from './medicine-sql';
import { paging } from './paging';
import { type Catalogue, exactTotal } from './totals';
import type { AuthUser, Handlers, RequestOf, ServiceContext } from './types';

type MedicineOps =
  | 'getAllMedicineAUser'
  | 'getAllMedicineBUser'
  | 'getMedicineAById'
  | 'getMedicineBById'
  | 'getListMedicinesASortChangePriceUser'
  | 'getListMedicinesBSortChangePriceUser'
  | 'getMedicinePhoto';

type Schemas = components['schemas'];

export const PHOTO_PATH_PREFIX = '/medicine/v1/photo/';

/** Medicine data needs a complete profile and an active subscription (SPEC §6). */
export function requireAccess(user: AuthUser): void {
  if (!user.profileComplete) throw forbidden(messages.profileIncomplete);
  if (!user.subscriptionActive) throw forbidden(messages.noSubscription);
}

function quantityCondition(value: string | undefined): SQL | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const amount = parseAmount(value);
  if (amount === null) throw badRequest(messages.badRequest);
  return amount > 2_147_483_647 ? sql`false` : sql`quantity_in_pack = ${amount}`;
}

function priceCondition(column: string, value: string | undefined): SQL | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const amount = parseAmount(value);
  if (amount === null) throw badRequest(messages.priceInvalid);
  return sql`${sql.identifier(column)} = ${amount}`;
}

export function rangeConditions(column: string, from: number | undefined, to: number | undefined): SQL[] {
  if (from !== undefined && to !== undefined && from > to) throw badRequest(messages.rangeInvalid);
  const conditions = [sql`${sql.identifier(column)} IS NOT NULL`];
  if (from !== undefined) conditions.push(sql`${sql.identifier(column)} >= to_timestamp(${from}::double precision / 1000)`);
  if (to !== undefined) conditions.push(sql`${sql.identifier(column)} <= to_timestamp(${to}::double precision / 1000)`);
  return conditions;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function medicineHandlers(ctx: ServiceContext): Handlers<MedicineOps> {
  const { database } = ctx;

  const count = (table: Catalogue, filter: Filter) => exactTotal(database, table, filter, ctx.clock());

  return {
    async getAllMedicineAUser(request) {
      requireAccess(currentUser(request));
      const q = request.query;
      const p = paging(q, 15);
      const filter = where([
        containsFolded('search_f', q.search),
        containsFolded('brand_name_fa_f', q.brand_name_fa),
        containsFolded('brand_name_la_f', q.brand_name_la),
        containsFolded('generic_name_fa_f', q.generic_name_fa),
        containsFolded('generic_name_la_f', q.generic_name_la),
        containsFolded('generic_code_f', q.generic_code),
        containsFolded('concessionaire_f', q.concessionaire),
        quantityCondition(q.quantity_in_pack),
      ]);
      const [docs, total] = await Promise.all([
        database.rows<Schemas['MedicineAListItem']>(
          sql`
        SELECT id AS "_id", brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code,
          manufacturing_factory, concessionaire
        FROM medicines_a
        WHERE seq IN (SELECT seq FROM medicines_a ${filter} ORDER BY seq LIMIT ${p.limit} OFFSET ${p.offset})
        ORDER BY seq`,
          { prepare: filter.prepare },
        ),
        count('medicines_a', filter),
      ]);
      return { data: { main: { docs, totalDocs: total, totalPages: p.pages(total) } } };
    },

    async getAllMedicineBUser(request) {
      requireAccess(currentUser(request));
      const q = request.query;
      const p = paging(q, 15);
      const filter = where([
        containsFolded('search_f', q.search),
        containsFolded('brand_name_fa_f', q.brand_name_fa),
        containsFolded('brand_name_la_f', q.brand_name_la),
        containsFolded('generic_name_fa_f', q.generic_name_fa),
        containsFolded('generic_name_la_f', q.generic_name_la),
        containsFolded('generic_code_f', q.generic_code),
        containsFolded('supplier_company_f', q.supplier_company),
        containsFolded('producer_company_f', q.producer_company),
        containsFolded('irc_code_f', q.irc_code),
        quantityCondition(q.quantity_in_pack),
        priceCondition('current_price_pharmacy', q.price_pharmacy),
        priceCondition('current_price_distributor', q.price_distributor),
      ]);
      const [docs, total] = await Promise.all([
        database.rows<Schemas['MedicineBListItem']>(
          sql`
        SELECT id AS "_id", brand_name_fa, brand_name_la, generic_name_fa, generic_name_la, generic_code, irc_code,
          producer_company, supplier_company
        FROM medicines_b
        WHERE seq IN (SELECT seq FROM medicines_b ${filter} ORDER BY seq LIMIT ${p.limit} OFFSET ${p.offset})
        ORDER BY seq`,
          { prepare: filter.prepare },
        ),
        count('medicines_b', filter),
      ]);
      return { data: { main: { docs, totalDocs: total, totalPages: p.pages(total) } } };
    },

    async getMedicineAById(request, reply) {
      requireAccess(currentUser(request));
      const id = request.params.medicineId;
      if (!isUuid(id)) throw notFound(messages.medicineNotFound);
      const [row] = await database.rows<{
        id: string;
        brand_name_fa: string | null;
        brand_name_la: string | null;
        generic_name_fa: string | null;
        generic_name_la: string | null;
        generic_code: string | null;
        brand_code: string | null;
        quantity_in_pack: number | null;
        added_value: boolean;
        concessionaire: string | null;
        manufacturing_factory: string | null;
        importer_company: string | null;
        manufacturing_country: string | null;
        distribution_companies: string;
        related: string;
        drug_classification: string | null;
        pharmaceutical_group: string | null;
        description: string | null;
        information_link: string | null;
        photo_file: string | null;
        price_o: string;
        price_oa: string;
        price_b: string;
        price_ba: string;
      }>(sql`
        SELECT m.id, m.brand_name_fa, m.brand_name_la, m.generic_name_fa, m.generic_name_la, m.generic_code, m.brand_code,
          m.quantity_in_pack, m.added_value, m.concessionaire, m.manufacturing_factory, m.importer_company,
          m.manufacturing_country, m.distribution_companies::text AS distribution_companies, m.drug_classification,
          m.pharmaceutical_group, m.description, m.information_link, m.photo_file, m.price_o::text AS price_o,
          m.price_oa::text AS price_oa, m.price_b::text AS price_b, m.price_ba::text AS price_ba,
          coalesce((
            SELECT jsonb_agg(jsonb_build_object('_id', r.id, 'brand_name_fa', r.brand_name_fa) ORDER BY e.ord)
            FROM jsonb_array_elements_text(m.related_ids) WITH ORDINALITY AS e(rid, ord)
            JOIN medicines_a r ON r.id = e.rid::uuid), '[]'::jsonb)::text AS related
        FROM medicines_a m WHERE m.id = ${id}`);
      if (!row) throw notFound(messages.medicineNotFound);
      return sendJson<'getMedicineAById'>(reply, {
        data: {
          _id: row.id,
          brand_name_fa: row.brand_name_fa,
          brand_name_la: row.brand_name_la,
          generic_name_fa: row.generic_name_fa,
          generic_name_la: row.generic_name_la,
          generic_code: row.generic_code,
          brand_code: row.brand_code,
          quantity_in_pack: row.quantity_in_pack,
          added_value: row.added_value,
          concessionaire: row.concessionaire,
          manufacturing_factory: row.manufacturing_factory,
          importer_company: row.importer_company,
          'manufacturing-country': row.manufacturing_country,
          distribution_companies: new JsonText(row.distribution_companies),
          related: new JsonText(row.related),
          drug_classification: row.drug_classification,
          pharmaceutical_group: row.pharmaceutical_group,
          description: row.description,
          information_link: row.information_link,
          photo: row.photo_file ? { path: `${PHOTO_PATH_PREFIX}${row.photo_file}` } : null,
          price_O: new JsonText(row.price_o),
          price_OA: new JsonText(row.price_oa),
          price_B: new JsonText(row.price_b),
          price_BA: new JsonText(row.price_ba),
        },
      });
    },

    async getMedicineBById(request, reply) {
      requireAccess(currentUser(request));
      const id = request.params.medicineId;
      if (!isUuid(id)) throw notFound(messages.medicineNotFound);
      const [row] = await database.rows<{
        id: string;
        brand_name_fa: string | null;
        brand_name_la: string | null;
        generic_name_fa: string | null;
        generic_name_la: string | null;
        quantity_in_pack: number | null;
        supplier_company: string | null;
        producer_company: string | null;
        name_brand_owner: string | null;
        generic_code: string | null;
        status_medicine: string | null;
        irc_code: string | null;
        gtin_code: string | null;
        medicine_group: string | null;
        description: string | null;
        related: string;
        price_distributor: string;
        price_pharmacy: string;
        price_consumer: string;
        price_updated_at: Date | string | null;
      }>(sql`
        SELECT m.id, m.brand_name_fa, m.brand_name_la, m.generic_name_fa, m.generic_name_la, m.quantity_in_pack,
          m.supplier_company, m.producer_company, m.name_brand_owner, m.generic_code, m.status_medicine, m.irc_code,
          m.gtin_code, m.medicine_group, m.description, m.price_distributor::text AS price_distributor,
          m.price_pharmacy::text AS price_pharmacy, m.price_consumer::text AS price_consumer, m.price_updated_at,
          coalesce((
            SELECT jsonb_agg(jsonb_build_object('_id', r.id, 'generic_name_fa', r.generic_name_fa) ORDER BY e.ord)
            FROM jsonb_array_elements_text(m.related_ids) WITH ORDINALITY AS e(rid, ord)
            JOIN medicines_b r ON r.id = e.rid::uuid), '[]'::jsonb)::text AS related
        FROM medicines_b m WHERE m.id = ${id}`);
      if (!row) throw notFound(messages.medicineNotFound);
      return sendJson<'getMedicineBById'>(reply, {
        _id: row.id,
        brand_name_fa: row.brand_name_fa,
        brand_name_la: row.brand_name_la,
        generic_name_fa: row.generic_name_fa,
        generic_name_la: row.generic_name_la,
        quantity_in_pack: row.quantity_in_pack,
        supplier_company: row.supplier_company,
        producer_company: row.producer_company,
        name_brand_owner: row.name_brand_owner,
        generic_code: row.generic_code,
        status_medicine: row.status_medicine,
        irc_code: row.irc_code,
        gtin_code: row.gtin_code,
        medicine_group: row.medicine_group,
        description: row.description,
        related: new JsonText(row.related),
        price_distributor: new JsonText(row.price_distributor),
        price_pharmacy: new JsonText(row.price_pharmacy),
        price_consumer: new JsonText(row.price_consumer),
        price_updated_at: iso(row.price_updated_at),
      });
    },

    async getListMedicinesASortChangePriceUser(request, reply) {
      requireAccess(currentUser(request));
      const q = request.query;
      const p = paging(q, 15);
      const filter = where(rangeConditions('price_changed_at', q.from, q.to));
      // The page and its total at once (two statements in flight, one round trip of latency).
      const [rows, total] = await Promise.all([
        database.rows<{
          _id: string;
          brand_name_fa: string | null;
          generic_name_fa: string | null;
          manufacturing_factory: string | null;
          added_value: boolean;
          price_oa: string;
          price_o: string;
        }>(sql`
        SELECT id AS "_id", brand_name_fa, generic_name_fa, manufacturing_factory, added_value,
          price_oa::text AS price_oa, price_o::text AS price_o
        FROM medicines_a
        WHERE seq IN (SELECT seq FROM medicines_a ${filter} ORDER BY price_changed_at DESC, seq DESC LIMIT ${p.limit} OFFSET ${p.offset})
        ORDER BY price_changed_at DESC, seq DESC`),
        count('medicines_a', filter),
      ]);
      return sendJson<'getListMedicinesASortChangePriceUser'>(reply, {
        docs: rows.map(({ price_oa, price_o, ...rest }) => ({ ...rest, price_OA: new JsonText(price_oa), price_O: new JsonText(price_o) })),
        totalDocs: total,
        totalPages: p.pages(total),
      });
    },

    async getListMedicinesBSortChangePriceUser(request, reply) {
      requireAccess(currentUser(request));
      const q = request.query;
      const p = paging(q, 15);
      const filter = where(rangeConditions('price_updated_at', q.from, q.to));
      // The page and its total at once (two statements in flight, one round trip of latency).
      const [rows, total] = await Promise.all([
        database.rows<{
          _id: string;
          brand_name_fa: string | null;
          generic_name_fa: string | null;
          producer_company: string | null;
          price_consumer: string;
          price_updated_at: Date | string | null;
        }>(sql`
        SELECT id AS "_id", brand_name_fa, generic_name_fa, producer_company, price_consumer::text AS price_consumer,
          price_updated_at
        FROM medicines_b
        WHERE seq IN (SELECT seq FROM medicines_b ${filter} ORDER BY price_updated_at DESC, seq DESC LIMIT ${p.limit} OFFSET ${p.offset})
        ORDER BY price_updated_at DESC, seq DESC`),
        count('medicines_b', filter),
      ]);
      return sendJson<'getListMedicinesBSortChangePriceUser'>(reply, {
        docs: rows.map((r) => ({ ...r, price_consumer: new JsonText(r.price_consumer), price_updated_at: iso(r.price_updated_at) })),
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
