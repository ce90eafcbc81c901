import { badRequest } from '../http/errors';
import { messages } from '../http/messages';
import { cellText, normCode, parseDate, parsePrice } from './cells';
import type { Mapping, StageContext, Staged } from './kind';
import type { SheetRow } from './read';
import type { Catalogue, Series } from './record';

/**
 * The official price list's columns (behaviour §10.12). Each price column states one series:
 * A: `price` O, `price_with_value` OA, `price_box` B, `price_box_with_value` BA; B: `price` the
 * consumer's, `price_distributor`, `price_pharmacy`. A series without a column is not stated and
 * does not change.
 */
const COMMON = ['code', 'gtin', 'brand_name_fa', 'brand_name_la', 'generic_name_fa', 'generic_name_la', 'generic_code', 'pack'] as const;
const TARGETS = {
  A: [...COMMON, 'price', 'price_with_value', 'price_box', 'price_box_with_value', 'effective_date'],
  B: [...COMMON, 'price', 'price_distributor', 'price_pharmacy', 'effective_date'],
} as const;
export type Field = (typeof TARGETS)[Catalogue][number];

export const targets = (catalogue: Catalogue): readonly string[] => TARGETS[catalogue];

/** The series each price field states, per catalogue. */
const STATES: Record<Catalogue, Partial<Record<Field, Series>>> = {
  A: { price: 'price_O', price_with_value: 'price_OA', price_box: 'price_B', price_box_with_value: 'price_BA' },
  B: { price: 'price_consumer', price_distributor: 'price_distributor', price_pharmacy: 'price_pharmacy' },
};

/** The names a column of each field goes by in the lists we know (the official list's Persian headers, ours in English). */
export const HEADER_NAMES: Record<Field, string[]> = {
  code: ['code', 'brandcode', 'irc', 'irccode', 'کد', 'کددارو', 'کدبرند', 'کدirc', 'کدآیآرسی'],
  gtin: ['gtin', 'gtincode', 'بارکد', 'کدgtin'],
  brand_name_fa: ['brandnamefa', 'نامتجاری', 'نامتجاریفارسی', 'نامبرند', 'نامبرندفارسی'],
  brand_name_la: ['brandnamela', 'brandname', 'نامتجاریلاتین', 'نامبرندلاتین'],
  generic_name_fa: ['genericnamefa', 'نامژنریک', 'نامژنریکفارسی'],
  generic_name_la: ['genericnamela', 'genericname', 'نامژنریکلاتین'],
  generic_code: ['genericcode', 'کدژنریک'],
  pack: ['pack', 'quantityinpack', 'تعداددربسته', 'تعداددرهربسته'],
  price: ['price', 'priceo', 'priceconsumer', 'قیمت', 'قیمتمصرفکننده', 'قیمتبدونارزشافزوده'],
  price_with_value: ['pricewithvalue', 'priceoa', 'قیمتباارزشافزوده'],
  price_box: ['pricebox', 'priceb', 'قیمتبسته', 'قیمتجعبه'],
  price_box_with_value: ['priceboxwithvalue', 'priceba', 'قیمتبستهباارزشافزوده'],
  price_distributor: ['pricedistributor', 'قیمتتوزیعکننده', 'قیمتپخش', 'قیمتتوزیع'],
  price_pharmacy: ['pricepharmacy', 'قیمتداروخانه'],
  effective_date: ['effectivedate', 'date', 'تاریخ', 'تاریخاجرا', 'تاریخاعمال'],
};

/** The Persian names of the fields, for the wrong-layout message. */
export const FIELD_NAMES: Record<Field, string> = {
  code: 'کد دارو',
  gtin: 'GTIN',
  brand_name_fa: 'نام تجاری فارسی',
  brand_name_la: 'نام تجاری لاتین',
  generic_name_fa: 'نام ژنریک فارسی',
  generic_name_la: 'نام ژنریک لاتین',
  generic_code: 'کد ژنریک',
  pack: 'تعداد در بسته',
  price: 'قیمت',
  price_with_value: 'قیمت با ارزش افزوده',
  price_box: 'قیمت بسته',
  price_box_with_value: 'قیمت بسته با ارزش افزوده',
  price_distributor: 'قیمت توزیع‌کننده',
  price_pharmacy: 'قیمت داروخانه',
  effective_date: 'تاریخ اجرا',
};

