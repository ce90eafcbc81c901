/**
 * The demo catalogue: realistic Iranian medicines for categories A and B, generated from the tables
 * in `tables/` with a seeded PRNG, so one seed (and one `now`) always gives the same catalogue.
 *
 * - `generateCatalog(options)`: the whole `SeedCatalog` in memory (what the server seeds by default).
 * - `iterateMedicinesA/B(options, batchSize)`: the same medicines in batches, for large scales.
 * - `photoFileNames()` / `photoByFileName(name)`: every photo a medicine can name, rendered on demand.
 */
import {
  DISTRIBUTORS,
  DOMESTIC_BRANDS,
  FOREIGN_BRANDS,
  FOREIGN_MAKERS,
  HERBAL_MAKERS,
  IMPORTERS,
  MANUFACTURERS,
  type ForeignBrand,
  type Manufacturer,
} from './tables/companies';
import { toLatinDigits } from '../../../src/lib/digits';
import { describe } from './tables/descriptions';
import { FORMS, type DosageForm, type FormCode } from './tables/forms';
import { GENERICS, HERBALS, type Generic } from './tables/generics';
import { renderPhoto, type PhotoSpec } from './photos';
import { Random, hashString, mixSeed } from './prng';
import { parseStrength, type Strength } from './strength';
import { parseGtin, withCheckDigit } from '../../../src/lib/gtin';
import type { SeedCatalog, SeedMedicineA, SeedMedicineB, SeedOptions, SeedPhoto } from './types';

type PriceEntry = SeedMedicineA['price_O'][number];

/** One product line: a generic in one dosage form and strength (many medicines share one). */
interface Template {
  index: number;
  generic: Generic;
  herbal: boolean;
  formCode: FormCode;
  form: DosageForm;
  strength: Strength | null;
  /** The generic name with Persian digits, and as some registrations type it, with Latin digits. */
  nameFa: string;
  nameFaLatinDigits: string;
  nameLa: string;
  strengthFa: string;
  strengthFaLatinDigits: string;
  strengthLa: string;
  genericCode: string;
  /** Rial price of one unit (tablet, bottle, vial…) before maker and import factors. */
  unitPrice: number;
  brands: readonly ForeignBrand[];
}

/** Who makes one medicine of a template. */
type Source =
  | { kind: 'domestic'; maker: Manufacturer; licensor: Manufacturer | null }
  | { kind: 'originator'; brand: ForeignBrand }
  | { kind: 'foreign'; maker: (typeof FOREIGN_MAKERS)[number] };

const ADDED_VALUE_RATE = 1.1;
/** Scales the generic table's prices to the current price level. */
const PRICE_LEVEL = 2.2;
const PHOTO_SHARE = 0.15;
const ARABIC_LETTER_SHARE = 0.012;
const LATIN_DIGIT_SHARE = 0.08;
const DAY = 86_400_000;
/** Generic blocks mixed together before keys are given (bounds the memory of the stream). */
const WINDOW_BLOCKS = 12;

/** Only the statuses the product names (behaviour §4: active, inactive, awaiting approval, edit). */
const STATUS_B = ['active', 'in-active', 'awaiting', 'edit'] as const;
const STATUS_B_WEIGHTS = [84, 8, 5, 3];

let templateCache: { a: Template[]; b: Template[]; photos: Map<string, PhotoSpec> } | null = null;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/%/g, 'pc')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function photoFileName(base: string, template: Template): string {
  const parts = [slug(base), template.strength?.slug.toLowerCase() ?? '', template.formCode].filter(Boolean);
  return `${parts.join('-').slice(0, 74).replace(/-+$/, '')}.svg`;
}

