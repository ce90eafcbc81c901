import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/db/seed/catalog';
import { parsePrice } from '../../server/imports/price-import';
import { readRows } from '../../server/imports/read';

const SAMPLES = join(import.meta.dirname, '..', '..', 'samples');

// behaviour §10.12: the sample lists the README points to fit the catalogue `npm start` seeds (on any day).
describe('the sample price lists', () => {
  const catalog = generateCatalog({ scale: 2_000, seed: 1, now: new Date() });
  const last = <T>(list: T[]) => list[list.length - 1];

  it('catalogue B: 300 known drugs, some prices changed, one new drug and two bad rows', async () => {
    const prices = new Map(catalog.medicinesB.map((m) => [m.irc_code, last(m.price_consumer)?.price]));
    let known = 0;
    let changed = 0;
    let unknown = 0;
    const rows = [];
    for await (const row of readRows(join(SAMPLES, 'price-list-b.csv'), 'csv')) rows.push(row);
    for (const { cells } of rows.slice(1)) {
      const code = String(cells[0] ?? '');
      const price = parsePrice(cells[5]);
      if (!prices.has(code)) unknown += 1;
      else if (!Number.isNaN(price)) {
        known += 1;
        if (price !== prices.get(code)) changed += 1;
      }
    }
    expect(rows).toHaveLength(304);
    expect(known).toBe(300);
    expect(changed).toBeGreaterThan(20);
    expect(changed).toBeLessThan(100);
    expect(unknown).toBe(2); // the new drug and the row without a code
  });

  it('catalogue A: an xlsx of known brand codes', async () => {
    const codes = new Set(catalog.medicinesA.map((m) => m.brand_code));
    const rows = [];
    for await (const row of readRows(join(SAMPLES, 'price-list-a.xlsx'), 'xlsx')) rows.push(row);
    expect(rows[0]!.cells[0]).toBe('brand_code');
    const known = rows.slice(1).filter((r) => codes.has(String(r.cells[0])));
    expect(known.length).toBeGreaterThan(250);
  });
});
