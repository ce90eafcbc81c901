import { medicineEquivalentsMachine } from '../../machines/medicine-equivalents.machine';
import type { MedicineEquivalents, MedicineEquivalentsContext } from '../../machines/medicine-equivalents.types';
import { medicineA } from './detail-fixtures';

/** Other brands of `medicineA` (unit price 1,540 rial): two cheaper, one the same, one dearer, one without a price. */
export const equivalentsOfA: MedicineEquivalents = {
  category: 'A',
  _id: medicineA._id,
  unitPrice: 1_540,
  totalDocs: 5,
  docs: [
    {
      category: 'B',
      _id: 'b-amoxicillin-500-jaber',
      brand_name_fa: 'آموکسی‌سیلین ۵۰۰ جابرابن‌حیان',
      brand_name_la: 'Amoxicillin 500 Jaber',
      generic_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول',
      maker: 'داروسازی جابرابن‌حیان',
      quantity_in_pack: 16,
      unitPrice: 1_210,
      difference: -330,
      differencePercent: -21.4,
    },
    {
      category: 'A',
      _id: 'a-amoxicillin-500-dana',
      brand_name_fa: 'آموکسی‌سیلین ۵۰۰ دانا',
      brand_name_la: 'Amoxicillin 500 Dana',
      generic_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول',
      maker: 'داروسازی دانا',
      quantity_in_pack: 20,
      unitPrice: 1_480,
      difference: -60,
      differencePercent: -3.9,
    },
    {
      category: 'A',
      _id: 'a-amoxicillin-500-exir',
      brand_name_fa: 'آموکسی‌سیلین ۵۰۰ اکسیر',
      brand_name_la: 'Amoxicillin 500 Exir',
      generic_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول',
      maker: 'داروسازی اکسیر',
      quantity_in_pack: 20,
      unitPrice: 1_540,
      difference: 0,
      differencePercent: 0,
    },
    {
      category: 'B',
      _id: 'b-amoxil-500',
      brand_name_fa: 'آموکسیل ۵۰۰',
      brand_name_la: 'Amoxil 500',
      generic_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول',
      maker: 'GSK',
      quantity_in_pack: 12,
      unitPrice: 6_900,
      difference: 5_360,
      differencePercent: 348.1,
    },
    {
      category: 'A',
      _id: 'a-amoxicillin-500-tehran',
      brand_name_fa: 'آموکسی‌سیلین ۵۰۰ تهران‌شیمی',
      brand_name_la: null,
      generic_name_fa: 'آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول',
      maker: null,
      quantity_in_pack: null,
      unitPrice: null,
      difference: null,
      differencePercent: null,
    },
  ],
};

/** A real equivalents-machine snapshot in a given state. */
export function equivalentsSnapshot(value: 'loading' | 'loaded' | 'failed', context: Partial<MedicineEquivalentsContext> = {}) {
  return medicineEquivalentsMachine.resolveState({
    value,
    context: { category: 'A', medicineId: medicineA._id, result: null, failure: null, ...context },
  });
}

/** Two brands under one name at two prices (another pack, another form) and a Latin maker. */
export const equivalentTwins: MedicineEquivalents = {
  category: 'B',
  _id: 'b-enalapril-20-zentiva',
  unitPrice: 2_000,
  totalDocs: 2,
  docs: [
    {
      category: 'B',
      _id: 'b-enalapril-zentiva-30',
      brand_name_fa: 'انالاپریل زنتیوا',
      brand_name_la: 'Enalapril Zentiva',
      generic_name_fa: 'انالاپریل ۲۰ میلی‌گرم قرص',
      maker: 'Zentiva k.s.',
      quantity_in_pack: 30,
      unitPrice: 1_800,
      difference: -200,
      differencePercent: -10,
    },
    {
      category: 'B',
      _id: 'b-enalapril-zentiva-20-sol',
      brand_name_fa: 'انالاپریل زنتیوا',
      brand_name_la: 'Enalapril Zentiva',
      generic_name_fa: 'انالاپریل ۲۰ میلی‌گرم قرص جوشان',
      maker: 'Zentiva k.s.',
      quantity_in_pack: 20,
      unitPrice: 2_400,
      difference: 400,
      differencePercent: 20,
    },
  ],
};
