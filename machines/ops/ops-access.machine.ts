import { assign, setup } from 'xstate';
import { toFailure, type ApiFailure } from '../../src/api/errors';
import type { OpsAccessContext, OpsAccessEvent } from './ops-access.types';
import { providedActor } from '../provided';

/** Roles the console opens for (behaviour §10.10); the server checks every call again. */
const CONSOLE_ROLES: readonly string[] = ['operator', 'admin'];

/**
 * Whether the signed-in user may see the operators' console (behaviour §10.10). The SPA's gate only
 * decides what to draw: the server answers 403 to any console call of a pharmacist.
 *
 * - `checking` reads the profile's `role`: an operator or an admin → `allowed`; anyone else →
 *   `denied` (the "not allowed" page). A failed read → `failed` ('try again').
 * Actors: `opsAccessActors(client)`.
 */
export const opsAccessMachine = setup({
  types: {
    context: {} as OpsAccessContext,
    events: {} as OpsAccessEvent,
  },
  actors: {
    loadRole: providedActor<string>('loadRole'),
  },
  guards: {
    isConsoleRole: ({ event }) => CONSOLE_ROLES.includes((event as unknown as { output: string }).output),
  },
  actions: {
    storeRole: assign((_, params: { role: string }) => ({ role: params.role, failure: null })),
    storeFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure })),
  },
}).createMachine({
  id: 'opsAccess',
  context: { role: null, failure: null },
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      invoke: {
        id: 'loadRole',
        src: 'loadRole',
        onDone: [
          { guard: 'isConsoleRole', target: 'allowed', actions: { type: 'storeRole', params: ({ event }) => ({ role: event.output }) } },
          { target: 'denied', actions: { type: 'storeRole', params: ({ event }) => ({ role: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    allowed: { type: 'final' },
    denied: { type: 'final' },
    failed: { on: { RETRY: 'checking' } },
  },
});

export type OpsAccessSnapshot = ReturnType<typeof opsAccessMachine.transition>;
