import { assign, setup } from 'xstate';
import { type ApiFailure, toFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type { WatchDigestContext, WatchDigestEvent, WatchSettings } from './watch-digest.types';

const errorOf = (event: unknown) => toFailure((event as { error?: unknown }).error);

/**
 * The daily SMS digest switch on the profile screen (behaviour §10.2): the watchlist setting `smsDigest`.
 *
 * - `loading` reads the setting. A 403 (no complete profile or no subscription: no watchlist) goes
 *   to `unavailable`, where the screen shows nothing (so does a backend without the watchlist, 404); any other failure to `failed` ('try again').
 * - `ready`: turning the switch (`DIGEST.SET` with a value other than the stored one) saves it
 *   (`saving`, the switch shows the new value and cannot be turned). Success stores what the server
 *   answered and announces it; a failure goes back to `ready` with the stored value and the reason.
 * Effects: `announceSaved` (the view's toast). Actors: `watchDigestActors(client)`.
 */
export const watchDigestMachine = setup({
  types: {
    context: {} as WatchDigestContext,
    events: {} as WatchDigestEvent,
  },
  actors: {
    loadDigestSetting: providedActor<WatchSettings>('loadDigestSetting'),
    saveDigestSetting: providedActor<WatchSettings, WatchSettings>('saveDigestSetting'),
  },
  guards: {
    isNoAccess: ({ event }) => errorOf(event).kind === 'forbidden' || errorOf(event).kind === 'absent',
    isChange: ({ context, event }) => event.type === 'DIGEST.SET' && event.on !== context.stored,
  },
  actions: {
    storeSettings: assign((_, params: { settings: WatchSettings }) => ({
      stored: params.settings.smsDigest,
      pending: null,
      failure: null,
    })),
    setPending: assign({ pending: ({ event }) => (event.type === 'DIGEST.SET' ? event.on : null), failure: null }),
    setFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure, pending: null })),
    clearFailure: assign({ failure: null }),
    /** The setting was saved: the view says so (on or off). */
    announceSaved: (_, _params: { on: boolean }) => {},
  },
}).createMachine({
  id: 'watchDigest',
  context: { stored: false, pending: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDigestSetting',
        src: 'loadDigestSetting',
        onDone: { target: 'ready', actions: { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) } },
        onError: [
          { guard: 'isNoAccess', target: 'unavailable' },
          { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
        ],
      },
    },
    /** No watchlist for this user (403): nothing to show. */
    unavailable: {},
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      on: {
        'DIGEST.SET': { guard: 'isChange', target: 'saving', actions: 'setPending' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveDigestSetting',
        src: 'saveDigestSetting',
        input: ({ context }) => ({ smsDigest: context.pending ?? context.stored }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) },
            { type: 'announceSaved', params: ({ event }) => ({ on: event.output.smsDigest }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'setFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
        },
      },
    },
  },
});

export type WatchDigestSnapshot = ReturnType<typeof watchDigestMachine.transition>;
