import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldPersian } from '../../src/lib/fold';
import { isLetterLed } from '../../src/lib/truncate';
import { generateCatalog, iterateMedicinesA, iterateMedicinesB, photoByFileName, photoFileNames } from '../../server/db/seed/catalog';
import { PROVINCES } from '../../server/db/seed/provinces';
import { MANUFACTURERS } from '../../server/db/seed/tables/companies';
import { GENERICS } from '../../server/db/seed/tables/generics';
import type { SeedCatalog, SeedMedicineA, SeedMedicineB, SeedOptions } from '../../server/db/seed/types';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const NOW = new Date('2026-11-21T07:00:00.000Z');
const OPTIONS: SeedOptions = { scale: 2000, seed: 42, now: NOW };
const DAY = 86_400_000;
const ARABIC_LETTERS = /[يك]/;

type Entry = { price: number; insert_date: string };

let catalog: SeedCatalog;
let all: (SeedMedicineA | SeedMedicineB)[];

beforeAll(() => {
  catalog = generateCatalog(OPTIONS);
  all = [...catalog.medicinesA, ...catalog.medicinesB];
});

function stringsOf(medicine: object): string[] {
  return Object.values(medicine).flatMap((v) =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [],
  );
}

function histories(m: SeedMedicineA | SeedMedicineB): Entry[][] {
  return 'price_O' in m ? [m.price_O, m.price_OA, m.price_B, m.price_BA] : [m.price_distributor, m.price_pharmacy, m.price_consumer];
}

