import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import { DEFAULT_PAGE_SIZE as OPS_PAGE_SIZE } from '../paging';
import { priceOf } from './ops-medicine.machine';
import type { Catalogue, FieldsEdit, HandPrice, OpsMedicine, OpsMedicinePage, PriceDraft } from './ops-medicine.types';

/** The console drugs screen's actors over `client` (behaviour §10.13). */
export function opsMedicineActors(client: ApiClient) {
  return {
    searchMedicines: fromPromise<OpsMedicinePage, { category: Catalogue; q: string; page: number }>(async ({ input, signal }) => {
      const query = { category: input.category, limit: OPS_PAGE_SIZE, page: input.page, ...(input.q ? { q: input.q } : {}) };
      const body = await unwrap(client.GET('/ops/v1/medicines', { params: { query }, signal }));
      return { rows: body.docs, totalDocs: body.totalDocs, totalPages: body.totalPages };
    }),
    loadMedicine: fromPromise<OpsMedicine, { category: Catalogue; medicineId: string }>(async ({ input, signal }) => {
      const body = await unwrap(client.GET('/ops/v1/medicines/{category}/{medicineId}', { params: { path: input }, signal }));
      return body.data;
    }),
    setPrice: fromPromise<HandPrice, { category: Catalogue; medicineId: string; draft: PriceDraft }>(async ({ input }) => {
      const body = await unwrap(
        client.PUT('/ops/v1/medicines/{category}/{medicineId}/price', {
          params: { path: { category: input.category, medicineId: input.medicineId } },
          body: { price: priceOf(input.draft.price) ?? 0, reason: input.draft.reason.trim() },
        }),
      );
      return body.data;
    }),
    /** Corrects the changed fields with the values seen and the reason; answers the drug as it now stands. */
    editFields: fromPromise<OpsMedicine, { category: Catalogue; medicineId: string; edit: FieldsEdit }>(async ({ input }) => {
      const { fields, before, reason } = input.edit;
      const body = await unwrap(
        client.PATCH('/ops/v1/medicines/{category}/{medicineId}/fields', {
          params: { path: { category: input.category, medicineId: input.medicineId } },
          body: { fields, before, reason },
        }),
      );
      return body.data;
    }),
  };
}
