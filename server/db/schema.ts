import { bigint, boolean, customType, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The drizzle view of `migrations/*.sql` (the SQL files are the source of truth for DDL). */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobile: text('mobile').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  orgName: text('org_name').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  provinceId: text('province_id').references(() => provinces.id),
  /** pharmacist, operator or admin (behaviour §10.10; migration 0150). */
  role: text('role').$type<'pharmacist' | 'operator' | 'admin'>().notNull().default('pharmacist'),
  lastLogin: tz('last_login'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const packages = pgTable('packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  days: integer('days').notNull(),
  priceToman: integer('price_toman').notNull(),
  sort: integer('sort').notNull(),
  /** Retired by an operator: never sold again, kept on its orders (behaviour §10.10). */
  retiredAt: tz('retired_at'),
});

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  packageId: text('package_id').references(() => packages.id),
  startsAt: tz('starts_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
});

export const otpCodes = pgTable(
  'otp_codes',
  {
    mobile: text('mobile').notNull(),
    lane: text('lane').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    sentAt: tz('sent_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.lane] })],
);

/** Per (mobile, lane): wrong guesses across codes, lockouts and the daily send count (behaviour §12.1). */
export const otpGuard = pgTable(
  'otp_guard',
  {
    mobile: text('mobile').notNull(),
    lane: text('lane').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    strikes: integer('strikes').notNull().default(0),
    lockedUntil: tz('locked_until'),
    lastFailureAt: tz('last_failure_at'),
    sends: integer('sends').notNull().default(0),
    sendsSince: tz('sends_since'),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.lane] })],
);

/** The sign-in link of a code's SMS: the HMAC of its token, the mobile it was sent to, its expiry (behaviour §12.1). */
export const otpLinks = pgTable('otp_links', {
  tokenHash: text('token_hash').primaryKey(),
  mobile: text('mobile').notNull(),
  expiresAt: tz('expires_at').notNull(),
});

