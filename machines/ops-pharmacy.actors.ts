import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import { OPS_PAGE_SIZE } from './ops-inbox.types';
import { daysOf } from './ops-pharmacy.machine';
import type { OpsPharmacy, OpsPharmacyPage, OpsSubscription, SubscriptionDraft } from './ops-pharmacy.types';

/** The pharmacies screen's actors over `client`. */
export function opsPharmacyActors(client: ApiClient) {
  return {
    searchPharmacies: fromPromise<OpsPharmacyPage, { q: string; page: number }>(async ({ input, signal }) => {
      const query = { limit: OPS_PAGE_SIZE, page: input.page, ...(input.q ? { q: input.q } : {}) };
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
