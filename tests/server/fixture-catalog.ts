import type { SeedCatalog, SeedMedicineA, SeedMedicineB, SeedOptions } from '../../server/db/seed/types';

/**
 * A small deterministic catalogue for the server tests: a few named medicines the tests look for
 * (Arabic/Persian letter and digit variants, known price dates) plus filler rows up to `scale`.
 */
export const DAY = 86_400_000;
export const FIXTURE_NOW = new Date('2026-06-15T08:00:00.000Z');

const at = (daysAgo: number) => new Date(FIXTURE_NOW.getTime() - daysAgo * DAY).toISOString();
const history = (...entries: [number, number][]) => entries.map(([price, daysAgo]) => ({ price, insert_date: at(daysAgo) }));

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0a7"/></svg>');

/** A category A record with every field empty but `fields` (tests build their catalogues from it). */
export function medicineA(key: string, fields: Partial<SeedMedicineA>): SeedMedicineA {
  return {
    key,
    relatedKeys: [],
    photoFile: null,
    brand_name_fa: null,
    brand_name_la: null,
    generic_name_fa: null,
    generic_name_la: null,
    generic_code: null,
    brand_code: null,
    quantity_in_pack: 10,
    added_value: false,
    concessionaire: null,
    manufacturing_factory: null,
    importer_company: null,
    'manufacturing-country': 'ایران',
    distribution_companies: [],
    drug_classification: null,
    pharmaceutical_group: null,
    description: null,
    information_link: null,
    price_O: [],
    price_OA: [],
    price_B: [],
    price_BA: [],
    ...fields,
  };
}

/** A category B record with every field empty but `fields`. */
export function medicineB(key: string, fields: Partial<SeedMedicineB>): SeedMedicineB {
  return {
    key,
    relatedKeys: [],
    brand_name_fa: null,
    brand_name_la: null,
    generic_name_fa: null,
    generic_name_la: null,
    quantity_in_pack: 20,
    supplier_company: null,
    producer_company: null,
    name_brand_owner: null,
    generic_code: null,
    status_medicine: 'active',
    irc_code: null,
    gtin_code: null,
    medicine_group: null,
    description: null,
    price_distributor: [],
    price_pharmacy: [],
    price_consumer: [],
    ...fields,
  };
}

export function fixtureCatalog(options: SeedOptions): SeedCatalog {
  const medicinesA: SeedMedicineA[] = [
    medicineA('amox', {
      brand_name_fa: 'آموکسی‌سیلین ۵۰۰',
      brand_name_la: 'Amoxicillin 500',
      generic_name_fa: 'آموكسي سيلين',
      generic_name_la: 'AMOXICILLIN',
      generic_code: '10234',
      brand_code: 'BR-77',
      quantity_in_pack: 16,
      added_value: true,
      concessionaire: 'داروسازی فارابی',
      manufacturing_factory: 'کارخانه فارابی',
      distribution_companies: ['پخش البرز', 'پخش هجرت'],
      relatedKeys: ['ibu'],
      photoFile: 'amox-500.svg',
      // Unsorted on purpose: the server orders histories by insert_date.
      price_O: history([9_000, 1], [8_000, 40]),
      price_OA: history([11_000, 2], [9_500, 60]),
      price_B: history([90_000, 2]),
      price_BA: history([110_000, 2]),
    }),
    medicineA('ibu', {
      brand_name_fa: 'ایبوپروفن ٤٠٠',
      brand_name_la: 'Ibuprofen 400',
      generic_name_fa: 'ایبوپروفن',
      generic_name_la: 'Ibuprofen',
      generic_code: '20400',
      concessionaire: 'داروسازی 100%_خالص',
      added_value: false,
      relatedKeys: ['amox'],
      price_O: history([5_000, 200], [6_500, 10]),
      price_OA: history([7_000, 3]),
    }),
  ];
  for (let i = medicinesA.length; i < options.scale; i++) {
    medicinesA.push(
      medicineA(`a-${i}`, {
        brand_name_fa: `داروی نمونه ${i}`,
        brand_name_la: `Sample ${i}`,
        generic_name_fa: `ژنریک نمونه ${i}`,
        generic_name_la: `Generic ${i}`,
        generic_code: String(30_000 + i),
        concessionaire: i % 2 ? 'شرکت الف' : 'شرکت ب',
        manufacturing_factory: 'کارخانه نمونه',
        added_value: i % 3 === 0,
        price_O: history([1_000 + i, 100 + (i % 200)]),
        price_OA: history([1_100 + i, 100 + (i % 200)]),
      }),
    );
  }

  const medicinesB: SeedMedicineB[] = [
    medicineB('para', {
      brand_name_fa: 'پاراستامول',
      brand_name_la: 'Paracetamol',
      generic_name_fa: 'استامينوفن ۳۲۵',
      generic_name_la: 'Acetaminophen',
      generic_code: '5501',
      supplier_company: 'تأمین دارو',
      producer_company: 'داروسازی تهران',
      irc_code: '1234567890123',
      gtin_code: '6260000000011',
      relatedKeys: ['cet'],
      price_distributor: history([45_000, 5]),
      price_pharmacy: history([40_000, 50], [50_000, 5]),
      price_consumer: history([60_000, 5], [52_000, 50]),
    }),
    medicineB('cet', {
      brand_name_fa: 'ستیریزین',
      brand_name_la: 'Cetirizine',
      generic_name_fa: 'ستیریزین',
      generic_name_la: 'Cetirizine',
      generic_code: '5502',
      supplier_company: 'تأمین دارو',
      producer_company: 'داروسازی رازک',
      irc_code: '9876543210',
      status_medicine: 'awaiting',
      price_distributor: history([10_000, 20]),
      price_pharmacy: history([12_000, 20]),
      price_consumer: history([15_000, 20]),
    }),
  ];
  for (let i = medicinesB.length; i < options.scale; i++) {
    medicinesB.push(
      medicineB(`b-${i}`, {
        brand_name_fa: `فرآورده ${i}`,
        brand_name_la: `Product ${i}`,
        generic_name_fa: `ماده ${i}`,
        generic_name_la: `Substance ${i}`,
        generic_code: String(70_000 + i),
        supplier_company: 'تأمین نمونه',
        producer_company: 'تولید نمونه',
        irc_code: String(5_000_000 + i),
        price_distributor: history([2_000 + i, 100 + (i % 200)]),
        price_pharmacy: history([2_500 + i, 100 + (i % 200)]),
        price_consumer: history([3_000 + i, 100 + (i % 200)]),
      }),
    );
  }
  return { medicinesA, medicinesB, photos: [{ fileName: 'amox-500.svg', contentType: 'image/svg+xml', body: SVG }] };
}
