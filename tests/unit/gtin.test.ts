import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/db/seed/catalog';
import { gtinCheckDigit, parseGtin, withCheckDigit } from '../../src/lib/gtin';

describe('GTIN check digit', () => {
  it('computes the GS1 check digit of published codes', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(gtinCheckDigit('629104150021')).toBe(3); // 6291041500213
    expect(gtinCheckDigit('1001234567890')).toBe(2); // GTIN-14 10012345678902
    expect(withCheckDigit('626000000001')).toBe('6260000000019');
  });

  it('reads Persian digits, drops the indicator 0 of a GTIN-14, and says what is wrong', () => {
    expect(parseGtin('۴۰۰۶۳۸۱۳۳۳۹۳۱')).toEqual({ gtin: '4006381333931' });
    expect(parseGtin(' 04006381333931 ')).toEqual({ gtin: '4006381333931' });
    expect(parseGtin('10012345678902')).toEqual({ gtin: '10012345678902' });
    expect(parseGtin('4006381333932')).toEqual({ problem: 'checkDigit' });
    expect(parseGtin('400638133393')).toEqual({ problem: 'format' });
    expect(parseGtin('4006-381333931')).toEqual({ problem: 'format' });
  });

  it('the seed gives every medicine a valid, unique GTIN, the same for the same seed', () => {
    const options = { scale: 2_000, seed: 7, now: new Date('2026-06-01T00:00:00Z') };
    const catalog = generateCatalog(options);
    const gtins = [...catalog.medicinesA, ...catalog.medicinesB].map((m) => m.gtin);
    for (const gtin of gtins) expect(gtin && parseGtin(gtin)).toEqual({ gtin });
    expect(new Set(gtins).size).toBe(gtins.length);
    expect(catalog.medicinesA.every((m) => m.gtin!.startsWith('626'))).toBe(true);
    expect(
      generateCatalog(options)
        .medicinesA.slice(0, 50)
        .map((m) => m.gtin),
    ).toEqual(gtins.slice(0, 50));
  });
});
