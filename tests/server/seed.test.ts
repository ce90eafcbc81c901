import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/db/seed/catalog';
import { insertCatalog, seedIfEmpty } from '../../server/db/seeding';
import { FIXTURE_NOW, fixtureCatalog } from './fixture-catalog';
import { startServer, type TestServer, backendsFor } from './harness';

describe.each(backendsFor('sql'))('seeding on $name', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
    await s.sql('TRUNCATE medicines_a, medicines_b, photos CASCADE');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a failing seed leaves no half catalogue behind', async () => {
    const catalog = fixtureCatalog({ scale: 40, seed: 1, now: FIXTURE_NOW });
    // A photo file that is not in the catalogue's photos breaks the foreign key on the last rows.
    catalog.medicinesA[catalog.medicinesA.length - 1].photoFile = 'missing-photo.svg';
    await expect(insertCatalog(s.app.database, catalog)).rejects.toThrow();
    const [{ a, b, p }] = await s.sql<{ a: number; b: number; p: number }>(
      `SELECT (SELECT count(*)::int FROM medicines_a) AS a, (SELECT count(*)::int FROM medicines_b) AS b, (SELECT count(*)::int FROM photos) AS p`,
    );
    expect({ a, b, p }).toEqual({ a: 0, b: 0, p: 0 });
  });

  it("seeds an empty catalogue with the SEED helper's generator, once; every call then answers real data", async () => {
    expect(await seedIfEmpty(s.app.database, { scale: 60 })).toBe(true);
    expect(await seedIfEmpty(s.app.database, { scale: 60 })).toBe(false);
    const { accessToken: token } = await s.signIn('09120000000');
    const listA = await s.call('getAllMedicineAUser', { token, query: { limit: 50 } });
    const listB = await s.call('getAllMedicineBUser', { token, query: { limit: 50 } });
    expect(listA.json.data.main.totalDocs).toBe(60);
    expect(listB.json.data.main.totalDocs).toBe(60);
    for (const doc of listA.json.data.main.docs.slice(0, 10)) {
      expect((await s.call('getMedicineAById', { token, params: { medicineId: doc._id } })).status).toBe(200);
    }
    for (const doc of listB.json.data.main.docs.slice(0, 10)) {
      expect((await s.call('getMedicineBById', { token, params: { medicineId: doc._id } })).status).toBe(200);
    }
    const changes = await s.call('getListMedicinesASortChangePriceUser', { token, query: { from: Date.now() - 365 * 86_400_000 } });
    expect(changes.json.totalDocs).toBeGreaterThan(0);
    const [photo] = await s.sql<{ file_name: string }>(
      `SELECT photo_file AS file_name FROM medicines_a WHERE photo_file IS NOT NULL LIMIT 1`,
    );
    if (photo) expect((await s.call('getMedicinePhoto', { params: { fileName: photo.file_name } })).status).toBe(200);
  });

  it('the generator is the same module the seed CLI and the first start use', () => {
    const catalog = generateCatalog({ scale: 3, seed: 1, now: new Date() });
    expect(catalog.medicinesA).toHaveLength(3);
    expect(catalog.medicinesB).toHaveLength(3);
  });
});
