import type { FastifyReply } from 'fastify';
import type { OkOf, OperationId } from '../service/types';

/**
 * JSON that PostgreSQL already wrote (a page's rows, a detail's object, selected as its UTF-8 bytes
 * by `convert_to(…::text, 'UTF8')`): an answer holding one is written with those bytes in place, so the server
 * neither parses it into objects nor serialises them back, nor even decodes the UTF-8 into a string
 * and encodes it again on the way out (the bulk of a list's, a detail's or a price-change page's
 * answer; Persian text makes both steps the slow, multi-byte kind). Text is accepted too (tests, a
 * small fixed value). The JSON is the value the API stored, in the contract's shape; the server
 * tests check every answer against `openapi.yaml`.
 */
export class JsonText {
  readonly bytes: Buffer;
  constructor(json: string | Uint8Array) {
    this.bytes =
      typeof json === 'string'
        ? Buffer.from(json)
        : Buffer.isBuffer(json)
          ? json
          : Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  }
}

/** `T` with any array or object in it given as JSON text instead. */
export type WithJsonText<T> = T extends readonly (infer U)[]
  ? WithJsonText<U>[] | JsonText
  : T extends object
    ? { [K in keyof T]: WithJsonText<T[K]> } | JsonText
    : T;

/**
 * Like `JSON.stringify` (undefined properties left out), as UTF-8 bytes, each `JsonText` written as
 * its bytes. An answer that is one `JsonText` is its own bytes, not a copy.
 */
export function jsonBytes(value: unknown): Buffer {
  if (value instanceof JsonText) return value.bytes;
  const chunks: Buffer[] = [];
  const text = write(value, chunks, '');
  if (chunks.length === 0) return Buffer.from(text);
  chunks.push(Buffer.from(text));
  return Buffer.concat(chunks);
}

/**
 * Writes `value` after `text` (the JSON not yet in `chunks`): answers the JSON text that follows
 * the last chunk. A `JsonText` closes the text so far into a chunk and goes in as its own.
 */
function write(value: unknown, chunks: Buffer[], text: string): string {
  if (value instanceof JsonText) {
    chunks.push(Buffer.from(text), value.bytes);
    return '';
  }
  if (value === null || value === undefined) return `${text}null`;
  if (Array.isArray(value)) {
    let out = `${text}[`;
    for (let i = 0; i < value.length; i++) out = write(value[i], chunks, i ? `${out},` : out);
    return `${out}]`;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    let out = `${text}{`;
    let first = true;
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      out = write(item, chunks, `${out}${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
    }
    return `${out}}`;
  }
  return text + (JSON.stringify(value) ?? 'null');
}

/** Sends an operation's 200 answer written by `jsonBytes` (its type checked against the contract). */
export function sendJson<K extends OperationId>(reply: FastifyReply, answer: WithJsonText<OkOf<K>>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(jsonBytes(answer));
}