/** Browsers that signed in to a mobile: the HMAC of their device cookie. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: tz('created_at').notNull(),
    lastUsedAt: tz('last_used_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.mobile] })],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: tz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
  revokedAt: tz('revoked_at'),
  /** Absolute end of the session (the refresh-token family), however often it is refreshed. */
  expiresAt: tz('expires_at').notNull(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

export const photos = pgTable('photos', {
  fileName: text('file_name').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
});

export interface PriceEntryRow {
  price: number;
  insert_date: string;
}

export const medicinesA = pgTable('medicines_a', {
  id: uuid('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  seedKey: text('seed_key'),
  brandNameFa: text('brand_name_fa'),
  brandNameLa: text('brand_name_la'),
  genericNameFa: text('generic_name_fa'),
  genericNameLa: text('generic_name_la'),
  /** GTIN-13 of the pack (migration 0090; unique): the barcode lookup. */
  gtin: text('gtin'),
  genericCode: text('generic_code'),
  brandCode: text('brand_code'),
  quantityInPack: integer('quantity_in_pack'),
  addedValue: boolean('added_value').notNull().default(false),
  concessionaire: text('concessionaire'),
  manufacturingFactory: text('manufacturing_factory'),
  importerCompany: text('importer_company'),
  manufacturingCountry: text('manufacturing_country'),
  distributionCompanies: jsonb('distribution_companies').$type<string[]>().notNull(),
  relatedIds: jsonb('related_ids').$type<string[]>().notNull(),
  drugClassification: text('drug_classification'),
  pharmaceuticalGroup: text('pharmaceutical_group'),
  description: text('description'),
  informationLink: text('information_link'),
  photoFile: text('photo_file'),
  priceO: jsonb('price_o').$type<PriceEntryRow[]>().notNull(),
  priceOA: jsonb('price_oa').$type<PriceEntryRow[]>().notNull(),
  priceB: jsonb('price_b').$type<PriceEntryRow[]>().notNull(),
  priceBA: jsonb('price_ba').$type<PriceEntryRow[]>().notNull(),
  currentPrice: bigint('current_price', { mode: 'number' }),
  priceChangedAt: tz('price_changed_at'),
  searchF: text('search_f').notNull(),
  brandNameFaF: text('brand_name_fa_f').notNull(),
  brandNameLaF: text('brand_name_la_f').notNull(),
  genericNameFaF: text('generic_name_fa_f').notNull(),
  genericNameLaF: text('generic_name_la_f').notNull(),
  genericCodeF: text('generic_code_f').notNull(),
  concessionaireF: text('concessionaire_f').notNull(),
});

export const medicinesB = pgTable('medicines_b', {
  id: uuid('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  seedKey: text('seed_key'),
  brandNameFa: text('brand_name_fa'),
  brandNameLa: text('brand_name_la'),
  genericNameFa: text('generic_name_fa'),
  genericNameLa: text('generic_name_la'),
  quantityInPack: integer('quantity_in_pack'),
  supplierCompany: text('supplier_company'),
  producerCompany: text('producer_company'),
  nameBrandOwner: text('name_brand_owner'),
  /** GTIN-13 of the pack (migration 0090; unique): the barcode lookup. */
  gtin: text('gtin'),
  genericCode: text('generic_code'),
  statusMedicine: text('status_medicine'),
  ircCode: text('irc_code'),
  gtinCode: text('gtin_code'),
  medicineGroup: text('medicine_group'),
  description: text('description'),
  relatedIds: jsonb('related_ids').$type<string[]>().notNull(),
  priceDistributor: jsonb('price_distributor').$type<PriceEntryRow[]>().notNull(),
  pricePharmacy: jsonb('price_pharmacy').$type<PriceEntryRow[]>().notNull(),
  priceConsumer: jsonb('price_consumer').$type<PriceEntryRow[]>().notNull(),
  currentPriceDistributor: bigint('current_price_distributor', { mode: 'number' }),
  currentPricePharmacy: bigint('current_price_pharmacy', { mode: 'number' }),
  currentPriceConsumer: bigint('current_price_consumer', { mode: 'number' }),
  priceUpdatedAt: tz('price_updated_at'),
  searchF: text('search_f').notNull(),
  brandNameFaF: text('brand_name_fa_f').notNull(),
  brandNameLaF: text('brand_name_la_f').notNull(),
  genericNameFaF: text('generic_name_fa_f').notNull(),
  genericNameLaF: text('generic_name_la_f').notNull(),
  genericCodeF: text('generic_code_f').notNull(),
  supplierCompanyF: text('supplier_company_f').notNull(),
  producerCompanyF: text('producer_company_f').notNull(),
  ircCodeF: text('irc_code_f').notNull(),
});

export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  title: text('title').notNull(),
  report: text('report').notNull(),
  medicineAId: uuid('medicine_a_id'),
  medicineBId: uuid('medicine_b_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
  status: text('status').$type<'new' | 'in progress' | 'fixed' | 'rejected'>().notNull().default('new'),
  statusChangedAt: tz('status_changed_at'),
  statusChangedBy: uuid('status_changed_by'),
  idempotencyKey: text('idempotency_key'),
});

export const tickets = pgTable('tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  title: text('title').notNull(),
  report: text('report').notNull(),
  status: text('status').$type<'not checked' | 'checked'>().notNull().default('not checked'),
  answer: text('answer'),
  createdAt: tz('created_at').notNull().defaultNow(),
  answeredBy: uuid('answered_by'),
  answeredAt: tz('answered_at'),
  assigneeId: uuid('assignee_id'),
  answerReadAt: tz('answer_read_at'),
  idempotencyKey: text('idempotency_key'),
});

export const ticketNotes = pgTable('ticket_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketId: uuid('ticket_id').notNull(),
  authorId: uuid('author_id').notNull(),
  note: text('note').notNull(),
  createdAt: tz('created_at').notNull(),
});

/** Every operator write (behaviour §10.10): who, when, what, before and after. */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: tz('at').notNull(),
  actorId: uuid('actor_id'),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  reason: text('reason'),
});

export const catalogCounts = pgTable('catalog_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
  /** Bumped by every statement that writes the catalogue (migration 0100). */
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/** Exact totals of filtered lists, shared by every instance (migration 0100, `server/service/totals.ts`). */
export const catalogTotals = pgTable(
  'catalog_totals',
  {
    tableName: text('table_name').notNull(),
    filterKey: text('filter_key').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** When the total was counted: served and kept for a day (migration 0120). */
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.filterKey] })],
);
