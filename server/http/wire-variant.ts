import type { FastifyInstance } from 'fastify';
import type { WireSchema } from '../../src/api/decode';
import * as pharmacists from '../../src/api/wire.gen';
import * as consoleWire from '../../src/ops/api/wire.gen';

/** Both sides' decoders: the pharmacists' and the console's. */
const wireSchemas = { ...pharmacists.wireSchemas, ...consoleWire.wireSchemas };
const wireResponses = { ...pharmacists.wireResponses, ...consoleWire.wireResponses };

/**
 * How the API writes its JSON. 'contract' (the default) answers exactly the declared types.
 * 'numeric-codes' is a test option that answers the way an original backend storing codes as numbers
 * would: every id and code the contract marks `x-accepts: [number]` whose value is a whole number
 * without a leading zero goes out as a JSON number (so the SPA's tolerant decoder is tried for real).
 */
export type WireVariant = 'contract' | 'numeric-codes';

function numericCodes(schema: WireSchema | undefined, value: unknown): unknown {
  if (!schema || value === null || value === undefined) return value;
  if (schema.$ref) return numericCodes(wireSchemas[schema.$ref], value);
  for (const alternative of schema.oneOf ?? schema.anyOf ?? []) {
    const types = Array.isArray(alternative.type) ? alternative.type : [alternative.type];
    if (!types.includes('null') || alternative.$ref) return numericCodes(alternative, value);
  }
  if (Array.isArray(value)) return value.map((item) => numericCodes(schema.items, item));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = numericCodes(schema.properties?.[key], item);
    return out;
  }
  if (typeof value === 'string' && schema['x-accepts']?.includes('number') && schema.format !== 'date-time' && /^[1-9]\d*$/.test(value)) {
    const number = Number(value);
    if (Number.isSafeInteger(number)) return number;
  }
  return value;
}

/** Rewrites successful JSON answers under `/api` as `variant` says (nothing for 'contract'). */
export function useWireVariant(app: FastifyInstance, variant: WireVariant): void {
  if (variant === 'contract') return;
  app.addHook('onSend', async (request, reply, payload) => {
    // JSON answers are text (Fastify's serialiser) or UTF-8 bytes (`sendJson`).
    if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/')) return payload;
    const schema = wireResponses[`${request.method} ${route.slice(4).replace(/:(\w+)/g, '{$1}')}`];
    if (!schema) return payload;
    return JSON.stringify(numericCodes(schema, JSON.parse(payload.toString())));
  });
}
