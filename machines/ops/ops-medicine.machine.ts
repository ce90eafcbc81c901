import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../../src/api/errors';
import { toLatinDigits } from '../../src/lib/digits';
import { providedActor } from '../provided';
import {
  HAND_REASON_MAX,
  PRICE_MAX,
  type FieldsDraft,
  type FieldsEdit,
  type HandPrice,
  type MedicineField,
  type MedicineFields,
  type OpsMedicine,
  type OpsMedicineContext,
  type OpsMedicineEvent,
  type OpsMedicinePage,
  type PriceDraft,
} from './ops-medicine.types';

/** A whole rial amount 0..10^12 (Persian digits and thousands separators too), as the contract bounds it; null otherwise. */
export function priceOf(text: string): number | null {
  const latin = toLatinDigits(text.trim()).replace(/[,٬،\s]/g, '');
  if (!/^[0-9]{1,13}$/.test(latin)) return null;
  const price = Number(latin);
  return price <= PRICE_MAX ? price : null;
}

/** A reason with a visible character, within the contract's limit. */
export const isHandReason = (text: string) => /\S/.test(text) && text.length <= HAND_REASON_MAX;

/** Whether a hand edit as typed may be sent: a valid price, other than the current one, and a reason. */
export const isSendablePrice = (draft: PriceDraft, current: number | null) => {
  const price = priceOf(draft.price);
  return price !== null && price !== current && isHandReason(draft.reason);
};

/** A field's current value as the form shows it. */
export const fieldText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A pack size as typed: null when empty, a whole number 1..1,000,000, or undefined when it is not one. */
export function packOf(text: string): number | null | undefined {
  const latin = toLatinDigits(text.trim());
  if (latin === '') return null;
  if (!/^[0-9]{1,7}$/.test(latin)) return undefined;
  const pack = Number(latin);
  return pack >= 1 && pack <= 1_000_000 ? pack : undefined;
}

/**
 * The fields a correction changes (their typed text, trimmed, differs from the current value), as
 * the contract sends them, with the values the operator saw; `invalid` names a field that cannot be
 * sent as typed (the pack must be a whole number).
 */
export function fieldsEditOf(draft: FieldsDraft, current: MedicineFields): FieldsEdit & { invalid: MedicineField[] } {
  const fields: Record<string, string | number | null> = {};
  const before: Record<string, string | number | null> = {};
  const invalid: MedicineField[] = [];
  for (const [field, typed] of Object.entries(draft.values) as [MedicineField, string][]) {
    const seen = current[field] ?? null;
    if (typed.trim() === fieldText(seen).trim()) continue;
    if (field === 'quantity_in_pack') {
      const pack = packOf(typed);
      if (pack === undefined) invalid.push(field);
      else if (pack !== seen) {
        fields[field] = pack;
        before[field] = seen;
      }
      continue;
    }
    fields[field] = typed.trim() === '' ? null : typed.trim();
    before[field] = seen;
  }
  return { fields: fields as MedicineFields, before, reason: draft.reason.trim(), invalid };
}

/** Whether a correction as typed may be sent: some field changed, every one readable, and a reason. */
export const isSendableFields = (draft: FieldsDraft, current: MedicineFields) => {
  const edit = fieldsEditOf(draft, current);
  return edit.invalid.length === 0 && Object.keys(edit.fields).length > 0 && isHandReason(draft.reason);
};

const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/**
 * The console's drugs (behaviour §10.13): search a catalogue by name or code (an empty search lists
 * it in order); open a drug to see its current price and its price entries, each with its provenance.
 * From a drug's page the current price is corrected by hand with a required reason (audited; a price
 * entry like any other, "hand entry by" its operator): the page reloads after the edit; a failure
 * keeps what was typed and says why. The drug's catalogue fields (names, codes, pack, B's status) are
 * corrected the same way, with a required reason; that is no price entry but an audited edit, which
 * the page lists as the fields' provenance; the answer is the drug as it now stands.
 * Effects: `announce`, `announceFields`, `reportFailure`. Actors: `opsMedicineActors(client)`.
 */
