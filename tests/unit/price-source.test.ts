import { describe, expect, it } from 'vitest';
import { sourceOf, type PriceSource } from '../../machines/medicine-detail.connect';
import { sourceShort, sourceText } from '../../src/features/catalog/PriceSourceLine';
import { faPrices } from '../../src/i18n/fa-prices';

// behaviour §10.12: each price entry says where it came from, by its insert_date.
const at = '2026-11-20T08:30:00.000Z';
const hand: PriceSource = { insert_date: at, kind: 'hand', published_at: at, by: 'u-op', reason: 'نامه', import: null };
const imported: PriceSource = {
  insert_date: '2026-11-01T00:00:00.000Z',
  kind: 'import',
  published_at: '2026-11-02T06:00:00.000Z',
  by: 'u-op',
  reason: null,
  import: { _id: 'i-1', file_name: 'آذر.xlsx', sha256: 'a'.repeat(64) },
};

describe('price provenance', () => {
  it('finds an entry by its date, the same instant written either way', () => {
    expect(sourceOf([imported, hand], '2026-11-20T08:30:00Z')).toBe(hand);
    expect(sourceOf([imported, hand], imported.insert_date)).toBe(imported);
  });

  it('an entry not listed is the seed’s; no list at all (a backend without it) is nothing', () => {
    expect(sourceOf([hand], '2025-01-01T00:00:00.000Z')).toEqual({ kind: 'seed' });
    expect(sourceOf([], at)).toEqual({ kind: 'seed' });
    expect(sourceOf(undefined, at)).toBeUndefined();
    expect(sourceOf([hand], undefined)).toBeUndefined();
  });

  it('says the import’s file and its publishing day, a hand entry, or the seed, in Persian', () => {
    expect(sourceText(imported)).toBe(faPrices.source.import('آذر.xlsx', '۱۴۰۵/۰۸/۱۱'));
    expect(sourceText(hand)).toBe(faPrices.source.hand('۱۴۰۵/۰۸/۲۹'));
    expect(sourceText({ kind: 'seed' })).toBe(faPrices.source.seed);
    expect(sourceShort(imported)).toContain('آذر.xlsx');
    expect(sourceShort(hand)).toBe(faPrices.source.short.hand);
  });
});