function buildTemplates(): NonNullable<typeof templateCache> {
  const a: Template[] = [];
  const b: Template[] = [];
  const photos = new Map<string, PhotoSpec>();
  const all = [...GENERICS.map((generic) => ({ generic, herbal: false })), ...HERBALS.map((generic) => ({ generic, herbal: true }))];
  let index = 0;
  for (const { generic, herbal } of all) {
    for (const spec of generic.forms.split(';')) {
      const [code = '', tokens = '-'] = spec.trim().split(/\s+/);
      if (!(code in FORMS)) throw new Error(`Unknown dosage form ${code} for ${generic.la}`);
      const formCode = code as FormCode;
      const form: DosageForm = FORMS[formCode];
      const strengths = tokens.split(',');
      const first = parseStrength(strengths[0] ?? '-');
      for (const token of strengths) {
        const strength = parseStrength(token);
        const latin = parseStrength(token, true);
        const ratio = strength && first && first.amount > 0 ? strength.amount / first.amount : 1;
        const strengthFa = strength?.fa ?? '';
        const strengthFaLatinDigits = latin?.fa ?? '';
        const template: Template = {
          index,
          generic,
          herbal,
          formCode,
          form,
          strength,
          nameFa: [generic.fa, strengthFa, form.fa].filter(Boolean).join(' '),
          nameFaLatinDigits: [toLatinDigits(generic.fa), strengthFaLatinDigits, form.fa].filter(Boolean).join(' '),
          nameLa: [generic.la, strength?.la, form.la].filter(Boolean).join(' '),
          strengthFa,
          strengthFaLatinDigits,
          strengthLa: strength?.la ?? '',
          // 7919 is invertible modulo 89,999, so every template gets its own five-digit code.
          genericCode: String(10000 + ((index * 7919 + 1237) % 89999)),
          unitPrice: PRICE_LEVEL * generic.price * form.priceFactor * Math.pow(ratio, 0.6),
          brands: FOREIGN_BRANDS[generic.la] ?? [],
        };
        index++;
        if (!herbal) a.push(template);
        b.push(template);
        const domestic = Object.values(DOMESTIC_BRANDS[generic.la] ?? {}).map((brand) => brand.brandLa);
        for (const base of [generic.la, ...template.brands.map((brand) => brand.brandLa), ...domestic]) {
          const fileName = photoFileName(base, template);
          if (!photos.has(fileName)) {
            photos.set(fileName, {
              fileName,
              title: base,
              strength: template.strengthLa,
              form: form.la,
              shape: form.shape,
              hue: hashString(base) % 360,
            });
          }
        }
      }
    }
  }
  return { a, b, photos };
}

function templates(): NonNullable<typeof templateCache> {
  templateCache ??= buildTemplates();
  return templateCache;
}

/** Rounds a rial price as price lists write it: to 10 rial below 10,000, 100 below a million, else 1,000. */
function roundPrice(value: number): number {
  const step = value < 10_000 ? 10 : value < 1_000_000 ? 100 : 1000;
  return Math.max(step, Math.round(value / step) * step);
}

/** Days on which new prices were announced in the twelve months before `now`, oldest first. */
function announcementDays(rng: Random, now: Date): number[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysAgo = new Set<number>();
  const add = (count: number, min: number, max: number) => {
    let guard = 0;
    while (count > 0 && guard++ < 1000) {
      const d = rng.int(min, max);
      if (!daysAgo.has(d)) {
        daysAgo.add(d);
        count--;
      }
    }
  };
  add(1, 1, 3);
  add(9, 1, 30);
  add(16, 31, 150);
  add(20, 151, 330);
  add(6, 331, 365);
  return [...daysAgo].sort((x, y) => y - x).map((d) => today - d * DAY + rng.int(5 * 60, 11 * 60) * 60_000);
}

class DateStrings {
  private cache = new Map<number, string>();
  get(time: number): string {
    let text = this.cache.get(time);
    if (text === undefined) {
      text = new Date(time).toISOString();
      this.cache.set(time, text);
    }
    return text;
  }
}

