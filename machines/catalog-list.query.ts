import { toLatinDigits } from '../src/lib/digits';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type Category,
  type FilterKey,
  type Filters,
  type ListQuery,
  type PageSize,
} from './catalog-list.types';

/** One filter: its address-query name (behaviour §5), its API name (behaviour §7), where it applies. */
export interface FilterField {
  key: FilterKey;
  api: string;
  categories: readonly Category[];
  /** Digits only (a number input; Persian digits typed are sent as Latin ones). */
  numeric: boolean;
  /** Shown in the filter dialog (quatityInPack is honoured from the address but has no field). */
  inDialog: boolean;
}

/** The address → API name mapping, written once. Order = the filter dialog's field order. */
export const FILTER_FIELDS: readonly FilterField[] = [
  { key: 'brandNameFA', api: 'brand_name_fa', categories: ['A', 'B'], numeric: false, inDialog: true },
  { key: 'brandNameEN', api: 'brand_name_la', categories: ['A', 'B'], numeric: false, inDialog: true },
  { key: 'genericNameFA', api: 'generic_name_fa', categories: ['A', 'B'], numeric: false, inDialog: true },
  { key: 'genericNameEN', api: 'generic_name_la', categories: ['A', 'B'], numeric: false, inDialog: true },
  { key: 'genericCode', api: 'generic_code', categories: ['A', 'B'], numeric: true, inDialog: true },
  { key: 'concessionaire', api: 'concessionaire', categories: ['A'], numeric: false, inDialog: true },
  { key: 'producerComopany', api: 'producer_company', categories: ['B'], numeric: false, inDialog: true },
  { key: 'supplirCompany', api: 'supplier_company', categories: ['B'], numeric: false, inDialog: true },
  { key: 'ircCode', api: 'irc_code', categories: ['B'], numeric: true, inDialog: true },
  { key: 'priceDistributor', api: 'price_distributor', categories: ['B'], numeric: true, inDialog: true },
  { key: 'pricePharmacy', api: 'price_pharmacy', categories: ['B'], numeric: true, inDialog: true },
  { key: 'quatityInPack', api: 'quantity_in_pack', categories: ['A', 'B'], numeric: true, inDialog: false },
];

/** The filters a category honours, in dialog order. */
export function filterFieldsOf(category: Category): FilterField[] {
  return FILTER_FIELDS.filter((field) => field.categories.includes(category));
}

export const DEFAULT_QUERY: ListQuery = { page: 1, limit: DEFAULT_PAGE_SIZE, search: '', filters: {} };

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Keeps only the category's filters with a non-blank value (trimmed; numbers with Latin digits). */
export function cleanFilters(category: Category, filters: Filters): Filters {
  const clean: Filters = {};
  for (const field of filterFieldsOf(category)) {
    const raw = filters[field.key]?.trim();
    if (!raw) continue;
    clean[field.key] = field.numeric ? toLatinDigits(raw) : raw;
  }
  return clean;
}

/** Reads a list query from the address; anything unknown or malformed falls back to the default. */
export function parseListQuery(category: Category, params: URLSearchParams): ListQuery {
  const page = Number(toLatinDigits(params.get('page') ?? ''));
  const limit = Number(toLatinDigits(params.get('limit') ?? ''));
  const filters: Filters = {};
  for (const field of filterFieldsOf(category)) {
    const value = params.get(field.key);
    if (value != null) filters[field.key] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE,
    search: (params.get('search') ?? '').trim(),
    filters: cleanFilters(category, filters),
  };
}

/** The address query for a list query: defaults are left out, so the default list is the bare route. */
export function toAddressQuery(category: Category, query: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.search) out.search = query.search;
  const filters = cleanFilters(category, query.filters);
  for (const field of filterFieldsOf(category)) {
    const value = filters[field.key];
    if (value) out[field.key] = value;
  }
  if (query.page !== 1) out.page = String(query.page);
  if (query.limit !== DEFAULT_PAGE_SIZE) out.limit = String(query.limit);
  return out;
}

/** The API query for a list query (behaviour §7 names), with Latin digits. */
export function toApiQuery(category: Category, query: ListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { limit: query.limit, page: query.page };
  if (query.search) out.search = toLatinDigits(query.search);
  const filters = cleanFilters(category, query.filters);
  for (const field of filterFieldsOf(category)) {
    const value = filters[field.key];
    if (value) out[field.api] = toLatinDigits(value);
  }
  return out;
}

/** True when two queries show the same list. */
export function sameQuery(category: Category, a: ListQuery, b: ListQuery): boolean {
  const left = toAddressQuery(category, a);
  const right = toAddressQuery(category, b);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => left[key] === right[key]);
}

/** The applied filters, in dialog order, for chips. */
export function activeFilters(category: Category, query: ListQuery): Array<{ key: FilterKey; value: string }> {
  const filters = cleanFilters(category, query.filters);
  return filterFieldsOf(category)
    .filter((field) => filters[field.key])
    .map((field) => ({ key: field.key, value: filters[field.key] as string }));
}
