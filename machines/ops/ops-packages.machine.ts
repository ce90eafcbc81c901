import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../../src/api/errors';
import { toLatinDigits } from '../../src/lib/digits';
import { providedActor } from '../provided';
import {
  PACKAGE_LIMITS,
  type OpsPackage,
  type OpsPackageInput,
  type OpsPackagesContext,
  type OpsPackagesEvent,
  type PackageDraft,
} from './ops-packages.types';

/** A whole number within `min..max` (Persian digits and thousands separators too), or null. */
export function wholeIn(text: string, min: number, max: number): number | null {
  const latin = toLatinDigits(text.trim()).replace(/[,٬]/g, '');
  if (!/^[0-9]{1,9}$/.test(latin)) return null;
  const value = Number(latin);
  return value >= min && value <= max ? value : null;
}

/** The draft as the contract takes it, or null while a field is out of its bounds. */
export function packageInputOf(draft: PackageDraft): OpsPackageInput | null {
  const name = draft.name.trim();
  const days = wholeIn(draft.days, PACKAGE_LIMITS.daysMin, PACKAGE_LIMITS.daysMax);
  const price = wholeIn(draft.price, PACKAGE_LIMITS.priceMin, PACKAGE_LIMITS.priceMax);
  if (!name || name.length > PACKAGE_LIMITS.nameMax || days === null || price === null) return null;
  return { name, days, price };
}

const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/**
 * The packages in the console (behaviour §10.10): the list the buy tab sells, retired ones last.
 * `ADD` and `EDIT` open the form (`editing`); `SAVE` while every field is within the contract's bounds
 * → `saving` → the list reloads; a failure keeps what was typed. `RETIRE` takes a package off sale
 * (`retiring`): old orders keep it. Effects: `announce`, `reportFailure`. Actors: `opsPackagesActors(client)`.
 */
export const opsPackagesMachine = setup({
  types: { context: {} as OpsPackagesContext, events: {} as OpsPackagesEvent },
  actors: {
    fetchPackages: providedActor<OpsPackage[]>('fetchPackages'),
    savePackage: providedActor<OpsPackage, { packageId: string | null; input: OpsPackageInput }>('savePackage'),
    retirePackage: providedActor<OpsPackage, { packageId: string }>('retirePackage'),
  },
  guards: {
    isSavable: ({ context }) => context.draft !== null && packageInputOf(context.draft) !== null,
    isOnSale: ({ context, event }) =>
      (event.type === 'RETIRE' || event.type === 'EDIT') &&
      context.rows.some((row) => row._id === event.packageId && row.retiredAt === null),
  },
  actions: {
    storeRows: assign((_, params: { rows: OpsPackage[] }) => ({ rows: params.rows, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
    openNew: assign({ draft: { packageId: null, name: '', days: '', price: '' }, writeFailure: null }),
    openEdit: assign({
      draft: ({ context, event }) => {
        const row = event.type === 'EDIT' ? context.rows.find((r) => r._id === event.packageId) : undefined;
        return row ? { packageId: row._id, name: row.name, days: String(row.days), price: String(row.price) } : null;
      },
      writeFailure: null,
    }),
    setName: assign({
      draft: ({ context, event }) =>
        event.type === 'DRAFT.NAME' && context.draft ? { ...context.draft, name: event.value } : context.draft,
    }),
    setDays: assign({
      draft: ({ context, event }) =>
        event.type === 'DRAFT.DAYS' && context.draft ? { ...context.draft, days: event.value } : context.draft,
    }),
    setPrice: assign({
      draft: ({ context, event }) =>
        event.type === 'DRAFT.PRICE' && context.draft ? { ...context.draft, price: event.value } : context.draft,
    }),
    closeDraft: assign({ draft: null, writeFailure: null }),
    startRetire: assign({ retiring: ({ event }) => (event.type === 'RETIRE' ? event.packageId : null) }),
    endRetire: assign({ retiring: null }),
    storeWriteFailure: assign((_, params: { failure: ApiFailure }) => ({ writeFailure: params.failure })),
    announce: (_, _params: { message: 'added' | 'saved' | 'retired' }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsPackages',
  context: { rows: [], failure: null, draft: null, retiring: null, writeFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPackages',
        src: 'fetchPackages',
        onDone: { target: 'ready', actions: { type: 'storeRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ failure: failureOf(event) }) } },
      },
    },
    failed: { tags: ['failed'], on: { RETRY: 'loading' } },
    ready: {
      on: {
        ADD: { target: 'editing', actions: 'openNew' },
        EDIT: { guard: 'isOnSale', target: 'editing', actions: 'openEdit' },
        RETIRE: { guard: 'isOnSale', target: 'retiring', actions: 'startRetire' },
      },
    },
    editing: {
      on: {
        'DRAFT.NAME': { actions: 'setName' },
        'DRAFT.DAYS': { actions: 'setDays' },
        'DRAFT.PRICE': { actions: 'setPrice' },
        SAVE: { guard: 'isSavable', target: 'saving' },
        CANCEL: { target: 'ready', actions: 'closeDraft' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePackage',
        src: 'savePackage',
        input: ({ context }) => ({ packageId: context.draft!.packageId, input: packageInputOf(context.draft!)! }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'announce', params: ({ context }) => ({ message: context.draft?.packageId ? 'saved' : 'added' }) },
            'closeDraft',
          ],
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
    retiring: {
      tags: ['busy'],
      invoke: {
        id: 'retirePackage',
        src: 'retirePackage',
        input: ({ context }) => ({ packageId: context.retiring! }),
        onDone: { target: 'loading', actions: ['endRetire', { type: 'announce', params: { message: 'retired' } }] },
        onError: {
          target: 'ready',
          actions: ['endRetire', { type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event) }) }],
        },
      },
    },
  },
});

export type OpsPackagesSnapshot = ReturnType<typeof opsPackagesMachine.transition>;
