import { assign, fromPromise, setup } from 'xstate';
import { api } from '../src/api/client';
import { unwrap } from '../src/api/errors';

/** SPEC §3 client state: who is signed in and what they may use. */
export interface AccessGateContext {
  /** A stored access token exists (the wiring reads storage; the machine never does). */
  hasToken: boolean;
  name: string;
  lastName: string;
  /** The profile's mandatory fields are filled (check-my-profile). */
  completeProfile: boolean;
  /** The subscription is valid: true until a list call answers 403. */
  validity: boolean;
}

/** The gate's input: whether a token was in storage when the app started. */
export interface AccessGateInput {
  hasToken: boolean;
}

export type AccessGateEvent =
  /** Tokens were just stored (after sign-in). */
  | { type: 'SESSION.STARTED' }
  /** Signed out or the session expired: flags reset to true. */
  | { type: 'SESSION.ENDED' }
  /** A list or price-change call succeeded. */
  | { type: 'ACCESS.GRANTED' }
  /** A list or price-change call answered 403. */
  | { type: 'ACCESS.DENIED' }
  /** The profile was saved: re-fetch the profile-complete flag and the name. */
  | { type: 'PROFILE.CHANGED' };

/** What check-my-profile tells the gate. */
export interface ProfileCheck {
  completeProfile: boolean;
}

/** What get-my-profile tells the gate. */
export interface ProfileName {
  name: string;
  lastName: string;
}

const signedOutContext = { name: '', lastName: '', completeProfile: true, validity: true } as const;

/**
 * The access gate (SPEC §2, §3, §4): owns the signed-in user's name and the two flags that decide
 * the full-screen notices.
 *
 * - Starts `signedIn` when a token was stored (input `hasToken`), else `signedOut`. Signed in, it
 *   fetches check-my-profile (→ `completeProfile`) and get-my-profile (→ `name`, `lastName`) side by
 *   side; `PROFILE.CHANGED` fetches both again (the saved profile may have a new name).
 * - Validity: the API has no "is my subscription valid" call, and only the medicine calls know (403).
 *   So, as the original product did, `validity` starts true and follows the list and price-change
 *   calls: `ACCESS.DENIED` (a 403) sets it false, `ACCESS.GRANTED` (a success) true. A user without a
 *   subscription therefore sees the subscription notice as soon as a catalogue screen asks for data.
 * - A failed profile call keeps the previous values (true at start): the server enforces access with
 *   403 anyway, and a notice must never block a user because of a network blip.
 * - `SESSION.ENDED` forgets the user and resets both flags to true (SPEC §4 logout).
 *
 * Tag `deciding`: the first profile check is in flight; the shell waits before choosing a notice.
 */
export const accessGateMachine = setup({
  types: {
    context: {} as AccessGateContext,
    events: {} as AccessGateEvent,
    input: {} as AccessGateInput,
  },
  actors: {
    checkProfile: fromPromise<ProfileCheck>(async () => {
      const body = await unwrap(api.GET('/user/v1/check-my-profile'));
      return { completeProfile: body.data.profile_completed };
    }),
    loadProfile: fromPromise<ProfileName>(async () => {
      const body = await unwrap(api.GET('/user/v1/get-my-profile'));
      return { name: body.data.first_name, lastName: body.data.last_name };
    }),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
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
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        // A new sign-in while signed in (another account): start over for the new user.
        'SESSION.STARTED': { target: 'signedIn', reenter: true, actions: ['forgetUser', 'rememberToken'] },
        'SESSION.ENDED': { target: 'signedOut', actions: 'forgetUser' },
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
                onDone: { target: 'loaded', actions: assign(({ event }) => ({ name: event.output.name, lastName: event.output.lastName })) },
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

/** Screens that never show a notice (SPEC §2 notice screens; the registration wizard too). */
export function isNoticeFree(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return (
    path === '/' ||
    path === '/register' ||
    path.startsWith('/register/') ||
    path === '/profile' ||
    path === '/reports' ||
    path === '/selectpackage/historypackage' ||
    path === '/selectpackage/buypackage' ||
    path === '/notfound'
  );
}

/** The full-screen notice a signed-in user sees on `pathname`, if any. */
export type GateNotice = 'completeProfile' | 'buySubscription';

export function selectNotice(snapshot: AccessGateSnapshot, pathname: string): GateNotice | null {
  if (!snapshot.matches('signedIn') || snapshot.hasTag('deciding') || isNoticeFree(pathname)) return null;
  if (!snapshot.context.completeProfile) return 'completeProfile';
  if (!snapshot.context.validity) return 'buySubscription';
  return null;
}

/** The first profile check is still in flight: a gated screen waits rather than flash a notice. */
export function selectDeciding(snapshot: AccessGateSnapshot, pathname: string): boolean {
  return snapshot.hasTag('deciding') && !isNoticeFree(pathname);
}
