import type { FastifyReply } from 'fastify';
import type { OkOf, OperationId } from '../service/types';

/**
 * JSON that PostgreSQL already wrote: a `jsonb` column selected as `::text` (a price history, the
 * related medicines). An answer holding one is written with that text in place, so the server
 * neither parses the column into objects nor serialises them back (the bulk of a detail's or a price
 * change page's answer). The text is the value the API stored, in the contract's shape; the server
 * tests check every answer against `openapi.yaml`.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** `T` with any array or object in it given as JSON text instead. */
export type WithJsonText<T> = T extends readonly (infer U)[]
  ? WithJsonText<U>[] | JsonText
  : T extends object
    ? { [K in keyof T]: WithJsonText<T[K]> } | JsonText
    : T;

/** Like `JSON.stringify` (undefined properties left out), writing each `JsonText` as its text. */
export function stringifyJson(value: unknown): string {
  if (value instanceof JsonText) return value.text;
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + stringifyJson(value[i]);
    return `${out}]`;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    let out = '{';
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${stringifyJson(item)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Sends an operation's 200 answer written by `stringifyJson` (its type checked against the contract). */
export function sendJson<K extends OperationId>(reply: FastifyReply, answer: WithJsonText<OkOf<K>>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(stringifyJson(answer));
}
