import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import type { OpsOperator } from './ops-operators.types';

/** The operators screen's actors over `client` (every call is the admin's: 403 to anyone else). */
export function opsOperatorsActors(client: ApiClient) {
  return {
    fetchOperators: fromPromise<OpsOperator[]>(async ({ signal }) => (await unwrap(client.GET('/ops/v1/operators', { signal }))).docs),
    addOperator: fromPromise<OpsOperator, { mobile: string }>(
      async ({ input }) => (await unwrap(client.POST('/ops/v1/operators', { body: { mobile: input.mobile, role: 'operator' } }))).data,
    ),
    removeOperator: fromPromise<void, { userId: string }>(async ({ input }) => {
      await unwrap(client.DELETE('/ops/v1/operators/{userId}', { params: { path: { userId: input.userId } } }));
    }),
  };
}
