import { toLatinDigits } from '../lib/digits';
import { mapInSlices } from '../lib/slices';

/**
 * The part of an openapi.yaml schema the decoder reads (`scripts/generate-wire.ts` keeps only this).
 * `x-accepts` lists the other JSON types the original backend may send for the value.
 */
export interface WireSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, WireSchema>;
  required?: string[];
  items?: WireSchema;
  oneOf?: WireSchema[];
  anyOf?: WireSchema[];
  format?: string;
  minLength?: number;
  default?: unknown;
  'x-accepts'?: string[];
}

/** A response the contract cannot read: the missing or malformed part, as a JSON path. */
export class UndecodableError extends Error {
  constructor(readonly where: string) {
    super(`undecodable response at ${where}`);
    this.name = 'UndecodableError';
  }
}

const FAIL: unique symbol = Symbol('undecodable');
type Decoded = unknown;

const absent = (value: unknown): value is null | undefined => value === null || value === undefined;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(schema: WireSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

const accepts = (schema: WireSchema, type: string) => schema['x-accepts']?.includes(type) ?? false;

/** '۱٬۲۵۰٬۰۰۰', '1,250,000', ' 12 ' → the number; anything else → null. Output is always Latin. */
export function parseNumeric(text: string): number | null {
  const latin = toLatinDigits(text)
    .replace(/[,\u066C\u060C_\s]/g, '')
    .replace('\u066B', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(latin)) return null;
  const value = Number(latin);
  return Number.isFinite(value) ? value : null;
}

/** Epoch milliseconds, or seconds when too small to be milliseconds of a real date (before 1973). */
function fromEpoch(value: number): string | null {
  const ms = Math.abs(value) < 1e11 ? value * 1000 : value;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function decodeDate(schema: WireSchema, value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const numeric = accepts(schema, 'number') && /^\d+$/.test(toLatinDigits(trimmed)) ? Number(toLatinDigits(trimmed)) : null;
    if (numeric !== null) return fromEpoch(numeric);
    return Number.isNaN(Date.parse(trimmed)) ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value) && accepts(schema, 'number')) return fromEpoch(value);
  return null;
}

function decodeString(schema: WireSchema, value: unknown, nullable: boolean): Decoded {
  let text: string | null = null;
  if (schema.format === 'date-time') text = decodeDate(schema, value);
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value) && accepts(schema, 'number')) text = String(value);
  if (text !== null && text !== '' && text.length >= (schema.minLength ?? 0)) return text;
  // No value: null where the contract allows it; an empty string where an empty string is valid.
  if (nullable) return null;
  if (schema.format === 'date-time' || (schema.minLength ?? 0) > 0) return FAIL;
  return '';
}

function decodeNumber(schema: WireSchema, value: unknown, nullable: boolean, integer: boolean): Decoded {
  let number: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) number = value;
  else if (typeof value === 'string' && accepts(schema, 'string')) number = parseNumeric(value);
  if (number !== null) return integer ? Math.round(number) : number;
  if (nullable) return null;
  return schema.default !== undefined ? schema.default : FAIL;
}

function decodeBoolean(schema: WireSchema, value: unknown, nullable: boolean): Decoded {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && accepts(schema, 'string')) {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  if (typeof value === 'number' && accepts(schema, 'number') && (value === 0 || value === 1)) return value === 1;
  if (nullable) return null;
  return schema.default !== undefined ? schema.default : false;
}

function isNullSchema(schema: WireSchema): boolean {
  const types = typesOf(schema);
  return types.length === 1 && types[0] === 'null';
}

