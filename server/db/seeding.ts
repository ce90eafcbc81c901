import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { fa } from '../../src/i18n/fa';
import { foldForSearch, readableText } from '../../src/lib/fold';
import { parseGtin } from '../../src/lib/gtin';
import type { Database } from './client';
import { PROVINCES } from './seed/provinces';
import type { SeedCatalog, SeedMedicineA, SeedMedicineB, SeedOptions } from './seed/types';

/** The four packages of behaviour §9, prices converted from rial to toman, named as the SPA names them. */
export const PACKAGES = [
  { id: 'month-1', name: fa.packages.names['month-1']!, days: 30, priceToman: 120_000 },
  { id: 'month-3', name: fa.packages.names['month-3']!, days: 90, priceToman: 340_000 },
  { id: 'month-6', name: fa.packages.names['month-6']!, days: 180, priceToman: 540_000 },
  { id: 'month-12', name: fa.packages.names['month-12']!, days: 365, priceToman: 640_000 },
] as const;

export const DEMO_MOBILE = '09120000000';
const BATCH = 2_000;

/** Provinces and packages: reference data present in every database (idempotent). */
export async function ensureReferenceData(database: Database): Promise<void> {
  const provinces = PROVINCES.map((p, i) => ({ id: p._id, name: p.name, sort: i + 1 }));
  await database.rows(sql`
    INSERT INTO provinces (id, name, sort)
    SELECT id, name, sort FROM jsonb_to_recordset(${JSON.stringify(provinces)}::jsonb) AS x(id text, name text, sort int)
    ON CONFLICT (id) DO NOTHING`);
  const packages = PACKAGES.map((p, i) => ({ id: p.id, name: p.name, days: p.days, price_toman: p.priceToman, sort: i + 1 }));
  await database.rows(sql`
    INSERT INTO packages (id, name, days, price_toman, sort)
    SELECT id, name, days, price_toman, sort
    FROM jsonb_to_recordset(${JSON.stringify(packages)}::jsonb) AS x(id text, name text, days int, price_toman int, sort int)
    ON CONFLICT (id) DO NOTHING`);
}

/** The demo account: complete profile (Tehran) and a one-year subscription. */
export async function ensureDemoAccount(database: Database): Promise<void> {
  const tehran = PROVINCES.find((p) => p.name === 'تهران');
  const [user] = await database.rows<{ id: string }>(sql`
    INSERT INTO users (mobile, first_name, last_name, org_name, province_id)
    VALUES (${DEMO_MOBILE}, 'مریم', 'احمدی', 'داروخانه دکتر احمدی', ${tehran?._id ?? null})
    ON CONFLICT (mobile) DO UPDATE SET mobile = EXCLUDED.mobile
    RETURNING id`);
  if (!user) throw new Error('the demo user was not saved');
  await database.rows(sql`
    INSERT INTO subscriptions (user_id, package_id, starts_at, expires_at)
    SELECT ${user.id}, 'month-12', now(), now() + interval '365 days'
    WHERE NOT EXISTS (SELECT 1 FROM subscriptions WHERE user_id = ${user.id} AND expires_at > now())`);
}

const last = <T>(list: T[]): T | undefined => list[list.length - 1];
const byDate = (list: { price: number; insert_date: string }[]) =>
  [...list].sort((a, b) => Date.parse(a.insert_date) - Date.parse(b.insert_date));
const fold = (value: string | null | undefined) => foldForSearch(value ?? '');
/** The folded fields joined by a newline, which a folded query (spaces taken out) never holds. */
const searchText = (...parts: (string | null | undefined)[]) => parts.map(fold).filter(Boolean).join('\n');

/** Persian text on the way in: Persian letters, digits in the script of their words (behaviour §3.1). */
const clean = (value: string | null): string | null => (value === null ? null : readableText(value));

/** A medicine's Persian text fields stored clean, whatever the generator or an import typed. */
function cleanA(m: SeedMedicineA): SeedMedicineA {
  return {
    ...m,
    brand_name_fa: clean(m.brand_name_fa),
    generic_name_fa: clean(m.generic_name_fa),
    concessionaire: clean(m.concessionaire),
    manufacturing_factory: clean(m.manufacturing_factory),
    importer_company: clean(m.importer_company),
    'manufacturing-country': clean(m['manufacturing-country']),
    distribution_companies: m.distribution_companies.map(readableText),
    drug_classification: clean(m.drug_classification),
    pharmaceutical_group: clean(m.pharmaceutical_group),
    description: clean(m.description),
  };
}

function cleanB(m: SeedMedicineB): SeedMedicineB {
  return {
    ...m,
    brand_name_fa: clean(m.brand_name_fa),
    generic_name_fa: clean(m.generic_name_fa),
    supplier_company: clean(m.supplier_company),
    producer_company: clean(m.producer_company),
    name_brand_owner: clean(m.name_brand_owner),
    medicine_group: clean(m.medicine_group),
    description: clean(m.description),
  };
}

