import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';

/** openapi.yaml, parsed, and a response checker built from its schemas with Ajv (JSON Schema 2020-12). */
export const SPEC_FILE = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

type Json = Record<string, unknown>;
export interface SpecOperation {
  operationId: string;
  method: string;
  /** Path template as the spec writes it, e.g. `/medicine/v1/get-medicine-a-by-id/{medicineId}`. */
  path: string;
  responses: Record<string, Json>;
}

export const spec = parse(readFileSync(SPEC_FILE, 'utf8')) as Json & { paths: Record<string, Record<string, Json>> };

export const specOperations: SpecOperation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      operationId: op.operationId as string,
      method: method.toUpperCase(),
      path,
      responses: op.responses as Record<string, Json>,
    })),
);

const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addFormat('int64', true);
ajv.addFormat('binary', true);
ajv.addSchema(spec, 'openapi');

const pointer = (segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const cache = new Map<string, ValidateFunction>();

function resolveResponse(op: SpecOperation, status: string): { where: string[]; response: Json } | null {
  const response = op.responses[status];
  if (!response) return null;
  if (typeof response.$ref === 'string') {
    const where = response.$ref.replace(/^#\//, '').split('/');
    const target = where.reduce<Json>((node, key) => node[key] as Json, spec);
    return { where, response: target };
  }
  return { where: ['paths', op.path, op.method.toLowerCase(), 'responses', status], response };
}

/**
 * Checks one response against the spec: the status must be declared for the operation, the
 * content type among the declared ones, and a JSON body must match its schema. Answers the
 * problems found (empty when it conforms).
 */
export function checkResponse(operationId: string, status: number, contentType: string | undefined, body: unknown): string[] {
  const op = specOperations.find((o) => o.operationId === operationId);
  if (!op) return [`unknown operation ${operationId}`];
  const resolved = resolveResponse(op, String(status));
  if (!resolved) return [`${operationId}: status ${status} is not declared in openapi.yaml`];
  const content = resolved.response.content as Record<string, Json> | undefined;
  if (!content) return [];
  const type = (contentType ?? '').split(';')[0].trim();
  if (!(type in content)) return [`${operationId} ${status}: content type "${type}" is not declared`];
  if (type !== 'application/json') return [];
  const ref = `openapi#/${pointer([...resolved.where, 'content', type, 'schema'])}`;
  let validate = cache.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    cache.set(ref, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${operationId} ${status}: ${e.instancePath || '/'} ${e.message}`);
}
