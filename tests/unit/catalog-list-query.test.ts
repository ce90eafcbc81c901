import { describe, expect, test } from 'vitest';
import {
  activeFilters,
  DEFAULT_QUERY,
  FILTER_FIELDS,
  filterFieldsOf,
  parseListQuery,
  sameQuery,
  toAddressQuery,
  toApiQuery,
} from '../../machines/catalog-list.query';

describe('catalogue list query names', () => {
  test('every address name maps to its API name, as behaviour §5 and §7 spell them', () => {
    expect(Object.fromEntries(FILTER_FIELDS.map((f) => [f.key, f.api]))).toEqual({
      brandNameFA: 'brand_name_fa',
      brandNameEN: 'brand_name_la',
      genericNameFA: 'generic_name_fa',
      genericNameEN: 'generic_name_la',
      genericCode: 'generic_code',
      quatityInPack: 'quantity_in_pack',
      concessionaire: 'concessionaire',
      supplirCompany: 'supplier_company',
      producerComopany: 'producer_company',
      ircCode: 'irc_code',
      pricePharmacy: 'price_pharmacy',
      priceDistributor: 'price_distributor',
    });
  });

  test('category A has its seven filters; B the shared ones plus the companies, IRC code and prices', () => {
    expect(filterFieldsOf('A').map((f) => f.key)).toEqual([
      'brandNameFA',
      'brandNameEN',
      'genericNameFA',
      'genericNameEN',
      'genericCode',
      'concessionaire',
      'quatityInPack',
    ]);
    expect(filterFieldsOf('B').map((f) => f.key)).toEqual([
      'brandNameFA',
      'brandNameEN',
      'genericNameFA',
      'genericNameEN',
      'genericCode',
      'producerComopany',
      'supplirCompany',
      'ircCode',
      'priceDistributor',
      'pricePharmacy',
      'quatityInPack',
    ]);
  });

  test('the API names of each category are exactly the parameters openapi.yaml declares', async () => {
    const { parse } = await import('yaml');
    const { readFileSync } = await import('node:fs');
    const spec = parse(readFileSync('openapi.yaml', 'utf8'));
    const declared = (path: string) =>
      (spec.paths[path].get.parameters as Array<{ name?: string; $ref?: string }>)
        .map((p) => p.name ?? p.$ref!.split('/').pop()!.toLowerCase())
        .filter((name) => !['limit', 'page', 'search'].includes(name))
        .sort();
    expect(
      filterFieldsOf('A')
        .map((f) => f.api)
        .sort(),
    ).toEqual(declared('/medicine/v1/get-all-medicine-a-user'));
    expect(
      filterFieldsOf('B')
        .map((f) => f.api)
        .sort(),
    ).toEqual(declared('/medicine/v1/get-all-medicine-b-user'));
  });

  test('an address query goes to the API with the API names and Latin digits', () => {
    const query = parseListQuery(
      'B',
      new URLSearchParams({ page: '3', limit: '30', search: 'آموکسی ۵۰۰', brandNameEN: 'Amoxi', ircCode: '۱۲۳٤', pricePharmacy: '٥٠٠٠' }),
    );
    expect(toApiQuery('B', query)).toEqual({
      page: 3,
      limit: 30,
      search: 'آموکسی 500',
      brand_name_la: 'Amoxi',
      irc_code: '1234',
      price_pharmacy: '5000',
    });
  });

  test('a filter of the other category, blank values and unknown names are dropped', () => {
    const query = parseListQuery('B', new URLSearchParams({ concessionaire: 'x', brandNameFA: '  ', foo: 'bar' }));
    expect(query).toEqual(DEFAULT_QUERY);
    expect(toApiQuery('A', parseListQuery('A', new URLSearchParams({ concessionaire: 'رازک' })))).toEqual({
      page: 1,
      limit: 15,
      concessionaire: 'رازک',
    });
  });

  test('malformed page and limit fall back to page 1 and 15', () => {
    expect(parseListQuery('A', new URLSearchParams({ page: '-2', limit: '20' }))).toEqual(DEFAULT_QUERY);
    expect(parseListQuery('A', new URLSearchParams({ page: '2.5', limit: 'x' }))).toEqual(DEFAULT_QUERY);
    expect(parseListQuery('A', new URLSearchParams({ page: '۴', limit: '50' }))).toEqual({ ...DEFAULT_QUERY, page: 4, limit: 50 });
  });

  test('the default query is the bare route; other values are written with the address names', () => {
    expect(toAddressQuery('A', DEFAULT_QUERY)).toEqual({});
    expect(toAddressQuery('A', { page: 2, limit: 50, search: 'ab', filters: { genericCode: '۱۲', genericNameEN: 'Para' } })).toEqual({
      page: '2',
      limit: '50',
      search: 'ab',
      genericCode: '12',
      genericNameEN: 'Para',
    });
  });

  test('address → query → address is stable', () => {
    const address = { search: 'ی', brandNameFA: 'آسپرین', supplirCompany: 'دارو پخش', page: '4', limit: '30' };
    expect(toAddressQuery('B', parseListQuery('B', new URLSearchParams(address)))).toEqual(address);
  });

  test('two queries are the same list when their addresses match', () => {
    expect(sameQuery('A', DEFAULT_QUERY, { ...DEFAULT_QUERY, filters: { brandNameFA: ' ' } })).toBe(true);
    expect(sameQuery('A', DEFAULT_QUERY, { ...DEFAULT_QUERY, page: 2 })).toBe(false);
  });

  test('active filters come in dialog order for the chips', () => {
    const query = { ...DEFAULT_QUERY, filters: { pricePharmacy: '10', brandNameFA: 'الف' } };
    expect(activeFilters('B', query)).toEqual([
      { key: 'brandNameFA', value: 'الف' },
      { key: 'pricePharmacy', value: '10' },
    ]);
  });
});
