import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../../src/api/errors';
import type { PriceImport } from './ops-import.types';
import type { OpsImportHistoryContext, OpsImportHistoryEvent } from './ops-import-history.types';
import { providedActor } from '../provided';

const failureOf = (event: unknown) => toFailure((event as { error: unknown }).error);

/**
 * The past imports of the official price list (behaviour §10.12), newest first: previews, published
 * and rolled back ones. A published import can be rolled back as a whole after the operator confirms
 * (`confirming`); the server refuses while a newer price stands on one of its drugs. Effects:
 * `announce`, `reportFailure`. Actors: `opsImportHistoryActors(client)`.
 */
export const opsImportHistoryMachine = setup({
  types: { context: {} as OpsImportHistoryContext, events: {} as OpsImportHistoryEvent },
  actors: {
    fetchImports: providedActor<PriceImport[]>('fetchImports'),
    rollback: providedActor<PriceImport, { importId: string }>('rollback'),
  },
  guards: {
    hasRows: ({ event }) => (event as unknown as { output: PriceImport[] }).output.length > 0,
    isPublished: ({ context, event }) =>
      event.type === 'ROLLBACK' && context.rows.some((row) => row._id === event.importId && row.status === 'published'),
  },
  actions: {
    storeRows: assign(({ event }) => ({ rows: (event as unknown as { output: PriceImport[] }).output, failure: null })),
    storeFailure: assign(({ event }) => ({ rows: [], failure: failureOf(event) })),
    askRollback: assign({ rollingBack: ({ event }) => (event.type === 'ROLLBACK' ? event.importId : null), writeFailure: null }),
    endRollback: assign({ rollingBack: null }),
    storeWriteFailure: assign(({ event }) => ({ rollingBack: null, writeFailure: failureOf(event) })),
    announce: (_, _params: { message: 'rolledBack' }) => {},
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
  },
}).createMachine({
  id: 'opsImportHistory',
  context: { rows: [], failure: null, rollingBack: null, writeFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchImports',
        src: 'fetchImports',
        onDone: [
          { guard: 'hasRows', target: 'loaded.rows', actions: 'storeRows' },
          { target: 'loaded.empty', actions: 'storeRows' },
        ],
        onError: {
          target: 'failed',
          actions: ['storeFailure', { type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event) }) }],
        },
      },
    },
    loaded: {
      initial: 'rows',
      states: {
        rows: {
          tags: ['rows'],
          on: { ROLLBACK: { guard: 'isPublished', target: '#opsImportHistory.confirming', actions: 'askRollback' } },
        },
        empty: { tags: ['empty'] },
      },
    },
    confirming: {
      tags: ['rows', 'confirming'],
      on: { CONFIRM: 'rollingBack', CANCEL: { target: 'loaded.rows', actions: 'endRollback' } },
    },
    rollingBack: {
      tags: ['rows', 'confirming', 'busy'],
      invoke: {
        id: 'rollback',
        src: 'rollback',
        input: ({ context }) => ({ importId: context.rollingBack! }),
        onDone: { target: 'loading', actions: ['endRollback', { type: 'announce', params: { message: 'rolledBack' } }] },
        onError: { target: 'loaded.rows', actions: 'storeWriteFailure' },
      },
    },
    failed: { tags: ['failed'], on: { RETRY: 'loading' } },
  },
});

export type OpsImportHistorySnapshot = ReturnType<typeof opsImportHistoryMachine.transition>;
