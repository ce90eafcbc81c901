import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../../src/api/errors';
import { toLatinDigits } from '../../src/lib/digits';
import { firstOpsQuery, opsPaging } from './ops-inbox.machine';
import { noPage, pagedListActions, pagedListStates, pagingGuards } from '../paging';
import { providedActor } from '../provided';
import {
  EXTEND_DAYS_MAX,
  REASON_MAX,
  type OpsPharmacy,
  type OpsPharmacyContext,
  type OpsPharmacyEvent,
  type OpsPharmacyPage,
  type OpsPharmacyQuery,
  type OpsPharmacySummary,
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
const list = pagedListStates(opsPaging<OpsPharmacyContext>());
/** A new search (from a page shown or a failure; not while one loads). */
const search = { SEARCH: { target: 'loading', actions: 'startSearch' } } as const;

/**
 * Pharmacies in the console (behaviour §10.10): search by mobile, name or centre (an empty search
 * lists everyone, newest first): the paged list of `machines/paging.ts` under `list`; open one to see its profile, subscription, orders with their gateway
 * references, tickets and reports (read-only: payments are never edited). From a pharmacy's page the
 * subscription can be extended by days or ended, always with a reason (the audit log keeps it): the
 * page reloads after a change; a failure keeps what was typed and says why.
 * Effects: `announce`, `reportFailure`, `showFailure`, `showPageNotFound`. Actors: `opsPharmacyActors(client)`.
 */
export const opsPharmacyMachine = setup({
  types: { context: {} as OpsPharmacyContext, events: {} as OpsPharmacyEvent },
  actors: {
    fetchPage: providedActor<OpsPharmacyPage, { query: OpsPharmacyQuery }>('fetchPage'),
    loadPharmacy: providedActor<OpsPharmacy, { userId: string }>('loadPharmacy'),
    changeSubscription: providedActor<OpsSubscription, { userId: string; draft: SubscriptionDraft }>('changeSubscription'),
  },
  guards: {
    ...pagingGuards,
    isSendable: ({ context }) => context.draft !== null && isSendableChange(context.draft),
  },
  actions: {
    ...pagedListActions<OpsPharmacyContext, OpsPharmacySummary, OpsPharmacyEvent>(),
    setQuery: assign({ text: ({ context, event }) => (event.type === 'QUERY.CHANGE' ? event.value : context.text) }),
    startSearch: assign({ query: ({ context }) => ({ ...context.query, q: context.text.trim(), page: 1 }) }),
    storeDetailFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
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
    text: '',
    query: { ...firstOpsQuery(), q: '' },
    ...noPage<OpsPharmacySummary>(),
    userId: null,
    pharmacy: null,
    draft: null,
    writeFailure: null,
  },
  initial: 'list',
  states: {
    list: {
      initial: 'loading',
      on: {
        'QUERY.CHANGE': { actions: 'setQuery' },
        'PAGE_SIZE.CHANGE': { target: '.loading', actions: 'changePageSize' },
      },
      states: {
        ...list,
        loaded: {
          ...list.loaded,
          on: { ...list.loaded.on, ...search },
          states: {
            ...list.loaded.states,
            rows: { tags: ['rows'], on: { 'PHARMACY.OPEN': { target: '#opsPharmacy.pharmacy', actions: 'selectPharmacy' } } },
          },
        },
        failed: { ...list.failed, on: { ...list.failed.on, ...search } },
        /** Where closing a pharmacy returns: the list as it was. */
        previous: { type: 'history', history: 'deep' },
      },
    },
    pharmacy: {
      on: { 'PHARMACY.CLOSE': { target: 'list.previous', actions: 'closePharmacy' } },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadPharmacy',
            src: 'loadPharmacy',
            input: ({ context }) => ({ userId: context.userId! }),
            onDone: { target: 'viewing', actions: { type: 'storePharmacy', params: ({ event }) => ({ pharmacy: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeDetailFailure', params: ({ event }) => ({ failure: failureOf(event) }) } },
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
