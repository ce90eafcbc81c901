import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Profile } from '../src/api/client';
import { toFailure } from '../src/api/errors';
import { schemaRules } from '../src/api/rules.gen';
import { providedActor } from './provided';
import type { SignInLinkContext, SignInLinkCredentials, SignInLinkEvent, SignInLinkInput, Tokens } from './sign-in-link.types';

/** The link's fragment ('#<mobile>.<token>') as a mobile and a token, or null when it is not one. */
export function readSignInLink(hash: string): SignInLinkCredentials | null {
  const [mobile = '', token = '', ...rest] = hash.replace(/^#/, '').split('.');
  if (rest.length > 0 || !schemaRules.Mobile.pattern.test(mobile) || !schemaRules.SignInLinkToken.pattern.test(token)) return null;
  return { mobile, token };
}

/**
 * The SMS sign-in link's screen (behaviour §10.11): `/link#<mobile>.<token>` opened on the phone.
 *
 * - `checkingLink`: a fragment that is not a mobile and a token → `damaged`; else `signingIn`, which
 *   first clears the token from the address (`clearAddress`) and calls sign-in-with-link.
 * - Signed in: `storeTokens` and `startSession` (as the login), then `loadingProfile` greets the user
 *   by first name (or generically) and `redirecting` opens the catalogue.
 * - Refused (used, expired, another number's: the server's Persian message) or failed (network,
 *   server) → `failed`: the reason, "try again" (`RETRY`) and "sign in with a code" (`GO.LOGIN`).
 * - `damaged` and `failed` lead to the login (`leaving`, action `goHome`).
 *
 * Actors `signInWithLink`, `getMyProfile` (`signInLinkActors(client)`); actions `clearAddress`,
 * `storeTokens`, `startSession`, `welcome`, `goToCatalog`, `goHome` (no-ops here; the view provides them).
 */
export const signInLinkMachine = setup({
  types: {
    context: {} as SignInLinkContext,
    events: {} as SignInLinkEvent,
    input: {} as SignInLinkInput,
  },
  actors: {
    signInWithLink: providedActor<Tokens, SignInLinkCredentials>('signInWithLink'),
    getMyProfile: providedActor<Profile>('getMyProfile'),
  },
  guards: {
    isReadable: ({ context }) => context.link !== null,
  },
  actions: {
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    clearAddress: () => {},
    storeTokens: (_, _params: { tokens: Tokens }) => {},
    startSession: () => {},
    welcome: (_, _params: { firstName: string | null }) => {},
    goToCatalog: () => {},
    goHome: () => {},
  },
}).createMachine({
  id: 'signInLink',
  context: ({ input }) => ({ link: readSignInLink(input.hash), failure: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'isReadable', target: 'signingIn' }, { target: 'damaged' }],
    },
    damaged: {
      on: { 'GO.LOGIN': 'leaving' },
    },
    signingIn: {
      tags: ['busy'],
      entry: ['clearAddress', 'clearFailure'],
      invoke: {
        id: 'signInWithLink',
        src: 'signInWithLink',
        input: ({ context }) => context.link!,
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) }, 'startSession'],
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: 'signingIn', 'GO.LOGIN': 'leaving' },
    },
    signedIn: {
      initial: 'loadingProfile',
      states: {
        loadingProfile: {
          tags: ['busy'],
          invoke: {
            id: 'getMyProfile',
            src: 'getMyProfile',
            onDone: {
              target: '#signInLink.redirecting',
              actions: { type: 'welcome', params: ({ event }) => ({ firstName: event.output.first_name.trim() || null }) },
            },
            onError: {
              target: '#signInLink.redirecting',
              actions: { type: 'welcome', params: { firstName: null } },
            },
          },
        },
      },
    },
    redirecting: {
      type: 'final',
      entry: 'goToCatalog',
    },
    leaving: {
      type: 'final',
      entry: 'goHome',
    },
  },
});

export type SignInLinkSnapshot = SnapshotFrom<typeof signInLinkMachine>;
