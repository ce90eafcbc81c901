/**
 * Response variants for the property-based tests of tests/machines/tolerant-responses.test.tsx: a
 * contract-valid body with some scalar fields swapped number ↔ string, set to null, emptied, removed,
 * or with extra fields beside them; and what openapi.yaml says about the fields a variant touched.
 */
import fc from 'fast-check';
import { createApiClient, type ApiClient } from '../../src/api/client';
import type { WireSchema } from '../../src/api/decode';
import * as pharmacists from '../../src/api/wire.gen';
import * as consoleWire from '../../src/ops/api/wire.gen';

/** Both sides' decoders: the pharmacists' and the console's. */
const wireSchemas = { ...pharmacists.wireSchemas, ...consoleWire.wireSchemas };
const wireResponses = { ...pharmacists.wireResponses, ...consoleWire.wireResponses };

export type Path = Array<string | number>;
export type Op = 'swap' | 'null' | 'empty' | 'remove' | 'extra';
export interface Mutation {
  path: Path;
  op: Op;
}
export interface Variant {
  body: unknown;
  mutations: Mutation[];
}

/** Fixed seed and run count of every property (the issue asks for at least 200 runs per screen). */
export const PROPERTY = { seed: 16, numRuns: 200 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every scalar (or null) leaf of a JSON value, by path. */
export function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string | number, unknown>)[key]), value);
}

function swapped(value: unknown, n: number): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return /^\d+$/.test(value) && value.length < 16 && !value.startsWith('0') ? Number(value) : n;
  if (typeof value === 'boolean') return String(value);
  return n;
}

/** `base` with `mutations` applied (a deep copy; `base` is left as it is). */
export function applyMutations(base: unknown, mutations: Array<Mutation & { n: number }>): unknown {
  const body = structuredClone(base);
  for (const { path, op, n } of mutations) {
    const parent = getAt(body, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
    const key = path[path.length - 1];
    if (!parent || typeof parent !== 'object') continue;
    if (op === 'remove') {
      if (Array.isArray(parent)) parent[key as number] = undefined;
      else delete parent[key];
    } else if (op === 'null') parent[key] = null;
    else if (op === 'empty') parent[key] = '';
    else if (op === 'swap') parent[key] = swapped(parent[key], n);
    else if (!Array.isArray(parent)) parent[`extra_${n}`] = n % 2 ? { nested: [n, 'x'] } : `افزوده ${n}`;
  }
  return JSON.parse(JSON.stringify(body));
}

/** Variants of `base`: 1 to 3 mutations of its scalar leaves (or of one leaf `only` chooses). */
export function variants(base: unknown, only: (path: Path) => boolean = () => true): fc.Arbitrary<Variant> {
  const paths = leafPaths(base).filter(only);
  return fc
    .array(
      fc.record({
        at: fc.nat({ max: paths.length - 1 }),
        op: fc.constantFrom<Op>('swap', 'null', 'empty', 'remove', 'extra'),
        n: fc.integer({ min: 1, max: 99_999 }),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((list) => {
      const mutations = list.map(({ at, op, n }) => ({ path: paths[at], op, n }));
      return { body: applyMutations(base, mutations), mutations: mutations.map(({ path, op }) => ({ path, op })) };
    });
}

function resolve(schema: WireSchema | undefined): WireSchema | undefined {
  let node = schema;
  while (node?.$ref) node = wireSchemas[node.$ref];
  if (node && (node.oneOf ?? node.anyOf)) return resolve((node.oneOf ?? node.anyOf)!.find((s) => s.$ref || s.type !== 'null'));
  return node;
}

/**
 * True when openapi.yaml makes the field at `path` of `operation`'s answer essential: no array item
 * above it (an item can be left out) and the field itself cannot be empty (a required id, a
 * non-nullable number or date, a required object). Breaking such a field may fail the call; any
 * other field is one the spec allows to be empty.
 */
export function essentialSchema(operation: string, path: Path): WireSchema | null {
  let schema = resolve(wireResponses[operation]);
  for (const key of path) {
    if (!schema) return null;
    if (typeof key === 'number') return null;
    const types = [schema.type].flat();
    if (!types.includes('object')) return null;
    schema = resolve(schema.properties?.[key]);
  }
  if (!schema) return null;
  const types = [schema.type].flat();
  if (types.includes('null')) return null;
  if (types.includes('object')) return schema;
  if (types.includes('integer') || types.includes('number')) return schema.default === undefined ? schema : null;
  if (types.includes('string')) return (schema.minLength ?? 0) > 0 || schema.format === 'date-time' ? schema : null;
  return null;
}

/**
 * Whether a mutation may make an essential field unreadable: emptying or removing it does; a swap
 * does unless the contract's `x-accepts` lists the swapped-to type (an id sent as a number is fine).
 */
export function breaksEssential(operation: string, mutation: Mutation): boolean {
  const schema = mutation.op === 'extra' ? null : essentialSchema(operation, mutation.path);
  if (!schema) return false;
  if (mutation.op !== 'swap') return true;
  const isString = [schema.type].flat().includes('string');
  return !(schema['x-accepts'] ?? []).includes(isString ? 'number' : 'string');
}

/** A client of its own whose fetch answers every call with `body` (status 200). */
export function clientAnswering(body: unknown): ApiClient {
  const text = JSON.stringify(body);
  const fetch = (async () =>
    new Response(text ?? '', { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof globalThis.fetch;
  return createApiClient({ baseUrl: 'http://api.test', fetch });
}