/** The dates of one medicine's price history and each entry's price relative to the current one. */
function priceSteps(rng: Random, days: number[], dates: DateStrings): { dates: string[]; factors: number[] } {
  const n = rng.weighted([2, 3, 4, 5, 6, 7, 8], [14, 22, 22, 17, 11, 8, 6]);
  // When the last change happened: recently for many, so the price-change screens have content.
  const bucket = rng.weighted(['recent', 'months', 'old'], [35, 42, 23]);
  const last = days.length - 1;
  const lastDay = days[last] ?? 0;
  const recentFrom = days.findIndex((t) => t >= lastDay - 30 * DAY);
  const monthsFrom = days.findIndex((t) => t >= lastDay - 150 * DAY);
  const lastIndex =
    bucket === 'recent'
      ? rng.int(recentFrom, last)
      : bucket === 'months'
        ? rng.int(monthsFrom, Math.max(monthsFrom, recentFrom - 1))
        : rng.int(4, Math.max(4, monthsFrom - 1));
  const firstIndex = rng.int(0, 3);
  const middle = rng
    .sample(
      Array.from({ length: Math.max(0, lastIndex - firstIndex - 1) }, (_, i) => firstIndex + 1 + i),
      n - 2,
    )
    .sort((x, y) => x - y);
  const indexes = [firstIndex, ...middle, lastIndex];
  const jitter = rng.int(0, 150) * 60_000;
  const factors = new Array<number>(indexes.length);
  factors[indexes.length - 1] = 1;
  for (let i = indexes.length - 2; i >= 0; i--) {
    // Going back in time: prices were lower (inflation), sometimes higher (an occasional cut).
    const step = rng.chance(0.12) ? rng.between(0.9, 0.98) : rng.between(1.04, 1.32);
    factors[i] = (factors[i + 1] ?? 1) / step;
  }
  return { dates: indexes.map((i) => dates.get((days[i] ?? 0) + jitter)), factors };
}

function history(current: number, steps: { dates: string[]; factors: number[] }): PriceEntry[] {
  return steps.dates.map((insert_date, i) => ({ price: roundPrice(current * (steps.factors[i] ?? 1)), insert_date }));
}

function arabicLetters(text: string | null): string | null {
  return text === null ? null : text.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
}

function pickSources(rng: Random, template: Template, makers: readonly Manufacturer[]): Source[] {
  const sources: Source[] = [];
  if (!template.herbal) {
    if (template.brands.length > 0 && rng.chance(0.4)) sources.push({ kind: 'originator', brand: rng.pick(template.brands) });
    if (rng.chance(0.07)) sources.push({ kind: 'foreign', maker: rng.pick(FOREIGN_MAKERS) });
  }
  const eligible = makers.filter(
    (m) => m.makes.includes(template.form.line) && (!m.onlyGroups || m.onlyGroups.includes(template.generic.group)),
  );
  const count = rng.weighted([0, 1, 2, 3, 4, 5, 6], [sources.length > 0 ? 3 : 0, 5, 6, 5, 3, 2, 1]);
  const licensors = makers.filter((m) => !m.onlyGroups || m.onlyGroups.includes(template.generic.group));
  for (const maker of rng.weightedSample(
    eligible,
    eligible.map((m) => m.weight),
    count,
  )) {
    const licensor = rng.chance(0.12) ? rng.pick(licensors) : null;
    sources.push({ kind: 'domestic', maker, licensor: licensor === maker ? null : licensor });
  }
  if (sources.length === 0) sources.push({ kind: 'foreign', maker: rng.pick(FOREIGN_MAKERS) });
  return sources;
}

function makerFactor(source: Source, rng: Random): number {
  const name = source.kind === 'domestic' ? source.maker.latin : source.kind === 'originator' ? source.brand.maker : source.maker.maker;
  const base = 0.85 + (hashString(name) % 1000) / 2500;
  const imported = source.kind === 'originator' ? rng.between(3, 8) : source.kind === 'foreign' ? rng.between(1.6, 3) : 1;
  return base * imported * rng.between(0.95, 1.05);
}

