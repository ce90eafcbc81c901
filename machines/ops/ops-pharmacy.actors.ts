import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import { daysOf } from './ops-pharmacy.machine';
import type { OpsPharmacy, OpsPharmacyPage, OpsPharmacyQuery, OpsSubscription, SubscriptionDraft } from './ops-pharmacy.types';

/** The pharmacies screen's actors over `client`. */
export function opsPharmacyActors(client: ApiClient) {
  return {
    fetchPage: fromPromise<OpsPharmacyPage, { query: OpsPharmacyQuery }>(async ({ input, signal }) => {
      const { page, limit, q } = input.query;
      const query = { limit, page, ...(q ? { q } : {}) };
      const body = await unwrap(client.GET('/ops/v1/pharmacies', { params: { query }, signal }));
      return { rows: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
    loadPharmacy: fromPromise<OpsPharmacy, { userId: string }>(async ({ input, signal }) => {
      const body = await unwrap(client.GET('/ops/v1/pharmacies/{userId}', { params: { path: { userId: input.userId } }, signal }));
      return body.data;
    }),
    changeSubscription: fromPromise<OpsSubscription, { userId: string; draft: SubscriptionDraft }>(async ({ input }) => {
      const { action, reason } = input.draft;
      const body = await unwrap(
        client.POST('/ops/v1/pharmacies/{userId}/subscription', {
          params: { path: { userId: input.userId } },
          body: action === 'extend' ? { action, days: daysOf(input.draft.days) ?? 0, reason } : { action, reason },
        }),
      );
      return body.data;
    }),
  };
}