/** The largest pack `quantity_in_pack` (an integer column) holds: a larger one is refused at the preview. */
const MAX_PACK = 2_147_483_647;

/** 400 naming the fields a mapping lacks (a code, a price of some series, and a date unless the operator gave one). */
export function requireFields(catalogue: Catalogue, mapping: Mapping, fallback: Date | null): void {
  const missing: Field[] = [];
  if (mapping.code === undefined) missing.push('code');
  if (!Object.keys(STATES[catalogue]).some((field) => mapping[field] !== undefined)) missing.push('price');
  if (mapping.effective_date === undefined && !fallback) missing.push('effective_date');
  if (missing.length > 0) throw badRequest(messages.imports.wrongLayout(missing.map((f) => FIELD_NAMES[f]).join('، ')));
}

/**
 * One row as staged: its stated series (`fields.series`), and A's box prices computed from a stated
 * unit price and a stated pack where the file has no box column (`fields.derived` names them: they
 * are labelled computed, never official). Anything publishing could not store is refused here.
 */
export function stageRow(row: SheetRow, n: number, mapping: Mapping, context: StageContext): Staged {
  const get = (field: Field) => (mapping[field] === undefined ? undefined : row.cells[mapping[field]!]);
  const staged: Staged = { n, rowNo: row.rowNo, code: null, effectiveAt: null, reason: null, fields: null };
  const code = normCode(get('code'));
  if (code === '') return { ...staged, reason: messages.imports.row.noCode };
  staged.code = code.slice(0, 64);
  const series: Partial<Record<Series, number>> = {};
  for (const [field, name] of Object.entries(STATES[context.catalogue]) as [Field, Series][]) {
    const value = parsePrice(get(field));
    if (Number.isNaN(value)) return { ...staged, reason: messages.imports.row.badNumber };
    if (value !== null) series[name] = value;
  }
  if (Object.keys(series).length === 0) return { ...staged, reason: messages.imports.row.noPrice };
  const pack = parsePrice(get('pack'));
  if (Number.isNaN(pack)) return { ...staged, reason: messages.imports.row.badPack };
  if (pack !== null && pack > MAX_PACK) return { ...staged, reason: messages.imports.row.packTooLarge };
  const derived: Series[] = [];
  if (context.catalogue === 'A' && pack !== null && pack > 0) {
    for (const [box, unit] of [
      ['price_B', 'price_O'],
      ['price_BA', 'price_OA'],
    ] as const) {
      if (series[box] !== undefined || series[unit] === undefined) continue;
      series[box] = series[unit]! * pack;
      if (!Number.isSafeInteger(series[box])) return { ...staged, reason: messages.imports.row.boxTooLarge };
      derived.push(box);
    }
  }
  const date = mapping.effective_date === undefined ? context.fallback : parseDate(get('effective_date'));
  if (!date || Number.isNaN(date.getTime())) return { ...staged, reason: messages.imports.row.badDate };
  if (date.getTime() > context.endOfToday) return { ...staged, reason: messages.imports.row.futureDate };
  const text = (field: Field) => {
    const value = cellText(get(field));
    return value === '' ? null : value.slice(0, 300);
  };
  return {
    ...staged,
    effectiveAt: date.toISOString(),
    fields: {
      series,
      derived,
      pack,
      gtin: text('gtin'),
      brand_name_fa: text('brand_name_fa'),
      brand_name_la: text('brand_name_la'),
      generic_name_fa: text('generic_name_fa'),
      generic_name_la: text('generic_name_la'),
      generic_code: text('generic_code'),
    },
  };
}
