/** The offline-sync machine's model: walked in node (`.model.test.ts`) and shown by the explorer. */
import { offlineSyncMachine } from '../offline-sync.machine';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import type { RefusedWrite } from '../offline-sync.types';
import { lazyModelOf, type ModelOptions, type StepEvent } from './model';

export const failures = {
  network: { kind: 'network' },
  unreachable: { kind: 'network', unreachable: true },
  forbidden: { kind: 'forbidden', message: 'برای استفاده از امکانات سایت باید اشتراک خریداری کنید' },
  absent: { kind: 'absent' },
  server: { kind: 'server', status: 500 },
} satisfies Record<string, ApiFailure>;

const status = { off: false, offline: false, syncedAt: null, complete: false, queued: 0, refused: [] };

/** A ticket written offline that the server refused for good. */
export const refusedTicket: RefusedWrite = {
  id: '7f0c2a4e-5b1d-4c8e-9a3f-2d6b8e1c4a70',
  kind: 'ticket',
  title: 'قیمت آموکسی‌سیلین',
  text: 'قیمت درج‌شده با فاکتور پخش هم‌خوانی ندارد.',
  reason: 'عنوان تیکت حداکثر ۱۰۰ نویسه است.',
  queuedAt: '2026-11-28T06:40:00.000Z',
};

export const offlineSyncWalk: ModelOptions<typeof offlineSyncMachine> = {
  events: [
    { type: 'REFUSED.COPY', id: refusedTicket.id },
    { type: 'REFUSED.DISCARD', id: refusedTicket.id },
  ],
  outputs: {
    readStatus: [
      status,
      { ...status, off: true },
      { ...status, off: true, queued: 1 },
      { ...status, offline: true, syncedAt: '2026-11-27T06:50:00.000Z', complete: true, queued: 1 },
    ],
    sendQueue: [
      { sent: 1, left: 0, refused: [refusedTicket] },
      { sent: 0, left: 0, refused: [] },
    ],
    syncPage: [
      { received: 1000, total: 1500, more: true, at: '2026-11-28T06:50:00.000Z' },
      { received: 500, total: null, more: false, at: '2026-11-28T06:51:00.000Z' },
    ],
  },
  errors: {
    readStatus: [new ApiError(failures.absent)],
    sendQueue: [failures.network, failures.unreachable, failures.server].map((failure) => new ApiError(failure)),
    syncPage: [failures.network, failures.unreachable, failures.forbidden, failures.absent, failures.server].map(
      (failure) => new ApiError(failure),
    ),
    clearCopy: [new Error('blocked')],
  },
  // Which state, whether the copy is complete or off, and why the last call failed (not the counts,
  // nor the refused writes: the first flush keeps one, so REFUSED.* find it; describeState names it).
  serializeState: (state) =>
    JSON.stringify([
      state.value,
      state.context.complete,
      state.context.off,
      state.context.failure?.kind ?? null,
      state.context.unreachable,
    ]),
  describeState: (state) => {
    const c = state.context;
    const notes = [
      c.complete ? 'complete' : 'empty',
      c.off ? 'off' : '',
      c.failure?.kind ?? '',
      c.refused.length ? 'refused' : '',
      c.unreachable ? 'server down' : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${String(state.value)} (${notes})`;
  },
  describeEvent: (event: StepEvent) => {
    // Refused writes are counted, not spelled out.
    if (event.type.startsWith('xstate.done.actor.'))
      return `${event.type} ${JSON.stringify(event.output ?? null, (key, value: unknown) => (key === 'refused' && Array.isArray(value) ? value.length : value))}`;
    if (event.type.startsWith('xstate.error.actor.'))
      return `${event.type} (${event.error instanceof ApiError ? event.error.failure.kind + ('unreachable' in event.error.failure && event.error.failure.unreachable ? ', unreachable' : '') : 'error'})`;
    return event.type;
  },
};

export const model = lazyModelOf(offlineSyncMachine, offlineSyncWalk);
