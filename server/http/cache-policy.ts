import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a browser may keep of the API's answers in its HTTP cache (behaviour §12.4). An answer left
 * without a rule stays there after logout, where a script of the same origin reads it back with
 * `fetch(…, { cache: 'only-if-cached' })`. So every API answer is `Cache-Control: no-store` (the
 * profile, tickets, orders, keys, tokens, the console's data, even the catalogue read with a
 * subscriber's token), except the operations below: openapi.yaml gives them no credential
 * (`security: []`; tests/server/cache-control.test.ts checks it) and they answer every caller alike,
 * so they keep their own caching (a photo is cached for good, under its content's name).
 */
export const SHARED_ANSWERS: ReadonlySet<string> = new Set(['getStateList', 'getMedicinePhoto', 'reportClientError']);

/** Whether the answers of `operationId` may carry personal or account data (unknown routes count as personal). */
export const isPersonal = (operationId: string | undefined): boolean => operationId === undefined || !SHARED_ANSWERS.has(operationId);

/** Sets the rule for an API request's answer, before its handler (which may only make a shared answer cacheable). */
export function applyCachePolicy(request: FastifyRequest, reply: FastifyReply): void {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  if (isPersonal(operationId)) reply.header('Cache-Control', 'no-store');
}
