/**
 * The price machines' models (behaviour §10.12, §10.13): walked in node (`tests/machines/prices.model.test.ts`)
 * and shown by the explorer.
 */
import { apiKeysMachine } from '../api-keys.machine';
import { opsMedicineMachine } from '../ops/ops-medicine.machine';
import { describeApiEvent, lazyModelOf, type ModelOptions } from './model';
import { error, failures } from '../ops/model/ops.fixtures';
import { describeEvent, page } from '../ops/model/ops.walk';
import { apiKey, correctedMedicine, handPrice, madeKey, medicineSummary, opsMedicine, otherSummary, revokedKey } from './prices.fixtures';

export const MEDICINE_QUERY = 'آموکسی';
export const HAND_PRICE = '۱٬۳۰۰٬۰۰۰';
export const HAND_REASON = 'اصلاح بر پایه نامه سازمان غذا و دارو';
/** A pack corrected by hand (behaviour §10.13), and one that is not a number. */
export const HAND_PACK = '۲۰';
export const BAD_PACK = 'ده';
export const opsMedicineWalk: ModelOptions<typeof opsMedicineMachine> = {
  events: [
    { type: 'CATEGORY.CHANGE', category: 'B' },
    { type: 'QUERY.CHANGE', value: MEDICINE_QUERY },
    { type: 'SEARCH' },
    { type: 'PAGE.NEXT' },
    { type: 'PAGE.PREVIOUS' },
    { type: 'RETRY' },
    { type: 'MEDICINE.OPEN', category: 'A', medicineId: 'm-a1' },
    { type: 'MEDICINE.CLOSE' },
    { type: 'EDIT.OPEN' },
    { type: 'EDIT.PRICE', value: HAND_PRICE },
    { type: 'EDIT.REASON', value: HAND_REASON },
    { type: 'EDIT.SUBMIT' },
    { type: 'EDIT.CANCEL' },
    { type: 'FIELDS.OPEN' },
    { type: 'FIELDS.CHANGE', field: 'quantity_in_pack', value: HAND_PACK },
    { type: 'FIELDS.CHANGE', field: 'quantity_in_pack', value: BAD_PACK },
    { type: 'FIELDS.REASON', value: HAND_REASON },
    { type: 'FIELDS.SUBMIT' },
    { type: 'FIELDS.CANCEL' },
  ],
  outputs: {
    searchMedicines: [page([medicineSummary, otherSummary], 2), page([])],
    loadMedicine: [opsMedicine],
    setPrice: [handPrice],
    editFields: [correctedMedicine],
  },
  errors: {
    searchMedicines: [error(failures.network)],
    loadMedicine: [error(failures.notFound)],
    setPrice: [error(failures.badRequest)],
    editFields: [error(failures.conflict)],
  },
  describeEvent,
  serializeState: (state) => {
    const c = state.context;
    return JSON.stringify([
      state.value,
      c.category,
      Boolean(c.query),
      c.searched,
      c.page,
      c.rows.length,
      c.selected?.medicineId ?? null,
      c.medicine !== null,
      c.draft && [Boolean(c.draft.price), Boolean(c.draft.reason)],
      c.fieldsDraft && [c.fieldsDraft.values.quantity_in_pack, Boolean(c.fieldsDraft.reason)],
      c.medicine?.edits.length ?? null,
      c.failure?.kind ?? null,
      c.writeFailure?.kind ?? null,
    ]);
  },
  limit: 3000,
};
export const opsMedicineModel = lazyModelOf(opsMedicineMachine, opsMedicineWalk);

export const KEY_NAME = 'صندوق دوم';
export const apiKeysWalk: ModelOptions<typeof apiKeysMachine> = {
  events: [
    { type: 'NAME.CHANGE', value: KEY_NAME },
    { type: 'CREATE' },
    { type: 'KEY.COPY' },
    { type: 'KEY.DONE' },
    { type: 'REVOKE', keyId: 'k-1' },
    { type: 'RETRY' },
  ],
  outputs: {
    listApiKeys: [[apiKey, revokedKey], []],
    createApiKey: [madeKey],
    revokeApiKey: [{ ...apiKey, revokedAt: '2026-11-27T11:00:00.000Z' }],
  },
  errors: {
    listApiKeys: [error({ kind: 'absent' }), error(failures.network)],
    createApiKey: [error(failures.conflict)],
    revokeApiKey: [error(failures.notFound)],
  },
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.listApiKeys'
      ? `${event.type} (${((event as { output?: unknown[] }).output ?? []).length} keys)`
      : describeApiEvent(event),
  serializeState: (state) => {
    const c = state.context;
    return JSON.stringify([
      state.value,
      // A key made twice is the same state (the list would grow without end).
      [...new Set(c.keys.map((k: { _id: string; revokedAt: string | null }) => `${k._id}${k.revokedAt ? '-' : '+'}`))].sort(),
      Boolean(c.name),
      c.created !== null,
      c.revokingId,
      c.failure?.kind ?? null,
      c.writeFailure?.kind ?? null,
    ]);
  },
  limit: 2000,
};
export const apiKeysModel = lazyModelOf(apiKeysMachine, apiKeysWalk);
