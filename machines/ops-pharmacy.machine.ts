import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { toLatinDigits } from '../src/lib/digits';
import { providedActor } from './provided';
import {
  EXTEND_DAYS_MAX,
  REASON_MAX,
  type OpsPharmacy,
  type OpsPharmacyContext,
  type OpsPharmacyEvent,
  type OpsPharmacyPage,
  type OpsSubscription,
  type SubscriptionDraft,
} from './ops-pharmacy.types';

/** Whole days 1..3650 (Persian digits too), as the contract bounds them; null otherwise. */
export function daysOf(text: string): number | null {
  const latin = toLatinDigits(text.trim());
  if (!/^[0-9]{1,4}$/.test(latin)) return null;
  const days = Number(latin);
  return days >= 1 && days <= EXTEND_DAYS_MAX ? days : null;
}

/** A reason with a visible character, within the contract's limit. */
export const isReason = (text: string) => /\S/.test(text) && text.length <= REASON_MAX;

/** Whether a change as typed may be sent. */
export const isSendableChange = (draft: SubscriptionDraft) =>
  isReason(draft.reason) && (draft.action === 'end' || daysOf(draft.days) !== null);

const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/**
 * Pharmacies in the console (behaviour §10.10): search by mobile, name or centre (an empty search
 * lists everyone, newest first); open one to see its profile, subscription, orders with their gateway
 * references, tickets and reports (read-only: payments are never edited). From a pharmacy's page the
 * subscription can be extended by days or ended, always with a reason (the audit log keeps it): the
 * page reloads after a change; a failure keeps what was typed and says why.
 * Effects: `announce`, `reportFailure`. Actors: `opsPharmacyActors(client)`.
 */
export const opsPharmacyMachine = setup({
  types: { context: {} as OpsPharmacyContext, events: {} as OpsPharmacyEvent },
  actors: {
    searchPharmacies: providedActor<OpsPharmacyPage, { q: string; page: number }>('searchPharmacies'),
    loadPharmacy: providedActor<OpsPharmacy, { userId: string }>('loadPharmacy'),
    changeSubscription: providedActor<OpsSubscription, { userId: string; draft: SubscriptionDraft }>('changeSubscription'),
  },
  guards: {
    hasRows: ({ event }) => (event as unknown as { output: OpsPharmacyPage }).output.rows.length > 0,
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > 1,
    isSendable: ({ context }) => context.draft !== null && isSendableChange(context.draft),
  },
  actions: {
    setQuery: assign({ query: ({ context, event }) => (event.type === 'QUERY.CHANGE' ? event.value : context.query) }),
    startSearch: assign({ searched: ({ context }) => context.query.trim(), page: 1 }),
    storePage: assign((_, params: { page: OpsPharmacyPage }) => ({ ...params.page, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    selectPharmacy: assign({ userId: ({ event }) => (event.type === 'PHARMACY.OPEN' ? event.userId : null), pharmacy: null }),
    storePharmacy: assign((_, params: { pharmacy: OpsPharmacy }) => ({ pharmacy: params.pharmacy, failure: null })),
    closePharmacy: assign({ userId: null, pharmacy: null, draft: null, writeFailure: null }),
    openDraft: assign({
      draft: ({ event }) => (event.type === 'SUB.OPEN' ? { action: event.action, days: '', reason: '' } : null),
      writeFailure: null,
    }),
    setDays: assign({
      draft: ({ context, event }) => (event.type === 'SUB.DAYS' && context.draft ? { ...context.draft, days: event.value } : context.draft),
    }),
    setReason: assign({
      draft: ({ context, event }) =>
        event.type === 'SUB.REASON' && context.draft ? { ...context.draft, reason: event.value } : context.draft,
    }),
    closeDraft: assign({ draft: null, writeFailure: null }),
    storeWriteFailure: assign((_, params: { failure: ApiFailure }) => ({ writeFailure: params.failure })),
    announce: (_, _params: { action: 'extend' | 'end' }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsPharmacy',
  context: {
    query: '',
    searched: '',
    page: 1,
    rows: [],
    totalDocs: 0,
    totalPages: 0,
    failure: null,
    userId: null,
    pharmacy: null,
    draft: null,
    writeFailure: null,
  },
  initial: 'searching',
  states: {
    searching: {
      tags: ['loading'],
      invoke: {
        id: 'searchPharmacies',
        src: 'searchPharmacies',
        input: ({ context }) => ({ q: context.searched, page: context.page }),
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
      on: { RETRY: 'searching', 'QUERY.CHANGE': { actions: 'setQuery' }, SEARCH: { target: 'searching', actions: 'startSearch' } },
    },
    results: {
      on: { 'QUERY.CHANGE': { actions: 'setQuery' }, SEARCH: { target: 'searching', actions: 'startSearch' } },
      initial: 'rows',
      states: {
        rows: {
          tags: ['rows'],
          on: {
            'PAGE.NEXT': { guard: 'hasNextPage', target: '#opsPharmacy.searching', actions: 'goToNextPage' },
            'PAGE.PREVIOUS': { guard: 'hasPreviousPage', target: '#opsPharmacy.searching', actions: 'goToPreviousPage' },
            'PHARMACY.OPEN': { target: '#opsPharmacy.pharmacy', actions: 'selectPharmacy' },
          },
        },
        empty: { tags: ['empty'] },
        /** Where closing a pharmacy returns: the results as they were. */
        previous: { type: 'history' },
      },
    },
    pharmacy: {
      on: { 'PHARMACY.CLOSE': { target: 'results.previous', actions: 'closePharmacy' } },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadPharmacy',
            src: 'loadPharmacy',
            input: ({ context }) => ({ userId: context.userId! }),
            onDone: { target: 'viewing', actions: { type: 'storePharmacy', params: ({ event }) => ({ pharmacy: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ failure: failureOf(event) }) } },
          },
        },
        failed: { tags: ['failed'], on: { RETRY: 'loading' } },
        viewing: { on: { 'SUB.OPEN': { target: 'changing', actions: 'openDraft' } } },
        changing: {
          on: {
            'SUB.DAYS': { actions: 'setDays' },
            'SUB.REASON': { actions: 'setReason' },
            'SUB.SUBMIT': { guard: 'isSendable', target: 'saving' },
            'SUB.CANCEL': { target: 'viewing', actions: 'closeDraft' },
          },
        },
        saving: {
          tags: ['busy'],
          on: { 'PHARMACY.CLOSE': {} },
          invoke: {
            id: 'changeSubscription',
            src: 'changeSubscription',
            input: ({ context }) => ({ userId: context.userId!, draft: context.draft! }),
            onDone: {
              target: 'loading',
              actions: [{ type: 'announce', params: ({ context }) => ({ action: context.draft!.action }) }, 'closeDraft'],
            },
            onError: {
              target: 'changing',
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

export type OpsPharmacySnapshot = ReturnType<typeof opsPharmacyMachine.transition>;