/** Brand names as the product carries them: '<generic> <maker>' for Iranian products, the brand for imports. */
function brandNames(template: Template, source: Source, latinDigits: boolean): { fa: string; la: string; photoBase: string } {
  const strengthFa = latinDigits ? template.strengthFaLatinDigits : template.strengthFa;
  const digits = (text: string) => (latinDigits ? toLatinDigits(text) : text);
  const withStrength = (name: string, strength: string) => (strength ? `${digits(name)} ${strength}` : digits(name));
  switch (source.kind) {
    case 'domestic': {
      const own = DOMESTIC_BRANDS[template.generic.la]?.[source.maker.latin];
      if (own) {
        return {
          fa: withStrength(own.brandFa, strengthFa),
          la: withStrength(own.brandLa, template.strengthLa),
          photoBase: own.brandLa,
        };
      }
      return {
        fa: withStrength(`${template.generic.fa} ${source.maker.short}`, strengthFa),
        la: withStrength(`${template.generic.la} ${source.maker.latin}`, template.strengthLa),
        photoBase: template.generic.la,
      };
    }
    case 'originator':
      return {
        fa: withStrength(source.brand.brandFa, strengthFa),
        la: withStrength(source.brand.brandLa, template.strengthLa),
        photoBase: source.brand.brandLa,
      };
    case 'foreign':
      return {
        fa: withStrength(`${template.generic.fa} ${source.maker.shortFa}`, strengthFa),
        la: withStrength(`${template.generic.la} ${source.maker.short}`, template.strengthLa),
        photoBase: template.generic.la,
      };
  }
}

function classification(template: Template, rng: Random): string | null {
  if (rng.chance(0.03)) return null;
  if (template.generic.cls === 'otc') return 'بدون نسخه';
  if (template.generic.cls === 'hosp' || (template.form.line === 'injectable' && rng.chance(0.5))) return 'بیمارستانی';
  return 'نسخه‌ای';
}

function addedValue(template: Template, rng: Random): boolean {
  const share = template.herbal ? 0.6 : template.generic.cls === 'otc' ? 0.45 : template.generic.cls === 'hosp' ? 0.05 : 0.1;
  return rng.chance(share);
}

function infoLink(template: Template, rng: Random): string | null {
  return rng.chance(0.1) ? `https://www.drugs.com/${slug(template.generic.la)}.html` : null;
}

/** A numeric code made of random digits with a unique serial in the middle. */
function serialCode(rng: Random, length: number, serial: number, serialDigits: number): string {
  const head = rng.digits(length - serialDigits - 2);
  return `${head}${String(serial).padStart(serialDigits, '0')}${String(rng.int(0, 99)).padStart(2, '0')}`;
}

/** GS1 check digit for a GTIN body (12 or 13 digits). */
function gtinCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

interface Draft<T> {
  template: Template;
  item: Omit<T, 'key' | 'relatedKeys'>;
}

/**
 * Orders a window of blocks (one generic each) at random, keeps the first `room` medicines, gives
 * them consecutive keys and links each to up to six others of its block, the same strength first.
 */
function emitWindow<T>(
  rng: Random,
  window: Draft<T>[][],
  firstSerial: number,
  room: number,
  prefix: string,
): (T & { key: string; relatedKeys: string[] })[] {
  const entries = rng.shuffle(window.flatMap((drafts, block) => drafts.map((draft) => ({ draft, block })))).slice(0, room);
  const keys = entries.map((_, i) => `${prefix}-${String(firstSerial + i).padStart(6, '0')}`);
  return entries.map(({ draft, block }, i) => {
    const same: string[] = [];
    const other: string[] = [];
    entries.forEach((e, j) => {
      if (j !== i && e.block === block) (e.draft.template === draft.template ? same : other).push(keys[j]!);
    });
    const count = rng.chance(0.1) ? 0 : 6;
    const relatedKeys = [...same, ...rng.shuffle(other)].slice(0, count);
    return { ...(draft.item as T), key: keys[i]!, relatedKeys };
  });
}

interface Context {
  rng: Random;
  days: number[];
  dates: DateStrings;
  serial: number;
}

