import type { MedicineA, MedicineB, PriceEntry } from '../../src/api/client';

/** A price history of `prices`, one entry a month ending at 2025-10-23 (1 Aban 1404). */
export function monthlyHistory(prices: number[]): PriceEntry[] {
  return prices.map((price, i) => ({
    price,
    insert_date: new Date(Date.UTC(2025, 9 - (prices.length - 1 - i), 23, 6, 30)).toISOString(),
  }));
}

/** A category A drug with added value, a photo and a description. */
export const medicineA: MedicineA = {
  _id: 'a-amoxicillin-500',
  brand_name_fa: 'آموکسی‌سیلین ۵۰۰ فارابی',
  brand_name_la: 'Amoxicillin 500 Farabi',
  generic_name_fa: 'آموکسی‌سیلین',
  generic_name_la: 'Amoxicillin',
  generic_code: '10245',
  brand_code: '880214',
  quantity_in_pack: 20,
  added_value: true,
  concessionaire: 'داروسازی فارابی',
  manufacturing_factory: 'کارخانه داروسازی فارابی اصفهان',
  importer_company: null,
  'manufacturing-country': 'ایران',
  distribution_companies: ['پخش البرز', 'پخش هجرت'],
  related: [
    { _id: 'a-amoxicillin-250', brand_name_fa: 'آموکسی‌سیلین ۲۵۰ فارابی' },
    { _id: 'a-co-amoxiclav', brand_name_fa: 'کو-آموکسی‌کلاو ۶۲۵' },
  ],
  drug_classification: 'آنتی‌بیوتیک',
  pharmaceutical_group: 'پنی‌سیلین‌ها',
  description: 'در دمای کمتر از ۲۵ درجه و دور از رطوبت نگهداری شود.',
  information_link: null,
  photo: { path: '/medicine/v1/photo/amoxicillin-500.svg' },
  price_O: monthlyHistory([98000, 98000, 105000, 112000, 112000, 125000]),
  price_OA: monthlyHistory([106820, 106820, 114450, 122080, 122080, 136250]),
  price_B: monthlyHistory([1960000, 1960000, 2100000, 2240000, 2240000, 2500000]),
  price_BA: monthlyHistory([2136400, 2136400, 2289000, 2441600, 2441600, 2725000]),
};

/** The same drug without added value, photo, description or related drugs. */
export const medicineAPlain: MedicineA = {
  ...medicineA,
  _id: 'a-paracetamol',
  brand_name_fa: null,
  brand_name_la: 'Paracetamol 325',
  generic_name_fa: 'استامینوفن',
  generic_name_la: 'Acetaminophen',
  added_value: false,
  photo: null,
  description: null,
  related: [],
  distribution_companies: [],
  importer_company: 'بازرگانی دارویی کیان',
  'manufacturing-country': 'هند',
  price_OA: [],
  price_BA: [],
};

/** A category B drug. */
export const medicineB: MedicineB = {
  _id: 'b-vitamin-d3',
  brand_name_fa: 'ویتامین د۳ ۵۰۰۰۰ زهراوی',
  brand_name_la: 'Vitamin D3 50000 Zahravi',
  generic_name_fa: 'کوله‌کلسیفرول',
  generic_name_la: 'Cholecalciferol',
  quantity_in_pack: 50,
  supplier_company: 'پخش رازی',
  producer_company: 'داروسازی زهراوی',
  name_brand_owner: 'زهراوی',
  generic_code: '20871',
  status_medicine: 'active',
  irc_code: '1228804519374029',
  gtin_code: '06260012345678',
  medicine_group: 'مکمل‌ها',
  description: 'هفته‌ای یک عدد همراه غذا.',
  related: [{ _id: 'b-calcium-d', generic_name_fa: 'کلسیم د' }],
  price_distributor: monthlyHistory([410000, 430000, 455000, 470000]),
  price_pharmacy: monthlyHistory([450000, 473000, 500000, 517000]),
  price_consumer: monthlyHistory([540000, 567000, 600000, 620000]),
  price_updated_at: '2025-10-23T06:30:00.000Z',
};

/** B with a status and without a description. */
export function medicineBWith(status: string | null, description: string | null = medicineB.description): MedicineB {
  return { ...medicineB, status_medicine: status, description };
}

/** A small SVG pill, as a data URL, for stories of the photo preview (no server in Storybook). */
export const pillPhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#eef4fb"/><g transform="rotate(-20 160 100)"><rect x="70" y="70" width="180" height="60" rx="30" fill="#0f6cbd"/><rect x="160" y="70" width="90" height="60" rx="30" fill="#f5b335"/><rect x="150" y="70" width="20" height="60" fill="#f5b335"/></g><text x="20" y="185" font-size="16" fill="#333">A</text></svg>',
  );