describe('seed catalogue generator', () => {
  it('makes the same catalogue for the same seed and a different one for another seed', () => {
    const again = generateCatalog(OPTIONS);
    expect(JSON.stringify(again.medicinesA)).toBe(JSON.stringify(catalog.medicinesA));
    expect(JSON.stringify(again.medicinesB)).toBe(JSON.stringify(catalog.medicinesB));
    expect(again.photos.map((p) => p.body.toString())).toEqual(catalog.photos.map((p) => p.body.toString()));
    const other = generateCatalog({ ...OPTIONS, scale: 200, seed: 43 });
    expect(JSON.stringify(other.medicinesA)).not.toBe(JSON.stringify(catalog.medicinesA.slice(0, 200)));
  });

  it('makes exactly `scale` medicines per category, with unique keys', () => {
    expect(catalog.medicinesA).toHaveLength(2000);
    expect(catalog.medicinesB).toHaveLength(2000);
    for (const scale of [0, 1, 37]) {
      const small = generateCatalog({ ...OPTIONS, scale });
      expect(small.medicinesA).toHaveLength(scale);
      expect(small.medicinesB).toHaveLength(scale);
    }
    expect(new Set(catalog.medicinesA.map((m) => m.key)).size).toBe(2000);
    expect(new Set(catalog.medicinesB.map((m) => m.key)).size).toBe(2000);
  });

  it('streams the same medicines in batches as the whole catalogue holds', () => {
    const batchesA = [...iterateMedicinesA(OPTIONS, 300)];
    expect(batchesA.every((b) => b.length <= 300)).toBe(true);
    expect(JSON.stringify(batchesA.flat())).toBe(JSON.stringify(catalog.medicinesA));
    expect(JSON.stringify([...iterateMedicinesB(OPTIONS, 777)].flat())).toBe(JSON.stringify(catalog.medicinesB));
  });

  it('makes every medicine valid against the MedicineA / MedicineB schemas of openapi.yaml', () => {
    const spec = parse(readFileSync('openapi.yaml', 'utf8'));
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: spec.components });
    const validateA = ajv.compile({ $ref: 'openapi.json#/components/schemas/MedicineA' });
    const validateB = ajv.compile({ $ref: 'openapi.json#/components/schemas/MedicineB' });
    const byKey = new Map(all.map((m) => [m.key, m]));
    for (const { key, relatedKeys, photoFile, ...rest } of catalog.medicinesA) {
      const api = {
        ...rest,
        _id: key,
        related: relatedKeys.map((k) => ({ _id: k, brand_name_fa: (byKey.get(k) as SeedMedicineA).brand_name_fa })),
        photo: photoFile ? { path: `/medicine/v1/photo/${photoFile}` } : null,
      };
      expect(validateA(api), `${key}: ${JSON.stringify(validateA.errors)}`).toBe(true);
    }
    for (const { key, relatedKeys, ...rest } of catalog.medicinesB) {
      const api = {
        ...rest,
        _id: key,
        related: relatedKeys.map((k) => ({ _id: k, generic_name_fa: (byKey.get(k) as SeedMedicineB).generic_name_fa })),
        price_updated_at: rest.price_consumer.at(-1)?.insert_date ?? null,
      };
      expect(validateB(api), `${key}: ${JSON.stringify(validateB.errors)}`).toBe(true);
    }
  });

  it('relates medicines only to other medicines of the same generic in the same catalogue', () => {
    for (const list of [catalog.medicinesA, catalog.medicinesB] as (SeedMedicineA | SeedMedicineB)[][]) {
      const byKey = new Map(list.map((m) => [m.key, m]));
      let withRelated = 0;
      for (const m of list) {
        if (m.relatedKeys.length > 0) withRelated++;
        expect(m.relatedKeys).not.toContain(m.key);
        expect(new Set(m.relatedKeys).size).toBe(m.relatedKeys.length);
        for (const k of m.relatedKeys) {
          const other = byKey.get(k);
          expect(other, `${m.key} → ${k}`).toBeDefined();
          const generic = GENERICS.find((g) => m.generic_name_la?.startsWith(`${g.la} `));
          if (generic && other?.generic_name_la) expect(other.generic_name_la.startsWith(`${generic.la} `)).toBe(true);
        }
      }
      expect(withRelated / list.length).toBeGreaterThan(0.5);
    }
  });

  it('mixes generics so that a list in insertion order shows several on its first page', () => {
    for (const list of [catalog.medicinesA, catalog.medicinesB] as (SeedMedicineA | SeedMedicineB)[][]) {
      const firstPage = list
        .slice(0, 15)
        .map((m) => GENERICS.find((g) => m.generic_name_la?.startsWith(`${g.la} `))?.la ?? m.generic_name_la);
      expect(new Set(firstPage).size).toBeGreaterThanOrEqual(5);
    }
  });

  it('covers at least 120 distinct generics with several forms and strengths', () => {
    expect(GENERICS.length).toBeGreaterThanOrEqual(120);
    const seen = new Set(
      GENERICS.filter((g) => catalog.medicinesA.some((m) => m.generic_name_la?.startsWith(`${g.la} `))).map((g) => g.la),
    );
    expect(seen.size).toBeGreaterThanOrEqual(120);
    expect(new Set(catalog.medicinesA.map((m) => m.generic_name_la)).size).toBeGreaterThan(300);
    expect(catalog.medicinesA.map((m) => m.generic_name_fa)).toContain('آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول');
    expect(catalog.medicinesA.map((m) => m.generic_name_la)).toContain('Amoxicillin 500 mg Capsule');
  });

  it('keeps every price history ascending by date within the last twelve months, with integer rial prices', () => {
    for (const m of all) {
      for (const list of histories(m)) {
        if (list.length === 0) continue;
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(list.length).toBeLessThanOrEqual(8);
        const times = list.map((e) => Date.parse(e.insert_date));
        for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]);
        expect(times[0]).toBeGreaterThanOrEqual(NOW.getTime() - 366 * DAY);
        expect(times.at(-1)).toBeLessThanOrEqual(NOW.getTime());
        for (const e of list) {
          expect(Number.isInteger(e.price)).toBe(true);
          expect(e.price).toBeGreaterThan(0);
        }
      }
    }
  });

  it('writes prices that mostly rise, with the last entry current and changes spread up to the last days', () => {
    let rises = 0;
    let falls = 0;
    const lastChange: number[] = [];
    for (const m of catalog.medicinesA) {
      for (let i = 1; i < m.price_O.length; i++) {
        if (m.price_O[i].price > m.price_O[i - 1].price) rises++;
        if (m.price_O[i].price < m.price_O[i - 1].price) falls++;
      }
      lastChange.push(NOW.getTime() - Date.parse(m.price_O.at(-1)!.insert_date));
    }
    expect(rises).toBeGreaterThan(falls * 4);
    expect(falls).toBeGreaterThan(0);
    const share = (days: number) => lastChange.filter((t) => t <= days * DAY).length / lastChange.length;
    expect(share(7)).toBeGreaterThan(0.01);
    expect(share(30)).toBeGreaterThan(0.2);
    expect(share(150)).toBeGreaterThan(0.6);
    expect(share(150)).toBeLessThan(0.95);
  });

  it('derives A box prices from unit prices and the with-value prices from the without-value ones', () => {
    let withValue = 0;
    for (const m of catalog.medicinesA) {
      expect(m.price_B.map((e) => e.insert_date)).toEqual(m.price_O.map((e) => e.insert_date));
      if (m.quantity_in_pack !== null) {
        m.price_B.forEach((e, i) => expect(e.price).toBe(m.price_O[i].price * m.quantity_in_pack!));
      }
      if (m.added_value) {
        withValue++;
        expect(m.price_OA).toHaveLength(m.price_O.length);
        m.price_OA.forEach((e, i) => {
          expect(e.insert_date).toBe(m.price_O[i].insert_date);
          expect(e.price / m.price_O[i].price).toBeGreaterThan(1.05);
          expect(e.price / m.price_O[i].price).toBeLessThan(1.15);
        });
        expect(m.price_BA).toHaveLength(m.price_B.length);
      } else {
        expect(m.price_OA).toEqual([]);
        expect(m.price_BA).toEqual([]);
      }
    }
    expect(withValue / catalog.medicinesA.length).toBeGreaterThan(0.05);
    expect(withValue / catalog.medicinesA.length).toBeLessThan(0.6);
  });

  it('orders B prices distributor < pharmacy < consumer on every date', () => {
    for (const m of catalog.medicinesB) {
      expect(m.price_pharmacy.map((e) => e.insert_date)).toEqual(m.price_distributor.map((e) => e.insert_date));
      expect(m.price_consumer.map((e) => e.insert_date)).toEqual(m.price_distributor.map((e) => e.insert_date));
      m.price_distributor.forEach((e, i) => {
        expect(e.price).toBeLessThan(m.price_pharmacy[i].price);
        expect(m.price_pharmacy[i].price).toBeLessThan(m.price_consumer[i].price);
      });
    }
  });

  it('gives B a realistic mix of statuses and well-formed IRC and GTIN codes', () => {
    const statuses = catalog.medicinesB.map((m) => m.status_medicine);
    const count = (s: string | null) => statuses.filter((x) => x === s).length;
    expect(count('active') / statuses.length).toBeGreaterThan(0.7);
    for (const s of ['in-active', 'awaiting', 'edit']) expect(count(s)).toBeGreaterThan(0);
    // Only statuses the product can show: no real drug hides behind a dash.
    expect(statuses.filter((s) => !['active', 'in-active', 'awaiting', 'edit'].includes(s as string))).toEqual([]);
    const irc = catalog.medicinesB.flatMap((m) => (m.irc_code ? [m.irc_code] : []));
    expect(irc.every((c) => /^[1-9]\d{15}$/.test(c))).toBe(true);
    expect(new Set(irc).size).toBe(irc.length);
    const gtins = catalog.medicinesB.flatMap((m) => (m.gtin_code ? [m.gtin_code] : []));
    for (const gtin of gtins) {
      expect(gtin).toMatch(/^\d{13,14}$/);
      const digits = [...gtin].map(Number);
      const sum = digits
        .slice(0, -1)
        .reverse()
        .reduce((acc, d, i) => acc + (i % 2 === 0 ? d * 3 : d), 0);
      expect((10 - (sum % 10)) % 10).toBe(digits.at(-1));
    }
    expect(new Set(gtins).size).toBe(gtins.length);
    expect(catalog.medicinesB.some((m) => m.gtin_code?.startsWith('626'))).toBe(true);
  });

  it('lets specialised makers (oncology, biologics, hormones) make only their own groups', () => {
    const specialised = MANUFACTURERS.filter((m) => m.onlyGroups);
    expect(specialised.length).toBeGreaterThan(0);
    let checked = 0;
    for (const m of catalog.medicinesA) {
      const maker = specialised.find((s) => s.factory === m.manufacturing_factory);
      if (!maker || m.pharmaceutical_group === null) continue;
      checked++;
      expect(maker.onlyGroups, m.key).toContain(m.pharmaceutical_group);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('writes numeric generic and brand codes', () => {
    for (const m of all) {
      if (m.generic_code !== null) expect(m.generic_code).toMatch(/^\d{4,6}$/);
      if ('brand_code' in m && m.brand_code !== null) expect(m.brand_code).toMatch(/^\d{5,8}$/);
    }
  });

  it('uses Persian ی and ک everywhere except a few deliberate Arabic-letter entries', () => {
    const deliberate = all.filter((m) => ARABIC_LETTERS.test(m.brand_name_fa ?? '') || ARABIC_LETTERS.test(m.generic_name_fa ?? ''));
    expect(deliberate.length / all.length).toBeGreaterThan(0.003);
    expect(deliberate.length / all.length).toBeLessThan(0.03);
    for (const m of all) {
      const texts = stringsOf(m).filter((t) => t !== m.brand_name_fa && t !== m.generic_name_fa);
      for (const t of texts) expect(t, m.key).not.toMatch(ARABIC_LETTERS);
    }
    // Folding makes the deliberate entries findable by the Persian spelling.
    const folded = deliberate.map((m) => foldPersian(m.generic_name_fa ?? m.brand_name_fa ?? ''));
    expect(folded.every((t) => !ARABIC_LETTERS.test(t))).toBe(true);
    expect(
      folded.some((t) =>
        all.some((o) => o !== undefined && foldPersian(o.generic_name_fa ?? '') === t && !ARABIC_LETTERS.test(o.generic_name_fa ?? '')),
      ),
    ).toBe(true);
  });

  it('includes long names, text led by digits or symbols, numbers in both digit scripts, and missing values', () => {
    const a = catalog.medicinesA;
    expect(a.some((m) => (m.brand_name_fa ?? '').length > 30)).toBe(true);
    expect(a.some((m) => (m.generic_name_fa ?? '').length > 30)).toBe(true);
    const listTexts = all.flatMap((m) =>
      'concessionaire' in m
        ? [m.brand_name_fa, m.generic_name_fa, m.manufacturing_factory, m.concessionaire]
        : [m.brand_name_fa, m.generic_name_fa, m.producer_company, m.supplier_company],
    );
    expect(listTexts.some((t) => t && !isLetterLed(t) && t.length > 30)).toBe(true);
    expect(a.some((m) => /۵۰۰/.test(m.generic_name_fa ?? ''))).toBe(true);
    expect(a.some((m) => /[\u0600-\u06FF].*500/.test(m.generic_name_fa ?? ''))).toBe(true);
    expect(a.some((m) => m.brand_name_fa === null)).toBe(true);
    expect(a.some((m) => m.distribution_companies.length === 0)).toBe(true);
    expect(a.some((m) => m.distribution_companies.length > 1)).toBe(true);
    expect(a.filter((m) => m.description === null).length).toBeGreaterThan(a.length / 2);
    expect(a.some((m) => m.description !== null)).toBe(true);
    const links = a.flatMap((m) => (m.information_link ? [m.information_link] : []));
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThan(a.length / 4);
    expect(links.every((l) => l.startsWith('https://'))).toBe(true);
    expect(a.some((m) => m.importer_company !== null && m['manufacturing-country'] !== 'ایران')).toBe(true);
    expect(a.filter((m) => m.importer_company === null).length).toBeGreaterThan(a.length / 2);
    expect(new Set(a.map((m) => m.drug_classification))).toEqual(new Set(['بدون نسخه', 'نسخه‌ای', 'بیمارستانی', null]));
  });

  it('gives about 15% of A medicines a photo, each naming an SVG of the catalogue', () => {
    const withPhoto = catalog.medicinesA.filter((m) => m.photoFile !== null);
    expect(withPhoto.length / catalog.medicinesA.length).toBeGreaterThan(0.1);
    expect(withPhoto.length / catalog.medicinesA.length).toBeLessThan(0.2);
    const files = new Map(catalog.photos.map((p) => [p.fileName, p]));
    expect(files.size).toBe(catalog.photos.length);
    for (const m of withPhoto) expect(files.has(m.photoFile!), m.photoFile!).toBe(true);
    expect(new Set(withPhoto.map((m) => m.photoFile)).size).toBe(catalog.photos.length);
    for (const photo of catalog.photos) {
      expect(photo.fileName).toMatch(/^[A-Za-z0-9_-]{1,80}\.svg$/);
      expect(photo.contentType).toBe('image/svg+xml');
      const svg = photo.body.toString('utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      expect(photo.body.length).toBeLessThan(6000);
    }
    const amoxil = catalog.photos.find((p) => p.fileName.startsWith('amoxicillin-500'));
    if (amoxil) expect(amoxil.body.toString()).toContain('>Amoxicillin<');
  });

  it('renders any photo file name it can give, and nothing for others, from a few hundred files', () => {
    const names = photoFileNames();
    expect(names.length).toBeGreaterThan(100);
    expect(names.length).toBeLessThan(2000);
    expect(photoByFileName(names[0])?.fileName).toBe(names[0]);
    expect(photoByFileName('no-such-photo.svg')).toBeNull();
    const big = generateCatalog({ ...OPTIONS, scale: 6000, seed: 9 });
    expect(big.photos.length).toBeLessThanOrEqual(names.length);
    for (const m of big.medicinesA) if (m.photoFile) expect(names).toContain(m.photoFile);
  });
});

describe('provinces', () => {
  it('lists the 31 provinces of Iran with ids 1 to 31 and Persian names', () => {
    expect(PROVINCES).toHaveLength(31);
    expect(PROVINCES.map((p) => p._id)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    const names = PROVINCES.map((p) => p.name);
    expect(new Set(names).size).toBe(31);
    for (const name of ['تهران', 'اصفهان', 'خراسان رضوی', 'کهگیلویه و بویراحمد', 'سیستان و بلوچستان', 'البرز', 'یزد']) {
      expect(names).toContain(name);
    }
    for (const name of names) {
      expect(name).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
      expect(name).not.toMatch(ARABIC_LETTERS);
    }
  });
});
