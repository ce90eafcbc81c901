import { and, assign, setup, spawnChild } from 'xstate';
import { type ApiFailure, toFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type { DeviceStatus, FlushResult, OfflineSyncContext, OfflineSyncEvent, RefusedWrite, SyncStep } from './offline-sync.types';

const failureOf = (event: unknown) => toFailure((event as { error?: unknown }).error);
const kindOf = (event: unknown) => failureOf(event).kind;
const isUnreachable = (failure: ApiFailure) => failure.kind === 'network' && failure.unreachable === true;

/** How long a copy cut off by a server that gave no answer waits before it asks again. */
export const SERVER_RETRY_MS = 30_000;

/**
 * The device copy's sync and the connectivity it follows (behaviour §10.15).
 *
 * - `starting` reads the copy's state from IndexedDB: to `off` when the user turned it off and no
 *   write waits, to `offline` without a network, else to `sending`.
 * - `sending` sends the writes queued offline (each with its idempotency key), then `syncing` reads
 *   the offline catalogue page by page after the device's cursor (a first sync: every drug, with
 *   `received`/`total` for the progress bar; later: only the changed drugs) until none follow:
 *   `synced`. A lost network goes to `offline`; a 403 (the subscription ended) to `expired`, where no
 *   sync runs and the copy stays readable with its date; a backend without the operation (404) to
 *   `unavailable`; any other failure to `failed` ('try again').
 * - `OFFLINE` from anywhere goes to `offline`; `ONLINE` there sends and syncs again. A server that
 *   gave no answer while the browser is online also goes to `offline`, marked `unreachable` (the
 *   notice then blames the server, not the internet), and asks again after `SERVER_RETRY_MS` or on `SYNC`. `SYNC` brings a
 *   synced or expired copy up to date. `QUEUED` counts a new queued write (and sends it when online).
 * - `COPY.OFF` clears the copy (`clearing`) and stays `off` until `COPY.ON`. With the copy off, writes
 *   queued offline are still sent (`QUEUED`, `SYNC` and `ONLINE` go through `sending`, back to `off`).
 * - A write the server refused for good stays in `refused` (read from the device, with its reason) and
 *   is never sent again: `REFUSED.COPY` copies what the user wrote, `REFUSED.DISCARD` deletes it from
 *   the device (`discardWrite`, beside whatever the machine is doing).
 * Effects: `announceSent` (the view's toast: the queued writes went out), `copyRefused` (the clipboard).
 * Actors: `offlineSyncActors(client)`.
 */
export const offlineSyncMachine = setup({
  types: {
    context: {} as OfflineSyncContext,
    events: {} as OfflineSyncEvent,
  },
  actors: {
    readStatus: providedActor<DeviceStatus>('readStatus'),
    sendQueue: providedActor<FlushResult>('sendQueue'),
    syncPage: providedActor<SyncStep>('syncPage'),
    clearCopy: providedActor<void>('clearCopy'),
    discardWrite: providedActor<void, { id: string }>('discardWrite'),
  },
  delays: { SERVER_RETRY: SERVER_RETRY_MS },
  guards: {
    /** The copy is off and no write waits: nothing to send, nothing to sync. */
    isOffAndIdle: ({ event }) => {
      const status = (event as { output?: DeviceStatus }).output;
      return status?.off === true && status.queued === 0;
    },
    isOffline: ({ event }) => (event as { output?: DeviceStatus }).output?.offline === true,
    isMore: ({ event }) => (event as { output?: SyncStep }).output?.more === true,
    isNetwork: ({ event }) => kindOf(event) === 'network',
    isForbidden: ({ event }) => kindOf(event) === 'forbidden',
    isAbsent: ({ event }) => kindOf(event) === 'absent',
    hasSent: ({ event }) => ((event as { output?: FlushResult }).output?.sent ?? 0) > 0,
    isCopyOff: ({ context }) => context.off,
    isServerDown: ({ context }) => context.unreachable,
    isRefused: ({ context, event }) => context.refused.some((write) => write.id === (event as { id?: string }).id),
  },
  actions: {
    storeStatus: assign((_, params: { status: DeviceStatus }) => ({
      off: params.status.off,
      syncedAt: params.status.syncedAt,
      complete: params.status.complete,
      queued: params.status.queued,
      refused: params.status.refused,
    })),
    storeFlush: assign((_, params: { result: FlushResult }) => ({ queued: params.result.left, refused: params.result.refused })),
    dropRefused: assign({ refused: ({ context, event }) => context.refused.filter((write) => write.id !== (event as { id?: string }).id) }),
    startSync: assign({ received: 0, total: null, failure: null }),
    storeStep: assign(({ context }, params: { step: SyncStep }) => ({
      received: context.received + params.step.received,
      total: params.step.total ?? context.total,
      ...(params.step.more ? {} : { syncedAt: params.step.at, complete: true }),
    })),
    markReachability: assign((_, params: { unreachable: boolean }) => ({ unreachable: params.unreachable })),
    countQueued: assign({ queued: ({ context }) => context.queued + 1 }),
    setFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
    turnOff: assign({ off: true, syncedAt: null, complete: false, received: 0, total: null, failure: null }),
    turnOn: assign({ off: false }),
    /** Queued writes went out: the view says so. */
    announceSent: (_, _params: { sent: number }) => {},
    /** The view writes what the user wrote of a refused write to the clipboard and says so. */
    copyRefused: (_, _params: { write: RefusedWrite }) => {},
  },
}).createMachine({
  id: 'offlineSync',
  context: {
    off: false,
    syncedAt: null,
    complete: false,
    queued: 0,
    refused: [],
    received: 0,
    total: null,
    failure: null,
    unreachable: false,
  },
  initial: 'starting',
  on: {
    OFFLINE: { target: '.offline', actions: { type: 'markReachability', params: { unreachable: false } } },
    QUEUED: { actions: 'countQueued' },
    'COPY.OFF': { target: '.clearing' },
    'REFUSED.COPY': {
      guard: 'isRefused',
      actions: {
        type: 'copyRefused',
        params: ({ context, event }) => ({ write: context.refused.find((write) => write.id === event.id)! }),
      },
    },
    'REFUSED.DISCARD': {
      guard: 'isRefused',
      actions: [
        spawnChild('discardWrite', {
          id: ({ event }) => `discard-${(event as { id: string }).id}`,
          input: ({ event }) => ({ id: (event as { id: string }).id }),
        }),
        'dropRefused',
      ],
    },
  },
  states: {
    starting: {
      invoke: {
        id: 'readStatus',
        src: 'readStatus',
        onDone: [
          { guard: 'isOffAndIdle', target: 'off', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
          { guard: 'isOffline', target: 'offline', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
          { target: 'sending', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'unavailable' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendQueue',
        src: 'sendQueue',
        onDone: [
          // With the copy off the queue is still sent (nothing written offline is lost), but nothing syncs.
          {
            guard: and(['isCopyOff', 'hasSent']),
            target: 'off',
            actions: [
              { type: 'storeFlush', params: ({ event }) => ({ result: event.output }) },
              { type: 'announceSent', params: ({ event }) => ({ sent: event.output.sent }) },
            ],
          },
          { guard: 'isCopyOff', target: 'off', actions: { type: 'storeFlush', params: ({ event }) => ({ result: event.output }) } },
          {
            guard: 'hasSent',
            target: 'syncing',
            actions: [
              { type: 'storeFlush', params: ({ event }) => ({ result: event.output }) },
              { type: 'announceSent', params: ({ event }) => ({ sent: event.output.sent }) },
              'startSync',
            ],
          },
          { target: 'syncing', actions: [{ type: 'storeFlush', params: ({ event }) => ({ result: event.output }) }, 'startSync'] },
        ],
        onError: [
          {
            guard: 'isNetwork',
            target: 'offline',
            actions: { type: 'markReachability', params: ({ event }) => ({ unreachable: isUnreachable(failureOf(event)) }) },
          },
          { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
        ],
      },
    },
    syncing: {
      tags: ['busy'],
      on: { QUEUED: { actions: 'countQueued' } },
      invoke: {
        id: 'syncPage',
        src: 'syncPage',
        onDone: [
          {
            guard: 'isMore',
            target: 'syncing',
            reenter: true,
            actions: { type: 'storeStep', params: ({ event }) => ({ step: event.output }) },
          },
          { target: 'synced', actions: { type: 'storeStep', params: ({ event }) => ({ step: event.output }) } },
        ],
        onError: [
          {
            guard: 'isNetwork',
            target: 'offline',
            actions: { type: 'markReachability', params: ({ event }) => ({ unreachable: isUnreachable(failureOf(event)) }) },
          },
          { guard: 'isForbidden', target: 'expired' },
          { guard: 'isAbsent', target: 'unavailable' },
          { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
        ],
      },
    },
    synced: {
      on: {
        SYNC: { target: 'sending' },
        QUEUED: { target: 'sending', actions: 'countQueued' },
      },
    },
    /** The subscription ended: no new sync; the copy stays readable with its date. */
    expired: {
      on: { SYNC: { target: 'sending' } },
    },
    /** The network is gone: the screens read the copy; writes are queued. */
    offline: {
      on: {
        ONLINE: { target: 'sending' },
        SYNC: { guard: 'isServerDown', target: 'sending' },
      },
      after: { SERVER_RETRY: { guard: 'isServerDown', target: 'sending' } },
      exit: { type: 'markReachability', params: { unreachable: false } },
    },
    failed: {
      on: { RETRY: { target: 'sending' } },
    },
    /** A backend without the offline catalogue, or no IndexedDB: nothing is kept, nothing is said. */
    unavailable: {},
    clearing: {
      tags: ['busy'],
      invoke: {
        id: 'clearCopy',
        src: 'clearCopy',
        onDone: { target: 'off', actions: 'turnOff' },
        onError: { target: 'off', actions: 'turnOff' },
      },
    },
    off: {
      on: {
        'COPY.OFF': {},
        QUEUED: { target: 'sending', actions: 'countQueued' },
        SYNC: { target: 'sending' },
        'COPY.ON': { target: 'sending', actions: 'turnOn' },
      },
    },
  },
});

export type OfflineSyncSnapshot = ReturnType<typeof offlineSyncMachine.transition>;
