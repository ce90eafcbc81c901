import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { serviceHandlers } from '../../server/service';
import type { ServiceContext } from '../../server/service/types';
import { SPEC_FILE, checkResponse, spec, specOperations } from './spec';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(SPEC_FILE);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('src/api/schema.d.ts is exactly what openapi-typescript generates from it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'daroban-schema-'));
    try {
      const out = join(dir, 'schema.d.ts');
      execFileSync(join(ROOT, 'node_modules/.bin/openapi-typescript'), [SPEC_FILE, '-o', out], { cwd: ROOT, stdio: 'pipe' });
      const fresh = readFileSync(out, 'utf8');
      const committed = readFileSync(join(ROOT, 'src/api/schema.d.ts'), 'utf8');
      expect(committed, 'run `npm run generate` after editing openapi.yaml').toBe(fresh);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every operationId has exactly one server handler, and every handler an operation', () => {
    const handlers = serviceHandlers({} as ServiceContext);
    const ids = specOperations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(handlers).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(typeof handlers[id as keyof typeof handlers], id).toBe('function');
  });

  it('covers every call of behaviour §7, plus the refresh-token and photo additions', () => {
    const calls = [
      'POST /user/v1/send-otp',
      'POST /user/v1/submit-otp',
      'GET /user/v1/get-my-profile',
      'POST /user/v1/register',
      'GET /states/v1/get-state-list',
      'POST /user/v1/logout',
      'GET /user/v1/check-my-profile',
      'PUT /user/v1/update-profile-by-user',
      'GET /medicine/v1/get-all-medicine-a-user',
      'GET /medicine/v1/get-all-medicine-b-user',
      'GET /medicine/v1/get-medicine-a-by-id/{medicineId}',
      'GET /medicine/v1/get-medicine-b-by-id/{medicineId}',
      'POST /report/v1/new_Report',
      'GET /medicine/v1/get-list-medicines-a-sort-change-price-user',
      'GET /medicine/v1/get-list-medicines-b-sort-change-price-user',
      'GET /packages/v1/get-package-list',
      'POST /ticket/v1/new_ticket',
      'GET /ticket/v1/ticket_list_user',
    ];
    const additions = ['POST /user/v1/refresh-token', 'GET /medicine/v1/photo/{fileName}', 'POST /client-errors'];
    // behaviour §10.5: the price-change exports.
    additions.push(
      'GET /medicine/v1/export-medicines-a-sort-change-price-user',
      'GET /medicine/v1/export-medicines-b-sort-change-price-user',
    );
    // behaviour §10.6: checkout, purchase history, the gateway callback and the local sandbox gateway.
    additions.push(
      'POST /packages/v1/checkout',
      'GET /packages/v1/history',
      'GET /payments/v1/callback',
      'GET /payments/v1/sandbox/{authority}',
      'POST /payments/v1/sandbox/{authority}',
    );
    // behaviour §10.1 (beyond the spec): the watchlist and its price alerts.
    additions.push(
      'POST /watchlist/v1/items',
      'GET /watchlist/v1/items',
      'DELETE /watchlist/v1/items/{category}/{medicineId}',
      'GET /watchlist/v1/alerts',
      'POST /watchlist/v1/alerts/read',
      'GET /watchlist/v1/settings',
      'PUT /watchlist/v1/settings',
    );
    // Cheaper equivalents and the barcode lookup (behaviour §10.3, §10.4).
    additions.push('GET /medicine/v1/equivalents/{category}/{medicineId}', 'GET /medicine/v1/by-gtin/{gtin}');
    // behaviour §10.10 (beyond the spec): the support desk, and what the pharmacist sees of it.
    additions.push(
      'GET /ops/v1/tickets',
      'GET /ops/v1/tickets/{ticketId}',
      'POST /ops/v1/tickets/{ticketId}/answer',
      'PUT /ops/v1/tickets/{ticketId}/assignee',
      'POST /ops/v1/tickets/{ticketId}/notes',
      'GET /ops/v1/assignees',
      'GET /ops/v1/reports',
      'GET /ops/v1/reports/{reportId}',
      'PUT /ops/v1/reports/{reportId}/status',
      'GET /ops/v1/pharmacies',
      'GET /ops/v1/pharmacies/{userId}',
      'POST /ops/v1/pharmacies/{userId}/subscription',
      'GET /ops/v1/packages',
      'POST /ops/v1/packages',
      'PUT /ops/v1/packages/{packageId}',
      'POST /ops/v1/packages/{packageId}/retire',
      'GET /ops/v1/audit',
      'GET /ops/v1/operators',
      'POST /ops/v1/operators',
      'DELETE /ops/v1/operators/{userId}',
      'GET /ticket/v1/unread-answers',
      'POST /ticket/v1/ticket/{ticketId}/read',
      'GET /report/v1/my-reports/{category}/{medicineId}',
    );
    // behaviour §10.11: the SMS sign-in link.
    additions.push('POST /user/v1/sign-in-link');
    // behaviour §10.12 (beyond the spec): price-list imports, hand edits, API keys and the change feed.
    additions.push(
      'GET /ops/v1/price-imports',
      'POST /ops/v1/price-imports',
      'POST /ops/v1/price-import-layouts',
      'GET /ops/v1/price-imports/{importId}',
      'GET /ops/v1/price-imports/{importId}/rows',
      'POST /ops/v1/price-imports/{importId}/publish',
      'POST /ops/v1/price-imports/{importId}/rollback',
      'PUT /ops/v1/medicines/{category}/{medicineId}/price',
      'GET /feed/v1/api-keys',
      'POST /feed/v1/api-keys',
      'DELETE /feed/v1/api-keys/{keyId}',
      'GET /feed/v1/price-changes',
    );
    // behaviour §10.13 (beyond the spec): the console's drug lookup, its hand edits of a drug's fields and
    // the published imports to filter by.
    additions.push(
      'GET /ops/v1/medicines',
      'GET /ops/v1/medicines/{category}/{medicineId}',
      'PATCH /ops/v1/medicines/{category}/{medicineId}/fields',
      'GET /medicine/v1/price-imports',
    );
    // behaviour §10.15 (beyond the spec): the device copy of the catalogues.
    additions.push('GET /medicine/v1/offline-catalogue');
    expect(specOperations.map((o) => `${o.method} ${o.path}`).sort()).toEqual([...calls, ...additions].sort());
  });

  it('the response checker catches a wrong shape, an undeclared status and an undeclared content type', () => {
    expect(
      checkResponse('getStateList', 200, 'application/json', {
        data: { docs: [{ _id: '1', name: 'تهران' }], totalDocs: 1, totalPages: 1 },
      }),
    ).toEqual([]);
    expect(checkResponse('getStateList', 200, 'application/json', { data: { docs: [{ _id: 1 }] } }).length).toBeGreaterThan(0);
    expect(checkResponse('getStateList', 404, 'application/json', { message: 'x' })).toEqual([
      'getStateList: status 404 is not declared in openapi.yaml',
    ]);
    expect(checkResponse('sendOtp', 200, 'text/plain', 'ok')[0]).toMatch(/content type/);
    expect(checkResponse('getMedicineAById', 404, 'application/json', { message: 'دارویی یافت نشد!' })).toEqual([]);
  });
});

// behaviour §12.3: answers the framework gives any request, whatever the operation, are part of the contract.
describe('openapi.yaml: the answers every operation can give', () => {
  const raw = spec as unknown as { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> };
  it('every operation declares 400 (malformed address or text), 408 (request timeout), 431 (headers too large) and 500; every one with a body 413 and 415', () => {
    const missing: string[] = [];
    for (const op of specOperations) {
      const declared = raw.paths[op.path][op.method.toLowerCase()];
      const want = ['400', '408', '431', '500', ...(declared.requestBody ? ['413', '415'] : [])];
      for (const status of want) if (!(status in declared.responses)) missing.push(`${op.operationId} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});