function newContext(options: SeedOptions, stream: number): Context {
  const rng = new Random(mixSeed(options.seed, stream));
  return { rng, days: announcementDays(rng, options.now), dates: new DateStrings(), serial: 1 };
}

function draftA(ctx: Context, template: Template, source: Source): Draft<SeedMedicineA> {
  const { rng } = ctx;
  const latinDigits = rng.chance(LATIN_DIGIT_SHARE);
  const names = brandNames(template, source, latinDigits);
  const imported = source.kind !== 'domestic';
  const importer = rng.pick(IMPORTERS);
  const quantity = rng.pick(template.form.packs);
  const withValue = addedValue(template, rng);
  const unit = roundPrice(template.unitPrice * makerFactor(source, rng));
  const steps = priceSteps(rng, ctx.days, ctx.dates);
  const priceO = history(unit, steps);
  const priceB = priceO.map((e) => ({ price: e.price * quantity, insert_date: e.insert_date }));
  const priceOA = withValue ? priceO.map((e) => ({ price: roundPrice(e.price * ADDED_VALUE_RATE), insert_date: e.insert_date })) : [];
  const priceBA = withValue ? priceOA.map((e) => ({ price: e.price * quantity, insert_date: e.insert_date })) : [];
  let brandFa: string | null = rng.chance(0.01) ? null : names.fa;
  let genericFa: string | null = latinDigits ? template.nameFaLatinDigits : template.nameFa;
  if (rng.chance(ARABIC_LETTER_SHARE)) {
    brandFa = arabicLetters(brandFa);
    genericFa = arabicLetters(genericFa);
  }
  const factory =
    source.kind === 'domestic' ? source.maker.factory : source.kind === 'originator' ? source.brand.maker : source.maker.maker;
  const concessionaire = imported ? importer : rng.chance(0.05) ? null : (source.licensor ?? source.maker).factory;
  const country = source.kind === 'domestic' ? 'ایران' : source.kind === 'originator' ? source.brand.country : source.maker.country;
  const photo = rng.chance(PHOTO_SHARE) ? photoFileName(names.photoBase, template) : null;
  return {
    template,
    item: {
      brand_name_fa: brandFa,
      brand_name_la: rng.chance(0.01) ? null : names.la,
      generic_name_fa: genericFa,
      generic_name_la: rng.chance(0.01) ? null : template.nameLa,
      generic_code: rng.chance(0.02) ? null : template.genericCode,
      brand_code: rng.chance(0.05) ? null : String(100000 + ((hashString(names.la) + template.index * 131) % 900000)),
      quantity_in_pack: rng.chance(0.02) ? null : quantity,
      added_value: withValue,
      concessionaire,
      manufacturing_factory: rng.chance(0.02) ? null : factory,
      importer_company: imported && rng.chance(0.92) ? importer : null,
      'manufacturing-country': rng.chance(0.06) ? null : country,
      distribution_companies: rng.chance(0.06) ? [] : rng.sample(DISTRIBUTORS, rng.weighted([1, 2, 3], [5, 3, 1])),
      drug_classification: classification(template, rng),
      pharmaceutical_group: rng.chance(0.03) ? null : template.generic.group,
      description: rng.chance(0.35) ? describe(rng, template.generic, template.form, imported) : null,
      information_link: infoLink(template, rng),
      photoFile: photo,
      price_O: priceO,
      price_OA: priceOA,
      price_B: priceB,
      price_BA: priceBA,
    },
  };
}