function rowA(dirty: SeedMedicineA, id: string, ids: Map<string, string>) {
  const m = cleanA(dirty);
  const priceO = byDate(m.price_O);
  const priceOA = byDate(m.price_OA);
  const current = last(m.added_value ? priceOA : priceO);
  return {
    id,
    seed_key: m.key,
    brand_name_fa: m.brand_name_fa,
    brand_name_la: m.brand_name_la,
    generic_name_fa: m.generic_name_fa,
    generic_name_la: m.generic_name_la,
    generic_code: m.generic_code,
    brand_code: m.brand_code,
    quantity_in_pack: m.quantity_in_pack,
    added_value: m.added_value,
    concessionaire: m.concessionaire,
    manufacturing_factory: m.manufacturing_factory,
    importer_company: m.importer_company,
    manufacturing_country: m['manufacturing-country'],
    distribution_companies: m.distribution_companies,
    related_ids: m.relatedKeys.map((k) => ids.get(k)).filter(Boolean),
    drug_classification: m.drug_classification,
    pharmaceutical_group: m.pharmaceutical_group,
    description: m.description,
    information_link: m.information_link,
    photo_file: m.photoFile,
    price_o: priceO,
    price_oa: priceOA,
    price_b: byDate(m.price_B),
    price_ba: byDate(m.price_BA),
    current_price: current?.price ?? null,
    price_changed_at: current?.insert_date ?? null,
    search_f: searchText(m.brand_name_fa, m.brand_name_la, m.generic_name_fa, m.generic_name_la, m.generic_code, m.brand_code),
    brand_name_fa_f: fold(m.brand_name_fa),
    brand_name_la_f: fold(m.brand_name_la),
    generic_name_fa_f: fold(m.generic_name_fa),
    generic_name_la_f: fold(m.generic_name_la),
    generic_code_f: fold(m.generic_code),
    concessionaire_f: fold(m.concessionaire),
    gtin: m.gtin ?? null,
  };
}

/** Category B's GTIN: the seed's, else its GTIN code when that is a valid GTIN-13/14. */
function gtinB(m: SeedMedicineB): string | null {
  if (m.gtin !== undefined) return m.gtin;
  const parsed = m.gtin_code ? parseGtin(m.gtin_code) : null;
  return parsed && 'gtin' in parsed ? parsed.gtin : null;
}

function rowB(dirty: SeedMedicineB, id: string, ids: Map<string, string>) {
  const m = cleanB(dirty);
  const distributor = byDate(m.price_distributor);
  const pharmacy = byDate(m.price_pharmacy);
  const consumer = byDate(m.price_consumer);
  return {
    id,
    seed_key: m.key,
    brand_name_fa: m.brand_name_fa,
    brand_name_la: m.brand_name_la,
    generic_name_fa: m.generic_name_fa,
    generic_name_la: m.generic_name_la,
    quantity_in_pack: m.quantity_in_pack,
    supplier_company: m.supplier_company,
    producer_company: m.producer_company,
    name_brand_owner: m.name_brand_owner,
    generic_code: m.generic_code,
    status_medicine: m.status_medicine,
    irc_code: m.irc_code,
    gtin_code: m.gtin_code,
    medicine_group: m.medicine_group,
    description: m.description,
    related_ids: m.relatedKeys.map((k) => ids.get(k)).filter(Boolean),
    price_distributor: distributor,
    price_pharmacy: pharmacy,
    price_consumer: consumer,
    current_price_distributor: last(distributor)?.price ?? null,
    current_price_pharmacy: last(pharmacy)?.price ?? null,
    current_price_consumer: last(consumer)?.price ?? null,
    price_updated_at: last(consumer)?.insert_date ?? null,
    search_f: searchText(m.brand_name_fa, m.brand_name_la, m.generic_name_fa, m.generic_name_la, m.generic_code, m.irc_code, m.gtin_code),
    brand_name_fa_f: fold(m.brand_name_fa),
    brand_name_la_f: fold(m.brand_name_la),
    generic_name_fa_f: fold(m.generic_name_fa),
    generic_name_la_f: fold(m.generic_name_la),
    generic_code_f: fold(m.generic_code),
    supplier_company_f: fold(m.supplier_company),
    producer_company_f: fold(m.producer_company),
    irc_code_f: fold(m.irc_code),
    gtin: gtinB(m),
  };
}