export const opsMedicineMachine = setup({
  types: { context: {} as OpsMedicineContext, events: {} as OpsMedicineEvent },
  actors: {
    searchMedicines: providedActor<OpsMedicinePage, { category: 'A' | 'B'; q: string; page: number }>('searchMedicines'),
    loadMedicine: providedActor<OpsMedicine, { category: 'A' | 'B'; medicineId: string }>('loadMedicine'),
    setPrice: providedActor<HandPrice, { category: 'A' | 'B'; medicineId: string; draft: PriceDraft }>('setPrice'),
    editFields: providedActor<OpsMedicine, { category: 'A' | 'B'; medicineId: string; edit: FieldsEdit }>('editFields'),
  },
  guards: {
    hasRows: ({ event }) => (event as unknown as { output: OpsMedicinePage }).output.rows.length > 0,
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > 1,
    isOtherCategory: ({ context, event }) => event.type === 'CATEGORY.CHANGE' && event.category !== context.category,
    isSendable: ({ context }) => context.draft !== null && isSendablePrice(context.draft, context.medicine?.medicine.price ?? null),
    isSendableFields: ({ context }) =>
      context.fieldsDraft !== null && context.medicine !== null && isSendableFields(context.fieldsDraft, context.medicine.fields),
  },
  actions: {
    setQuery: assign({ query: ({ context, event }) => (event.type === 'QUERY.CHANGE' ? event.value : context.query) }),
    setCategory: assign({
      category: ({ context, event }) => (event.type === 'CATEGORY.CHANGE' ? event.category : context.category),
      searched: ({ context }) => context.query.trim(),
      page: 1,
    }),
    startSearch: assign({ searched: ({ context }) => context.query.trim(), page: 1 }),
    storePage: assign((_, params: { page: OpsMedicinePage }) => ({ ...params.page, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    selectMedicine: assign({
      selected: ({ event }) => (event.type === 'MEDICINE.OPEN' ? { category: event.category, medicineId: event.medicineId } : null),
      medicine: null,
    }),
    storeMedicine: assign((_, params: { medicine: OpsMedicine }) => ({ medicine: params.medicine, failure: null })),
    closeMedicine: assign({ selected: null, medicine: null, draft: null, fieldsDraft: null, writeFailure: null }),
    openFieldsDraft: assign({
      fieldsDraft: ({ context }) => ({
        values: Object.fromEntries(Object.entries(context.medicine?.fields ?? {}).map(([field, value]) => [field, fieldText(value)])),
        reason: '',
      }),
      writeFailure: null,
    }),
    setField: assign({
      fieldsDraft: ({ context, event }) =>
        event.type === 'FIELDS.CHANGE' && context.fieldsDraft
          ? { ...context.fieldsDraft, values: { ...context.fieldsDraft.values, [event.field]: event.value } }
          : context.fieldsDraft,
    }),
    setFieldsReason: assign({
      fieldsDraft: ({ context, event }) =>
        event.type === 'FIELDS.REASON' && context.fieldsDraft ? { ...context.fieldsDraft, reason: event.value } : context.fieldsDraft,
    }),
    closeFieldsDraft: assign({ fieldsDraft: null, writeFailure: null }),
    openDraft: assign({ draft: { price: '', reason: '' }, writeFailure: null }),
    setPrice: assign({
      draft: ({ context, event }) =>
        event.type === 'EDIT.PRICE' && context.draft ? { ...context.draft, price: event.value } : context.draft,
    }),
    setReason: assign({
      draft: ({ context, event }) =>
        event.type === 'EDIT.REASON' && context.draft ? { ...context.draft, reason: event.value } : context.draft,
    }),
    closeDraft: assign({ draft: null, writeFailure: null }),
    storeWriteFailure: assign((_, params: { failure: ApiFailure }) => ({ writeFailure: params.failure })),
    announce: (_, _params: { price: number }) => {},
    announceFields: () => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsMedicine',
  context: {
    category: 'A',
    query: '',
    searched: '',
    page: 1,
    rows: [],
    totalDocs: 0,
    totalPages: 0,
    failure: null,
    selected: null,
    medicine: null,
    draft: null,
    fieldsDraft: null,
    writeFailure: null,
  },
  initial: 'searching',
  states: {
    searching: {
      tags: ['loading'],
      invoke: {
        id: 'searchMedicines',
        src: 'searchMedicines',
        input: ({ context }) => ({ category: context.category, q: context.searched, page: context.page }),
        onDone: [
          { guard: 'hasRows', target: 'results.rows', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
          { target: 'results.empty', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ failure: failureOf(event) }) } },
      },
      on: { 'QUERY.CHANGE': { actions: 'setQuery' } },
    },
    failed: {
      tags: ['failed'],
      on: {
        RETRY: 'searching',
        'QUERY.CHANGE': { actions: 'setQuery' },
        SEARCH: { target: 'searching', actions: 'startSearch' },
        'CATEGORY.CHANGE': { guard: 'isOtherCategory', target: 'searching', actions: 'setCategory' },
      },
    },
    results: {
      on: {
        'QUERY.CHANGE': { actions: 'setQuery' },
        SEARCH: { target: 'searching', actions: 'startSearch' },
        'CATEGORY.CHANGE': { guard: 'isOtherCategory', target: 'searching', actions: 'setCategory' },
      },
      initial: 'rows',
      states: {
        rows: {
          tags: ['rows'],
          on: {
            'PAGE.NEXT': { guard: 'hasNextPage', target: '#opsMedicine.searching', actions: 'goToNextPage' },
            'PAGE.PREVIOUS': { guard: 'hasPreviousPage', target: '#opsMedicine.searching', actions: 'goToPreviousPage' },
            'MEDICINE.OPEN': { target: '#opsMedicine.medicine', actions: 'selectMedicine' },
          },
        },
        empty: { tags: ['empty'] },
        /** Where closing a drug returns: the results as they were. */
        previous: { type: 'history' },
      },
    },
    medicine: {
      on: { 'MEDICINE.CLOSE': { target: 'results.previous', actions: 'closeMedicine' } },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadMedicine',
            src: 'loadMedicine',
            input: ({ context }) => context.selected!,
            onDone: { target: 'viewing', actions: { type: 'storeMedicine', params: ({ event }) => ({ medicine: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ failure: failureOf(event) }) } },
          },
        },
        failed: { tags: ['failed'], on: { RETRY: 'loading' } },
        viewing: {
          on: {
            'EDIT.OPEN': { target: 'editing', actions: 'openDraft' },
            'FIELDS.OPEN': { target: 'correcting', actions: 'openFieldsDraft' },
          },
        },
        correcting: {
          on: {
            'FIELDS.CHANGE': { actions: 'setField' },
            'FIELDS.REASON': { actions: 'setFieldsReason' },
            'FIELDS.SUBMIT': { guard: 'isSendableFields', target: 'savingFields' },
            'FIELDS.CANCEL': { target: 'viewing', actions: 'closeFieldsDraft' },
          },
        },
        savingFields: {
          tags: ['busy'],
          on: { 'MEDICINE.CLOSE': {} },
          invoke: {
            id: 'editFields',
            src: 'editFields',
            input: ({ context }) => ({ ...context.selected!, edit: fieldsEditOf(context.fieldsDraft!, context.medicine!.fields) }),
            onDone: {
              target: 'viewing',
              actions: [
                { type: 'storeMedicine', params: ({ event }) => ({ medicine: event.output }) },
                'announceFields',
                'closeFieldsDraft',
              ],
            },
            onError: {
              target: 'correcting',
              actions: [
                { type: 'storeWriteFailure', params: ({ event }) => ({ failure: failureOf(event) }) },
                { type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event) }) },
              ],
            },
          },
        },
        editing: {
          on: {
            'EDIT.PRICE': { actions: 'setPrice' },
            'EDIT.REASON': { actions: 'setReason' },
            'EDIT.SUBMIT': { guard: 'isSendable', target: 'saving' },
            'EDIT.CANCEL': { target: 'viewing', actions: 'closeDraft' },
          },
        },
        saving: {
          tags: ['busy'],
          on: { 'MEDICINE.CLOSE': {} },
          invoke: {
            id: 'setPrice',
            src: 'setPrice',
            input: ({ context }) => ({ ...context.selected!, draft: context.draft! }),
            onDone: {
              target: 'loading',
              actions: [{ type: 'announce', params: ({ event }) => ({ price: event.output.price }) }, 'closeDraft'],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'storeWriteFailure', params: ({ event }) => ({ failure: failureOf(event) }) },
                { type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event) }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type OpsMedicineSnapshot = ReturnType<typeof opsMedicineMachine.transition>;
