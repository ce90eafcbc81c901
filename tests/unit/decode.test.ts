// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { decodeWire, decodeWireInSlices, parseNumeric, UndecodableError } from '../../src/api/decode';
import { failureMessage, toFailure, unwrap } from '../../src/api/errors';
import { wireResponses, wireSchemas } from '../../src/api/wire.gen';
import * as consoleWire from '../../src/ops/api/wire.gen';
import { fa } from '../../src/i18n/fa';
import { generateRules, generateWire } from '../../scripts/generate-wire';
import { medicineA, medicineB } from '../../stories/catalog/detail-fixtures';

const ROOT = `${process.cwd()}/`;
const decode = (operation: string, body: unknown) => decodeWire(wireSchemas, wireResponses[operation], body);
const DETAIL_A = 'GET /medicine/v1/get-medicine-a-by-id/{medicineId}';
const DETAIL_B = 'GET /medicine/v1/get-medicine-b-by-id/{medicineId}';
const LIST_B = 'GET /medicine/v1/get-all-medicine-b-user';

/** A client whose fetch answers `body` with `status`. */
function clientAnswering(body: string, status = 200) {
  const fetch = (async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })) as typeof globalThis.fetch;
  return createApiClient({ baseUrl: 'http://api.test', fetch });
}

describe('src/api/wire.gen.ts', () => {
  it('is exactly what scripts/generate-wire.ts makes of openapi.yaml', () => {
    const committed = readFileSync(`${ROOT}src/api/wire.gen.ts`, 'utf8');
    expect(committed, 'run `npm run generate` after editing openapi.yaml').toBe(generateWire(`${ROOT}openapi.yaml`));
  });

  it("carries none of the console's operations: src/ops/api/wire.gen.ts, exactly what the script makes, holds them", () => {
    expect(Object.keys(wireResponses).filter((operation) => / \/ops\//.test(operation))).toEqual([]);
    const committed = readFileSync(`${ROOT}src/ops/api/wire.gen.ts`, 'utf8');
    expect(committed, 'run `npm run generate` after editing openapi.yaml').toBe(generateWire(`${ROOT}openapi.yaml`, 'console'));
    expect(Object.keys(consoleWire.wireResponses).length).toBeGreaterThan(20);
    expect(Object.keys(consoleWire.wireResponses).every((operation) => / \/ops\//.test(operation))).toBe(true);
  });

  it('comes with src/api/rules.gen.ts, also exactly what the script makes of openapi.yaml', () => {
    const committed = readFileSync(`${ROOT}src/api/rules.gen.ts`, 'utf8');
    expect(committed, 'run `npm run generate` after editing openapi.yaml').toBe(generateRules(`${ROOT}openapi.yaml`));
  });

  it('has a schema for every successful JSON answer the SPA reads', () => {
    expect(Object.keys(wireResponses)).toEqual(
      expect.arrayContaining([
        DETAIL_A,
        DETAIL_B,
        LIST_B,
        'GET /medicine/v1/get-all-medicine-a-user',
        'POST /user/v1/submit-otp',
        'POST /report/v1/new_Report',
      ]),
    );
  });
});

describe('decoding the contract', () => {
  it('passes a body our server sends through unchanged', () => {
    expect(decode(DETAIL_A, { data: medicineA })).toEqual({ data: medicineA });
    expect(decode(DETAIL_B, medicineB)).toEqual(medicineB);
  });

  it('reads ids and codes sent as numbers as their decimal strings (x-accepts: [number])', () => {
    const decoded = decode(DETAIL_B, {
      ...medicineB,
      generic_code: 12345,
      irc_code: 1228804519374029,
      gtin_code: 6260001234567,
      related: [{ _id: 77, generic_name_fa: 'آ' }],
    }) as typeof medicineB;
    expect(decoded.generic_code).toBe('12345');
    expect(decoded.irc_code).toBe('1228804519374029');
    expect(decoded.gtin_code).toBe('6260001234567');
    expect(decoded.related).toEqual([{ _id: '77', generic_name_fa: 'آ' }]);
  });

  it('reads prices, quantities and totals sent as numeric strings, Persian digits and separators too, as Latin numbers', () => {
    const decoded = decode(DETAIL_A, {
      data: {
        ...medicineA,
        quantity_in_pack: '۲۰',
        price_O: [
          { price: '۱٬۲۵۰٬۰۰۰', insert_date: '2025-01-02T00:00:00.000Z' },
          { price: '1,300,000', insert_date: 1735776000000 },
        ],
      },
    }) as { data: typeof medicineA };
    expect(decoded.data.quantity_in_pack).toBe(20);
    expect(decoded.data.price_O).toEqual([
      { price: 1250000, insert_date: '2025-01-02T00:00:00.000Z' },
      { price: 1300000, insert_date: new Date(1735776000000).toISOString() },
    ]);
    expect(decode(LIST_B, { data: { main: { docs: [], totalDocs: '0', totalPages: '۰' } } })).toEqual({
      data: { main: { docs: [], totalDocs: 0, totalPages: 0 } },
    });
  });

  it('reads a date sent as epoch seconds or milliseconds', () => {
    const page = decode('GET /medicine/v1/get-list-medicines-b-sort-change-price-user', {
      docs: [
        { _id: 'b1', brand_name_fa: null, generic_name_fa: null, producer_company: null, price_consumer: [], price_updated_at: 1735776000 },
      ],
      totalDocs: 1,
      totalPages: 1,
    }) as { docs: Array<{ price_updated_at: string }> };
    expect(page.docs[0].price_updated_at).toBe(new Date(1735776000000).toISOString());
  });

  it('null, missing and empty are no value: null text, empty lists, false flags', () => {
    const { data } = decode(DETAIL_A, { data: { _id: 'a1', brand_name_fa: '', generic_code: null, added_value: null } }) as {
      data: Record<string, unknown>;
    };
    expect(data).toMatchObject({
      _id: 'a1',
      brand_name_fa: null,
      generic_code: null,
      brand_code: null,
      quantity_in_pack: null,
      added_value: false,
      distribution_companies: [],
      related: [],
      photo: null,
      price_O: [],
      price_BA: [],
    });
  });

  it('a value of a type the contract does not list for it is no value', () => {
    const { data } = decode(DETAIL_A, {
      data: { ...medicineA, brand_name_fa: 42, description: { text: 'x' }, quantity_in_pack: 'بیست', photo: { path: '' } },
    }) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ brand_name_fa: null, description: null, quantity_in_pack: null, photo: null });
  });

  it('drops unknown fields and list items it cannot read, keeps the rest', () => {
    const decoded = decode(LIST_B, {
      extra: true,
      data: {
        main: {
          docs: [{ _id: 'b1', brand_name_fa: 'آ', surprise: 1 }, { brand_name_fa: 'no id' }, 'garbage', null],
          totalDocs: 4,
          totalPages: 1,
          next: 2,
        },
      },
    }) as { data: { main: { docs: Array<Record<string, unknown>> } } };
    expect(Object.keys(decoded)).toEqual(['data']);
    expect(decoded.data.main.docs).toHaveLength(1);
    expect(decoded.data.main.docs[0]).toEqual({
      _id: 'b1',
      brand_name_fa: 'آ',
      brand_name_la: null,
      generic_name_fa: null,
      generic_name_la: null,
      generic_code: null,
      irc_code: null,
      producer_company: null,
      supplier_company: null,
    });
  });

  it('reads a long list a slice at a time, to the same result, letting a timer run between slices', async () => {
    const schema = wireResponses['GET /medicine/v1/offline-catalogue']!;
    const docs = Array.from({ length: 400 }, (_, n) => ({ category: 'A', _id: n, brand_name_fa: `دارو ${n}`, quantity_in_pack: '۱۰' }));
    const body = { docs: [...docs, 'garbage'], next: 'n', more: true, full: true, extra: 1 };
    // behaviour §11.2: each item takes a while here, so the reading must give the timer its turn.
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const slow = structuredClone(body);
    const started = performance.now();
    Object.defineProperty(slow.docs, 0, {
      get() {
        while (performance.now() - started < 10);
        return docs[0];
      },
    });
    const sliced = (await decodeWireInSlices(wireSchemas, schema, slow)) as { docs: unknown[] };
    expect(timerRan).toBe(true);
    expect(sliced).toEqual(decodeWire(wireSchemas, schema, body));
    expect(sliced.docs).toHaveLength(400);
    expect(sliced.docs[1]).toMatchObject({ _id: '1', quantity_in_pack: 10 });
    await expect(decodeWireInSlices(wireSchemas, schema, { docs: 'garbage', next: 'n', more: true, full: true })).rejects.toThrow(/docs/);
  });

  it('a price entry without a price or a readable date is left out of the history', () => {
    const { data } = decode(DETAIL_A, {
      data: {
        ...medicineA,
        price_O: [{ price: 1 }, { insert_date: '2025-01-01' }, { price: 2, insert_date: 'soon' }, { price: 3, insert_date: '2025-01-01' }],
      },
    }) as { data: typeof medicineA };
    expect(data.price_O).toEqual([{ price: 3, insert_date: '2025-01-01' }]);
  });

  it('cannot read a body without its required structure', () => {
    expect(() => decode(DETAIL_A, { data: 'medicine' })).toThrow(UndecodableError);
    expect(() => decode(DETAIL_A, { data: { brand_name_fa: 'no id' } })).toThrow(/\$\.data\._id/);
    expect(() => decode(LIST_B, { data: { main: { docs: {}, totalDocs: 1, totalPages: 1 } } })).toThrow(/docs/);
    expect(() => decode(LIST_B, { data: { main: { docs: [] } } })).toThrow(/totalDocs/);
    expect(() => decode('POST /user/v1/submit-otp', { data: { accessToken: '', refreshToken: 'r' } })).toThrow(/accessToken/);
  });

  it('a message-only answer without a body still reads (an empty message)', () => {
    expect(decode('POST /report/v1/new_Report', undefined)).toEqual({ message: '' });
  });

  it('parses numeric text in Latin, Persian and Arabic-Indic digits, with separators; nothing else', () => {
    expect(parseNumeric('۱٬۲۵۰٬۰۰۰')).toBe(1250000);
    expect(parseNumeric('١٢٣')).toBe(123);
    expect(parseNumeric(' 1,250 ')).toBe(1250);
    expect(parseNumeric('12٫5')).toBe(12.5);
    expect(parseNumeric('12 عدد')).toBeNull();
    expect(parseNumeric('')).toBeNull();
  });
});

describe('the client decodes every successful answer once', () => {
  it('a code sent as a number reaches the caller as a string', async () => {
    const body = await unwrap(
      clientAnswering(JSON.stringify({ ...medicineB, generic_code: 987, extra: 'x' })).GET(
        '/medicine/v1/get-medicine-b-by-id/{medicineId}',
        { params: { path: { medicineId: 'b' } } },
      ),
    );
    expect(body.generic_code).toBe('987');
    expect('extra' in body).toBe(false);
  });

  it('an answer that is not JSON, or misses its structure, is a server failure with the §8 message', async () => {
    for (const text of ['<html>oops</html>', JSON.stringify({ data: [] }), JSON.stringify(null)]) {
      const error = await unwrap(
        clientAnswering(text).GET('/medicine/v1/get-medicine-a-by-id/{medicineId}', { params: { path: { medicineId: 'a' } } }),
      ).catch((e: unknown) => e);
      const failure = toFailure(error);
      expect(failure).toMatchObject({ kind: 'server', status: 200 });
      expect(failureMessage(failure)).toBe(fa.errors.generic);
    }
  });

  it('error answers are left to the error classifier', async () => {
    const error = await unwrap(
      clientAnswering(JSON.stringify({ message: 'دارویی یافت نشد!' }), 404).GET('/medicine/v1/get-medicine-a-by-id/{medicineId}', {
        params: { path: { medicineId: 'a' } },
      }),
    ).catch((e: unknown) => e);
    expect(toFailure(error)).toEqual({ kind: 'notFound', message: 'دارویی یافت نشد!' });
  });
});
