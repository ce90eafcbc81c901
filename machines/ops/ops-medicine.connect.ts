import type { OpsMedicineSnapshot } from './ops-medicine.machine';
import { fieldsEditOf, isHandReason, priceOf } from './ops-medicine.machine';
import { DEFAULT_PAGE_SIZE as OPS_PAGE_SIZE } from '../paging';
import { HAND_REASON_MAX, type Catalogue, type MedicineField, type OpsMedicineEvent } from './ops-medicine.types';

export type { OpsMedicineSnapshot };

/** What the console drugs screen reads from a snapshot and what it calls. */
export function connectOpsMedicine(snapshot: OpsMedicineSnapshot, send: (event: OpsMedicineEvent) => void) {
  const { context } = snapshot;
  const inMedicine = snapshot.matches('medicine');
  const draft = snapshot.matches({ medicine: 'editing' }) || snapshot.matches({ medicine: 'saving' }) ? context.draft : null;
  const current = context.medicine?.medicine.price ?? null;
  const typed = draft ? priceOf(draft.price) : null;
  const correcting = snapshot.matches({ medicine: 'correcting' }) || snapshot.matches({ medicine: 'savingFields' });
  const fieldsDraft = correcting && context.medicine ? context.fieldsDraft : null;
  const fieldsEdit = fieldsDraft && context.medicine ? fieldsEditOf(fieldsDraft, context.medicine.fields) : null;
  return {
    category: context.category,
    query: context.query,
    /** The search list (hidden while a drug is open). */
    showList: !inMedicine,
    loading: snapshot.matches('searching'),
    failed: snapshot.matches('failed'),
    empty: snapshot.hasTag('empty'),
    failure: context.failure,
    rows: context.rows,
    page: context.page,
    totalPages: snapshot.matches('results') ? context.totalPages : null,
    rowNumber: (index: number) => OPS_PAGE_SIZE * (context.page - 1) + 1 + index,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    canSearch: snapshot.can({ type: 'SEARCH' }),
    /** The open drug's page. */
    detail: inMedicine
      ? {
          loading: snapshot.matches({ medicine: 'loading' }),
          failure: snapshot.matches({ medicine: 'failed' }) ? context.failure : null,
          medicine: context.medicine?.medicine ?? null,
          entries: context.medicine?.entries ?? [],
          canEdit: snapshot.matches({ medicine: 'viewing' }),
          /** The fields an operator may correct (their keys say which the catalogue has), with their values. */
          fields: context.medicine?.fields ?? null,
          /** The fields' hand edits, newest first: their provenance. */
          edits: context.medicine?.edits ?? [],
          canCorrect: snapshot.matches({ medicine: 'viewing' }),
        }
      : null,
    /** The correction of the drug's fields, or null. */
    fieldsForm:
      fieldsDraft && fieldsEdit
        ? {
            values: fieldsDraft.values,
            reason: fieldsDraft.reason,
            reasonMax: HAND_REASON_MAX,
            /** The pack as typed is not a whole number. */
            packInvalid: fieldsEdit.invalid.includes('quantity_in_pack'),
            /** How many fields the correction changes. */
            changed: Object.keys(fieldsEdit.fields).length,
            reasonMissing: !isHandReason(fieldsDraft.reason),
            saving: snapshot.matches({ medicine: 'savingFields' }),
            canSubmit: snapshot.can({ type: 'FIELDS.SUBMIT' }),
            failure: snapshot.matches({ medicine: 'correcting' }) ? context.writeFailure : null,
          }
        : null,
    /** The hand edit form, or null. */
    form: draft
      ? {
          price: draft.price,
          reason: draft.reason,
          reasonMax: HAND_REASON_MAX,
          /** The amount as read (for the Persian echo under the field), or null while it is not one. */
          priceValue: typed,
          priceError: draft.price.trim() !== '' && typed === null,
          samePrice: typed !== null && typed === current,
          reasonMissing: !isHandReason(draft.reason),
          saving: snapshot.matches({ medicine: 'saving' }),
          canSubmit: snapshot.can({ type: 'EDIT.SUBMIT' }),
          failure: snapshot.matches({ medicine: 'editing' }) ? context.writeFailure : null,
        }
      : null,
    changeCategory: (category: Catalogue) => send({ type: 'CATEGORY.CHANGE', category }),
    changeQuery: (value: string) => send({ type: 'QUERY.CHANGE', value }),
    search: () => send({ type: 'SEARCH' }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    retry: () => send({ type: 'RETRY' }),
    open: (category: Catalogue, medicineId: string) => send({ type: 'MEDICINE.OPEN', category, medicineId }),
    close: () => send({ type: 'MEDICINE.CLOSE' }),
    openEdit: () => send({ type: 'EDIT.OPEN' }),
    changePrice: (value: string) => send({ type: 'EDIT.PRICE', value }),
    changeReason: (value: string) => send({ type: 'EDIT.REASON', value }),
    submitEdit: () => send({ type: 'EDIT.SUBMIT' }),
    cancelEdit: () => send({ type: 'EDIT.CANCEL' }),
    openFields: () => send({ type: 'FIELDS.OPEN' }),
    changeField: (field: MedicineField, value: string) => send({ type: 'FIELDS.CHANGE', field, value }),
    changeFieldsReason: (value: string) => send({ type: 'FIELDS.REASON', value }),
    submitFields: () => send({ type: 'FIELDS.SUBMIT' }),
    cancelFields: () => send({ type: 'FIELDS.CANCEL' }),
  };
}

export type OpsMedicineApi = ReturnType<typeof connectOpsMedicine>;