function draftB(ctx: Context, template: Template, source: Source): Draft<SeedMedicineB> {
  const { rng } = ctx;
  const latinDigits = rng.chance(LATIN_DIGIT_SHARE);
  const names = brandNames(template, source, latinDigits);
  const quantity = rng.pick(template.form.packs);
  const pack = roundPrice(template.unitPrice * makerFactor(source, rng) * quantity);
  const pharmacyRate = rng.between(1.06, 1.1);
  const consumerRate = rng.between(1.16, 1.3);
  const steps = priceSteps(rng, ctx.days, ctx.dates);
  const distributor = history(pack, steps);
  const pharmacy = distributor.map((e) => ({
    price: Math.max(roundPrice(e.price * pharmacyRate), e.price + 10),
    insert_date: e.insert_date,
  }));
  const consumer = pharmacy.map((e) => ({
    price: Math.max(roundPrice(e.price * consumerRate), e.price + 10),
    insert_date: e.insert_date,
  }));
  let brandFa: string | null = rng.chance(0.01) ? null : names.fa;
  let genericFa: string | null = latinDigits ? template.nameFaLatinDigits : template.nameFa;
  if (rng.chance(ARABIC_LETTER_SHARE)) {
    brandFa = arabicLetters(brandFa);
    genericFa = arabicLetters(genericFa);
  }
  const importer = rng.pick(IMPORTERS);
  const producer =
    source.kind === 'domestic' ? source.maker.factory : source.kind === 'originator' ? source.brand.maker : source.maker.maker;
  const supplier = source.kind === 'domestic' ? (rng.chance(0.6) ? source.maker.factory : rng.pick(DISTRIBUTORS)) : importer;
  const owner =
    source.kind === 'domestic'
      ? (source.licensor ?? source.maker).factory
      : source.kind === 'originator'
        ? source.brand.maker
        : source.maker.maker;
  const serial = ctx.serial;
  const irc = serialCode(rng, 16, serial, 7);
  const gtinBody =
    source.kind === 'domestic'
      ? `626${rng.digits(2)}${String(serial).padStart(7, '0')}`
      : `0${rng.digits(5)}${String(serial).padStart(7, '0')}`;
  return {
    template,
    item: {
      brand_name_fa: brandFa,
      brand_name_la: rng.chance(0.01) ? null : names.la,
      generic_name_fa: genericFa,
      generic_name_la: rng.chance(0.01) ? null : template.nameLa,
      quantity_in_pack: rng.chance(0.02) ? null : quantity,
      supplier_company: rng.chance(0.03) ? null : supplier,
      producer_company: rng.chance(0.02) ? null : producer,
      name_brand_owner: rng.chance(0.06) ? null : owner,
      generic_code: rng.chance(0.02) ? null : template.genericCode,
      status_medicine: rng.weighted(STATUS_B, STATUS_B_WEIGHTS),
      irc_code: rng.chance(0.01) ? null : irc,
      gtin_code: rng.chance(0.04) ? null : gtinBody + gtinCheckDigit(gtinBody),
      medicine_group: rng.chance(0.03) ? null : template.generic.group,
      description: rng.chance(0.25) ? describe(rng, template.generic, template.form, source.kind !== 'domestic') : null,
      price_distributor: distributor,
      price_pharmacy: pharmacy,
      price_consumer: consumer,
    },
  };
}

/**
 * Walks the catalogue one generic at a time (a block), round after round over the shuffled
 * generics, until `scale` medicines exist; medicines of one block are related to each other. Blocks
 * are mixed a window at a time so a list in insertion order does not read one generic per page.
 */
function* blocks<T>(
  options: SeedOptions,
  stream: number,
  prefix: string,
  pool: readonly Template[],
  makersFor: (t: Template) => readonly Manufacturer[],
  draft: (ctx: Context, t: Template, s: Source) => Draft<T>,
): Generator<(T & { key: string; relatedKeys: string[] })[]> {
  const scale = Math.max(0, Math.floor(options.scale));
  if (scale === 0) return;
  const ctx = newContext(options, stream);
  const byGeneric = new Map<Generic, Template[]>();
  for (const t of pool) {
    const list = byGeneric.get(t.generic);
    if (list) list.push(t);
    else byGeneric.set(t.generic, [t]);
  }
  const groups = [...byGeneric.values()];
  let made = 0;
  let window: Draft<T>[][] = [];
  let pending = 0;
  for (;;) {
    for (const group of ctx.rng.shuffle(groups)) {
      const drafts: Draft<T>[] = [];
      for (const template of group) {
        for (const source of pickSources(ctx.rng, template, makersFor(template))) {
          drafts.push(draft(ctx, template, source));
          ctx.serial++;
        }
      }
      window.push(drafts);
      pending += drafts.length;
      if (window.length < WINDOW_BLOCKS && made + pending < scale) continue;
      const out = emitWindow(ctx.rng, window, made + 1, scale - made, prefix);
      made += out.length;
      window = [];
      pending = 0;
      yield out;
      if (made >= scale) return;
    }
  }
}

