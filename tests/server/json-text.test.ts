import { describe, expect, it } from 'vitest';
import { JsonText, jsonBytes } from '../../server/http/json-text';

const stringifyJson = (value: unknown) => jsonBytes(value).toString();

describe('jsonBytes (answers with JSON PostgreSQL wrote)', () => {
  it('writes what JSON.stringify writes for plain values', () => {
    const values: unknown[] = [
      null,
      0,
      -12.5,
      1e21,
      Number.NaN,
      true,
      '',
      'آموکسی‌سیلین «۵۰۰» "mg"\n\\ \u2028 \ud83d\ude00',
      [],
      {},
      [1, 'a', null, [2, { b: false }]],
      { _id: 'x', 'manufacturing-country': 'ایران', nested: { list: [{ price: 1_250_000 }] }, when: new Date(Date.UTC(2026, 10, 25)) },
      { 'a"b': 1, '\u0000': 2 },
    ];
    for (const value of values) expect(stringifyJson(value), JSON.stringify(value)).toBe(JSON.stringify(value));
  });

  it('leaves undefined properties out and writes undefined array items as null, like JSON.stringify', () => {
    const value = { a: undefined, b: 1, c: [undefined, 2], d: undefined };
    expect(stringifyJson(value)).toBe(JSON.stringify(value));
    expect(stringifyJson({ a: undefined })).toBe('{}');
  });

  it('writes JSON text in place, unparsed, wherever it stands', () => {
    const history = '[{"price": 1250000, "insert_date": "2026-11-01T00:00:00.000Z"}]';
    const answer = stringifyJson({ docs: [{ _id: 'm1', price_O: new JsonText(history) }], related: new JsonText('[]'), total: 1 });
    expect(answer).toBe(`{"docs":[{"_id":"m1","price_O":${history}}],"related":[],"total":1}`);
    expect(JSON.parse(answer)).toEqual({
      docs: [{ _id: 'm1', price_O: [{ price: 1_250_000, insert_date: '2026-11-01T00:00:00.000Z' }] }],
      related: [],
      total: 1,
    });
    expect(stringifyJson([new JsonText('{"a": 1}'), new JsonText('null')])).toBe('[{"a": 1},null]');
  });

  it('writes JSON given as UTF-8 bytes in place, and an answer that is one such JSON as those very bytes', () => {
    const page = Buffer.from('[{"_id":"m1","brand_name_fa":"آموکسی‌سیلین «۵۰۰»"}]');
    const answer = jsonBytes({ data: { main: { docs: new JsonText(page), totalDocs: 1, totalPages: 1 } } });
    expect(answer.toString()).toBe(`{"data":{"main":{"docs":${page.toString()},"totalDocs":1,"totalPages":1}}}`);
    expect(answer.equals(Buffer.from(JSON.stringify(JSON.parse(answer.toString()))))).toBe(true);
    // PGlite answers a bytea as a Uint8Array (here a view into a larger buffer), node-postgres as a Buffer.
    const pool = new Uint8Array(64);
    pool.set(Buffer.from('{"a":"ب"}'), 10);
    expect(jsonBytes([new JsonText(pool.subarray(10, 20)), 1]).toString()).toBe('[{"a":"ب"},1]');
    expect(jsonBytes(new JsonText(page))).toBe(page);
  });
});
