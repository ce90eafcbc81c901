import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../../src/api/errors';
import { toLatinDigits } from '../../src/lib/digits';
import { isMobile } from '../contact-form';
import type { OpsOperator, OpsOperatorsContext, OpsOperatorsEvent } from './ops-operators.types';
import { providedActor } from '../provided';

/** The mobile as the contract takes it (Persian digits become Latin), or null when it is not one. */
export function mobileOf(text: string): string | null {
  const latin = toLatinDigits(text.trim());
  return isMobile(latin) ? latin : null;
}

const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/**
 * The admin's operators screen (behaviour §10.10): every operator and admin (admins first). A mobile
 * typed in the add form becomes an operator (`ADD`, only a valid mobile: `adding`); the new operator
 * joins the list and the form empties; a refusal (409: already one) keeps what was typed and says why.
 * `REMOVE` makes a listed operator a pharmacist again (`removing`); the server refuses an admin's own
 * row (409) and answers 403 to anyone but an admin. Effects: `announce`, `reportFailure`.
 * Actors: `opsOperatorsActors(client)`.
 */
export const opsOperatorsMachine = setup({
  types: { context: {} as OpsOperatorsContext, events: {} as OpsOperatorsEvent },
  actors: {
    fetchOperators: providedActor<OpsOperator[]>('fetchOperators'),
    addOperator: providedActor<OpsOperator, { mobile: string }>('addOperator'),
    removeOperator: providedActor<void, { userId: string }>('removeOperator'),
  },
  guards: {
    isAddable: ({ context }) => mobileOf(context.mobile) !== null,
    isListed: ({ context, event }) => event.type === 'REMOVE' && context.rows.some((row) => row._id === event.userId),
  },
  actions: {
    storeRows: assign((_, params: { rows: OpsOperator[] }) => ({ rows: params.rows, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ rows: [], failure: params.failure })),
    setMobile: assign({
      mobile: ({ context, event }) => (event.type === 'MOBILE.CHANGE' ? event.value : context.mobile),
      addFailure: null,
    }),
    storeAdded: assign(({ context }, params: { operator: OpsOperator }) => ({
      rows: [...context.rows.filter((row) => row._id !== params.operator._id), params.operator],
      mobile: '',
      addFailure: null,
    })),
    storeAddFailure: assign((_, params: { failure: ApiFailure }) => ({ addFailure: params.failure })),
    startRemove: assign({ removing: ({ event }) => (event.type === 'REMOVE' ? event.userId : null) }),
    dropRemoved: assign(({ context }) => ({ rows: context.rows.filter((row) => row._id !== context.removing), removing: null })),
    endRemove: assign({ removing: null }),
    announce: (_, _params: { message: 'added' | 'removed' }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsOperators',
  context: { rows: [], failure: null, mobile: '', addFailure: null, removing: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchOperators',
        src: 'fetchOperators',
        onDone: { target: 'ready', actions: { type: 'storeRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: failureOf(event) }) },
        },
      },
    },
    failed: { tags: ['failed'], on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      on: { 'MOBILE.CHANGE': { actions: 'setMobile' } },
      states: {
        idle: {
          on: {
            ADD: { guard: 'isAddable', target: 'adding' },
            REMOVE: { guard: 'isListed', target: 'removing', actions: 'startRemove' },
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            id: 'addOperator',
            src: 'addOperator',
            input: ({ context }) => ({ mobile: mobileOf(context.mobile)! }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeAdded', params: ({ event }) => ({ operator: event.output }) },
                { type: 'announce', params: { message: 'added' } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeAddFailure', params: ({ event }) => ({ failure: failureOf(event) }) },
                { type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event) }) },
              ],
            },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeOperator',
            src: 'removeOperator',
            input: ({ context }) => ({ userId: context.removing! }),
            onDone: { target: 'idle', actions: ['dropRemoved', { type: 'announce', params: { message: 'removed' } }] },
            onError: {
              target: 'idle',
              actions: ['endRemove', { type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event) }) }],
            },
          },
        },
      },
    },
  },
});

export type OpsOperatorsSnapshot = ReturnType<typeof opsOperatorsMachine.transition>;
