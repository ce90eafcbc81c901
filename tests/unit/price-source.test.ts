import { describe, expect, it } from 'vitest';
import { type PriceSource, seriesPoints } from '../../machines/medicine-detail.connect';
import type { LoadedMedicine } from '../../machines/medicine-detail.types';
import { sourceShort, sourceText } from '../../src/features/catalog/PriceSourceLine';
import { faPrices } from '../../src/i18n/fa-prices';

// behaviour §10.12: each price point carries its own source.
const at = '2026-11-20T08:30:00.000Z';
const hand: PriceSource = {
  insert_date: at,
  series: 'price_consumer',
  price: 1200,
  derived: false,
  kind: 'hand',
  published_at: at,
  by: 'u-op',
  reason: 'نامه',
  import: null,
};
const imported: PriceSource = {
  insert_date: '2026-11-01T00:00:00.000Z',
  series: 'price_consumer',
  price: 1100,
  derived: false,
  row: 7,
  kind: 'import',
  published_at: '2026-11-02T06:00:00.000Z',
  by: 'u-op',
  reason: null,
  import: { _id: 'i-1', file_name: 'آذر.xlsx', sha256: 'a'.repeat(64) },
};

describe('price provenance', () => {
  const drug = (price_sources: PriceSource[] | undefined) =>
    ({
      category: 'B',
      medicine: { price_consumer: [{ price: 1000, insert_date: '2026-01-01T00:00:00.000Z' }], price_distributor: [], price_sources },
    }) as unknown as LoadedMedicine;

  it('a series is its record points, each with its own source, joined by nothing', () => {
    expect(seriesPoints(drug([imported, hand]), 'price_consumer')).toEqual([
      { price: 1100, insert_date: imported.insert_date, source: imported },
      { price: 1200, insert_date: hand.insert_date, source: hand },
    ]);
  });

  it('a backend without the record: the series as answered, no sources; a series the record lacks reads as the seed’s', () => {
    expect(seriesPoints(drug(undefined), 'price_consumer')).toEqual([{ price: 1000, insert_date: '2026-01-01T00:00:00.000Z' }]);
    expect(seriesPoints(drug([]), 'price_consumer')).toEqual([
      { price: 1000, insert_date: '2026-01-01T00:00:00.000Z', source: { kind: 'seed' } },
    ]);
    expect(seriesPoints(drug([hand]), 'price_distributor')).toEqual([]);
  });

  it('says the import’s file and its publishing day, a hand entry, or the seed, in Persian', () => {
    expect(sourceText(imported)).toBe(faPrices.source.import('آذر.xlsx', '۱۴۰۵/۰۸/۱۱'));
    expect(sourceText(hand)).toBe(faPrices.source.hand('۱۴۰۵/۰۸/۲۹'));
    expect(sourceText({ kind: 'seed' })).toBe(faPrices.source.seed);
    expect(sourceShort(imported)).toContain('آذر.xlsx');
    expect(sourceShort(hand)).toBe(faPrices.source.short.hand);
  });
});