function* batched<T>(source: Iterable<T[]>, batchSize: number): Generator<T[]> {
  let batch: T[] = [];
  for (const block of source) {
    for (const item of block) {
      batch.push(item);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

/** Category A medicines in batches of `batchSize`, without holding the whole catalogue in memory. */
export function iterateMedicinesA(options: SeedOptions, batchSize = 1000): Generator<SeedMedicineA[]> {
  return withGtins(
    options,
    0x61a,
    batched(
      blocks<SeedMedicineA>(options, 0xa, 'A', templates().a, () => MANUFACTURERS, draftA),
      batchSize,
    ),
  );
}

/** Category B medicines in batches of `batchSize` (see iterateMedicinesA). */
export function iterateMedicinesB(options: SeedOptions, batchSize = 1000): Generator<SeedMedicineB[]> {
  return withGtins(
    options,
    0x61b,
    batched(
      blocks<SeedMedicineB>(options, 0xb, 'B', templates().b, (t) => (t.herbal ? HERBAL_MAKERS : MANUFACTURERS), draftB),
      batchSize,
    ),
  );
}

/**
 * Gives every medicine a GTIN-13 (behaviour §10.4) from a PRNG stream of its own, so the rest of the
 * catalogue is the same as without it. Category B keeps its GTIN code when it is valid (GS1 prefix
 * 626 for Iranian products: `626 xx 0sssssss c`, serial below 10⁶; imports `0…`, read as GTIN-13).
 * The others get `626 xx 9 nnnnnn c` (A) or `626 xx 8 nnnnnn c` (B without a code), n the key's
 * number: unique within and across both catalogues up to 999,999 medicines a catalogue.
 */
function* withGtins<T extends { key: string; gtin?: string | null; gtin_code?: string | null }>(
  options: SeedOptions,
  stream: number,
  source: Iterable<T[]>,
): Generator<T[]> {
  const rng = new Random(mixSeed(options.seed, stream));
  for (const batch of source) {
    yield batch.map((m) => {
      const own = m.gtin_code ? parseGtin(m.gtin_code) : null;
      const number = m.key.slice(m.key.indexOf('-') + 1).padStart(6, '0');
      const mark = m.key.startsWith('A') ? '9' : '8';
      const made = withCheckDigit(`626${rng.digits(2)}${mark}${number}`);
      return { ...m, gtin: own && 'gtin' in own ? own.gtin : made };
    });
  }
}

/** The photo a medicine's `photoFile` names (every file the generator can name renders), or null. */
export function photoByFileName(fileName: string): SeedPhoto | null {
  const spec = templates().photos.get(fileName);
  return spec ? renderPhoto(spec) : null;
}

/** Every photo file name the generator can give a medicine (a few hundred, independent of scale). */
export function photoFileNames(): string[] {
  return [...templates().photos.keys()];
}

/** The whole demo catalogue: `scale` medicines per category and the photos they name. */
export function generateCatalog(options: SeedOptions): SeedCatalog {
  const medicinesA = [...iterateMedicinesA(options, 5000)].flat();
  const medicinesB = [...iterateMedicinesB(options, 5000)].flat();
  const names = new Set<string>();
  for (const m of medicinesA) if (m.photoFile) names.add(m.photoFile);
  const photos = [...names].sort().map((name) => photoByFileName(name) as SeedPhoto);
  return { medicinesA, medicinesB, photos };
}

/** The options `npm run seed` and the server use when none are given. */
export function defaultSeedOptions(now: Date = new Date()): SeedOptions {
  return { scale: 2000, seed: 20_251_121, now };
}
