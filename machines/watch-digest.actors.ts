import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { callAddition } from '../src/api/additions';
import { unwrap } from '../src/api/errors';
import type { WatchSettings } from './watch-digest.types';

/** The watch-digest machine's actors over `client`: read and store the watchlist settings. */
export function watchDigestActors(client: ApiClient) {
  return {
    /** GET /watchlist/v1/settings. */
    loadDigestSetting: fromPromise<WatchSettings>(({ signal }) =>
      callAddition(client, 'watchlist', () => unwrap(client.GET('/watchlist/v1/settings', { signal }))),
    ),
    /** PUT /watchlist/v1/settings: the settings as stored. */
    saveDigestSetting: fromPromise<WatchSettings, WatchSettings>(({ input }) =>
      callAddition(client, 'watchlist', () => unwrap(client.PUT('/watchlist/v1/settings', { body: input }))),
    ),
  };
}