const COLUMNS_A = `id uuid, seed_key text, brand_name_fa text, brand_name_la text, generic_name_fa text, generic_name_la text,
  generic_code text, brand_code text, quantity_in_pack int, added_value boolean, concessionaire text, manufacturing_factory text,
  importer_company text, manufacturing_country text, distribution_companies jsonb, related_ids jsonb, drug_classification text,
  pharmaceutical_group text, description text, information_link text, photo_file text, price_o jsonb, price_oa jsonb,
  price_b jsonb, price_ba jsonb, current_price bigint, price_changed_at timestamptz, search_f text, brand_name_fa_f text,
  brand_name_la_f text, generic_name_fa_f text, generic_name_la_f text, generic_code_f text, concessionaire_f text, gtin text`;

const COLUMNS_B = `id uuid, seed_key text, brand_name_fa text, brand_name_la text, generic_name_fa text, generic_name_la text,
  quantity_in_pack int, supplier_company text, producer_company text, name_brand_owner text, generic_code text,
  status_medicine text, irc_code text, gtin_code text, medicine_group text, description text, related_ids jsonb,
  price_distributor jsonb, price_pharmacy jsonb, price_consumer jsonb, current_price_distributor bigint,
  current_price_pharmacy bigint, current_price_consumer bigint, price_updated_at timestamptz, search_f text,
  brand_name_fa_f text, brand_name_la_f text, generic_name_fa_f text, generic_name_la_f text, generic_code_f text,
  supplier_company_f text, producer_company_f text, irc_code_f text, gtin text`;

const names = (columns: string) =>
  columns
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .join(', ');

type Execute = (query: SQL) => Promise<unknown>;

/** Inserts a batch as one jsonb parameter expanded by jsonb_to_recordset (one round trip per batch). */
async function insertBatches(execute: Execute, table: string, columns: string, rows: object[]): Promise<void> {
  const list = names(columns);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH));
    await execute(
      sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(list)})
          SELECT ${sql.raw(list)} FROM jsonb_to_recordset(${batch}::jsonb) AS x(${sql.raw(columns)})`,
    );
  }
}

/**
 * Inserts a generated catalogue in one transaction (a failed seed leaves no half catalogue):
 * photos, then medicines A and B with their related ids resolved.
 */
export async function insertCatalog(database: Database, catalog: SeedCatalog): Promise<void> {
  const idsA = new Map(catalog.medicinesA.map((m) => [m.key, randomUUID()]));
  const idsB = new Map(catalog.medicinesB.map((m) => [m.key, randomUUID()]));
  await database.db.transaction(async (tx) => {
    const execute: Execute = (query) => tx.execute(query);
    for (const photo of catalog.photos) {
      await execute(sql`
        INSERT INTO photos (file_name, content_type, body) VALUES (${photo.fileName}, ${photo.contentType}, ${photo.body})
        ON CONFLICT (file_name) DO NOTHING`);
    }
    await insertBatches(
      execute,
      'medicines_a',
      COLUMNS_A,
      catalog.medicinesA.map((m) => rowA(m, idsA.get(m.key)!, idsA)),
    );
    await insertBatches(
      execute,
      'medicines_b',
      COLUMNS_B,
      catalog.medicinesB.map((m) => rowB(m, idsB.get(m.key)!, idsB)),
    );
    // The generated series become the seed's entries of the official record, and the series are then
    // written from the record by its one writer, as every later change is (behaviour §10.12).
    await execute(sql`
      INSERT INTO price_entries (category, medicine_id, series, effective_at, price, kind, published_at, lead)
      SELECT category, id, series, at, price, 'seed', at, false FROM price_cache_points ORDER BY category, seq, series, i`);
    await execute(sql`SELECT refresh_price_series('A', ARRAY(SELECT id FROM medicines_a))`);
    await execute(sql`SELECT refresh_price_series('B', ARRAY(SELECT id FROM medicines_b))`);
  });
  // PGlite runs no autovacuum: without statistics the planner picks slow plans, and without the
  // visibility map counts cannot use index-only scans.
  await database.rows(sql`VACUUM (ANALYZE) medicines_a, medicines_b, photos, price_entries`);
}

export type CatalogGenerator = (options: SeedOptions) => SeedCatalog;

/** Loads the SEED helper's generator. */
export async function loadGenerator(): Promise<CatalogGenerator> {
  const module = await import('./seed/catalog');
  return module.generateCatalog;
}

/** Seeds an empty catalogue and, with it, the demo account. Answers whether it seeded. */
export async function seedIfEmpty(
  database: Database,
  options: { scale: number; seed?: number; now?: Date; generate?: CatalogGenerator },
): Promise<boolean> {
  const [{ present } = { present: false }] = await database.rows<{ present: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM medicines_a) OR EXISTS (SELECT 1 FROM medicines_b) AS present`,
  );
  if (present) return false;
  // The demo account comes with the demo catalogue only: never with SEED=none, never renewed by a restart.
  await ensureDemoAccount(database);
  const generate = options.generate ?? (await loadGenerator());
  const catalog = generate({ scale: options.scale, seed: options.seed ?? 1, now: options.now ?? new Date() });
  await insertCatalog(database, catalog);
  return true;
}
