import { assign, setup } from 'xstate';
import { providedActor } from './provided';
import type { AccessGateContext, AccessGateEvent, AccessGateInput, ProfileCheck, ProfileName } from './access-gate.types';

const signedOutContext = { name: '', lastName: '', completeProfile: true, validity: true, subscriptionEnds: undefined } as const;

/**
 * The access gate (behaviour §2, §3, §4): owns the signed-in user's name and the two flags that decide
 * the full-screen notices.
 *
 * - Starts `signedIn` when a token was stored (input `hasToken`), else `signedOut`. Signed in, it
 *   fetches check-my-profile (→ `completeProfile`) and get-my-profile (→ `name`, `lastName`, and
 *   `subscriptionEnds` where the backend says it) side by
 *   side; `PROFILE.CHANGED` fetches both again (the saved profile may have a new name).
 * - Validity: the API has no "is my subscription valid" call, and only the medicine calls know (403).
 *   So, as the original product did, `validity` starts true and follows the list and price-change
 *   calls: `ACCESS.DENIED` (a 403) sets it false, `ACCESS.GRANTED` (a success) true. A user without a
 *   subscription therefore sees the subscription notice as soon as a catalogue screen asks for data.
 * - A failed profile call keeps the previous values (true at start): the server enforces access with
 *   403 anyway, and a notice must never block a user because of a network blip.
 * - `SESSION.ENDED` forgets the user and resets both flags to true (behaviour §4 logout).
 * - `TOKEN.CHANGED` (the stored token appeared or disappeared outside this tab's sign-in and logout,
 *   e.g. another tab; the session provider is the one place that sends it) signs the gate in or out.
 *
 * Tag `deciding`: a profile check is in flight (the first, or the one after a save or a registration);
 * the shell waits before choosing a notice, so a notice from before the change never shows.
 * Actors `checkProfile`, `loadProfile`: `accessGateActors(client)`, provided by the wiring.
 */
export const accessGateMachine = setup({
  types: {
    context: {} as AccessGateContext,
    events: {} as AccessGateEvent,
    input: {} as AccessGateInput,
  },
  actors: {
    checkProfile: providedActor<ProfileCheck>('checkProfile'),
    loadProfile: providedActor<ProfileName>('loadProfile'),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    isTokenStored: ({ event }) => event.type === 'TOKEN.CHANGED' && event.hasToken,
    isTokenGone: ({ event }) => event.type === 'TOKEN.CHANGED' && !event.hasToken,
  },
  actions: {
    forgetUser: assign({ ...signedOutContext, hasToken: false }),
    rememberToken: assign({ hasToken: true }),
    grantAccess: assign({ validity: true }),
    denyAccess: assign({ validity: false }),
  },
}).createMachine({
  id: 'accessGate',
  context: ({ input }) => ({ ...signedOutContext, hasToken: input.hasToken }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'SESSION.STARTED': { target: 'signedIn', actions: 'rememberToken' },
        'TOKEN.CHANGED': { guard: 'isTokenStored', target: 'signedIn', actions: 'rememberToken' },
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        // A new sign-in while signed in (another account): start over for the new user.
        'SESSION.STARTED': { target: 'signedIn', reenter: true, actions: ['forgetUser', 'rememberToken'] },
        'SESSION.ENDED': { target: 'signedOut', actions: 'forgetUser' },
        'TOKEN.CHANGED': { guard: 'isTokenGone', target: 'signedOut', actions: 'forgetUser' },
        'ACCESS.GRANTED': { actions: 'grantAccess' },
        'ACCESS.DENIED': { actions: 'denyAccess' },
      },
      states: {
        completeness: {
          initial: 'checking',
          states: {
            checking: {
              tags: ['deciding'],
              // A save while a check is in flight: ask again, the answer on its way may be stale.
              on: { 'PROFILE.CHANGED': { target: 'checking', reenter: true } },
              invoke: {
                id: 'checkProfile',
                src: 'checkProfile',
                onDone: { target: 'known', actions: assign({ completeProfile: ({ event }) => event.output.completeProfile }) },
                onError: { target: 'known' },
              },
            },
            known: {
              on: { 'PROFILE.CHANGED': 'rechecking' },
            },
            rechecking: {
              // After a save or a registration the flag held may be stale: the shell waits for the answer.
              tags: ['deciding'],
              on: { 'PROFILE.CHANGED': { target: 'rechecking', reenter: true } },
              invoke: {
                id: 'recheckProfile',
                src: 'checkProfile',
                onDone: { target: 'known', actions: assign({ completeProfile: ({ event }) => event.output.completeProfile }) },
                onError: { target: 'known' },
              },
            },
          },
        },
        identity: {
          initial: 'loading',
          states: {
            loading: {
              on: { 'PROFILE.CHANGED': { target: 'loading', reenter: true } },
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                onDone: {
                  target: 'loaded',
                  actions: assign(({ event }) => ({
                    name: event.output.name,
                    lastName: event.output.lastName,
                    subscriptionEnds: event.output.subscriptionEnds,
                  })),
                },
                onError: { target: 'loaded' },
              },
            },
            loaded: {
              on: { 'PROFILE.CHANGED': 'loading' },
            },
          },
        },
      },
    },
  },
});

export type AccessGateSnapshot = ReturnType<typeof accessGateMachine.transition>;