function decodeNode(schemas: Record<string, WireSchema>, schema: WireSchema, value: unknown, path: string, failures: string[]): Decoded {
  if (schema.$ref !== undefined) {
    const target = schemas[schema.$ref];
    if (!target) throw new Error(`wire schema ${schema.$ref} is missing: run npm run generate`);
    return decodeNode(schemas, target, value, path, failures);
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const nullable = alternatives.some(isNullSchema);
    if (absent(value) && nullable) return null;
    for (const alternative of alternatives) {
      if (isNullSchema(alternative)) continue;
      const decoded = decodeNode(schemas, alternative, value, path, []);
      if (decoded !== FAIL) return decoded;
    }
    if (nullable) return null;
    failures.push(path);
    return FAIL;
  }
  const types = typesOf(schema);
  const nullable = types.includes('null');
  const type = types.find((t) => t !== 'null');
  const fail = () => {
    failures.push(path);
    return FAIL;
  };

  switch (type) {
    case 'object': {
      if (absent(value) && nullable) return null;
      // A missing object reads as an empty one: its required ids and numbers decide whether that is enough.
      const source = absent(value) ? {} : value;
      if (!isRecord(source)) return nullable ? null : fail();
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const raw = source[name];
        if (raw === undefined && !required.has(name)) continue;
        const decoded = decodeNode(schemas, property, raw, `${path}.${name}`, failures);
        if (decoded === FAIL) {
          if (required.has(name)) return nullable ? null : FAIL;
          continue;
        }
        out[name] = decoded;
      }
      return out;
    }
    case 'array': {
      if (absent(value)) return nullable ? null : [];
      if (!Array.isArray(value)) return nullable ? null : fail();
      const items = schema.items ?? {};
      // An item the contract cannot read is left out; the rest of the list still shows.
      return value.map((item, index) => decodeNode(schemas, items, item, `${path}[${index}]`, [])).filter((item) => item !== FAIL);
    }
    case 'string': {
      const decoded = decodeString(schema, value, nullable);
      return decoded === FAIL ? fail() : decoded;
    }
    case 'integer':
    case 'number': {
      const decoded = decodeNumber(schema, value, nullable, type === 'integer');
      return decoded === FAIL ? fail() : decoded;
    }
    case 'boolean':
      return decodeBoolean(schema, value, nullable);
    case 'null':
      return null;
    default:
      return value;
  }
}

/**
 * Reads `value` as `schema` describes it: ids and codes marked `x-accepts: [number]` become strings,
 * numbers marked `x-accepts: [string]` are parsed from numeric strings (Persian digits and thousands
 * separators too; the result is a Latin-digit number), dates become ISO strings; `null`, missing and
 * empty mean no value (null, '', [], false); unknown fields are dropped; list items the contract
 * cannot read are left out. Throws `UndecodableError` when the required structure is not there.
 */
export function decodeWire(schemas: Record<string, WireSchema>, schema: WireSchema, value: unknown): unknown {
  const failures: string[] = [];
  const decoded = decodeNode(schemas, schema, value, '$', failures);
  if (decoded === FAIL) throw new UndecodableError(failures[0] ?? '$');
  return decoded;
}

/** How many items a list holds before `decodeWireInSlices` reads it a slice at a time. */
const LONG_LIST = 200;

function resolved(schemas: Record<string, WireSchema>, schema: WireSchema): WireSchema {
  let target = schema;
  while (target.$ref !== undefined) target = schemas[target.$ref] ?? {};
  return target;
}

/** `text` parsed as JSON (an empty body is `undefined`), then read as `schema` (`decodeWire`). */
export function decodeJson(schemas: Record<string, WireSchema>, schema: WireSchema, text: string): unknown {
  return decodeWire(schemas, schema, parseJson(text));
}

/** `text` parsed as JSON, an empty body as `undefined`; not JSON is an `UndecodableError` at `$`. */
export function parseJson(text: string): unknown {
  try {
    return text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw new UndecodableError('$ (not JSON)');
  }
}

/**
 * `decodeWire`, but a long list in the answer's top object (a page of the offline catalogue holds a
 * thousand drugs) is read a slice of items at a time, the browser having its turn between slices:
 * read in one go it blocked a phone's main thread for half a second (behaviour §11.2).
 */
export async function decodeWireInSlices(schemas: Record<string, WireSchema>, schema: WireSchema, value: unknown): Promise<unknown> {
  const target = resolved(schemas, schema);
  const long = isRecord(value)
    ? Object.entries(target.properties ?? {}).filter(
        ([name, property]) =>
          Array.isArray(value[name]) &&
          (value[name] as unknown[]).length >= LONG_LIST &&
          typesOf(resolved(schemas, property)).includes('array'),
      )
    : [];
  if (!isRecord(value) || long.length === 0) return decodeWire(schemas, schema, value);
  // The rest of the object first (its required fields decide whether the answer is readable at all).
  const decoded = decodeWire(schemas, schema, { ...value, ...Object.fromEntries(long.map(([name]) => [name, []])) });
  if (!isRecord(decoded)) return decoded;
  for (const [name, property] of long) {
    const items = resolved(schemas, property).items ?? {};
    const list = await mapInSlices(value[name] as unknown[], (item, index) => decodeNode(schemas, items, item, `$.${name}[${index}]`, []));
    decoded[name] = list.filter((item) => item !== FAIL);
  }
  return decoded;
}
