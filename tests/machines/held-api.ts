import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/client';
import type { ApiFailure } from '../../src/api/errors';
import { heldFetch } from '../kit/held-fetch';
import { untilCondition } from '../kit/waits';

/**
 * A client of its own for one test: every call waits until the test answers it (oldest first), so a
 * model path can hold the machine in a busy state and then decide how the call ends.
 */
export function heldApi() {
  const held = heldFetch();
  const client: ApiClient = createApiClient({ baseUrl: 'http://api.test', fetch: held.fetch });
  const aCallWaits = () =>
    vi.waitFor(() => {
      if (held.waiting === 0) throw new Error('no call is waiting for an answer');
    }, untilCondition);
  return {
    client,
    requests: held.requests,
    /** Answers the oldest waiting call with a JSON body. */
    async respond(status: number, body: unknown) {
      await aCallWaits();
      held.respond(status, body);
    },
    /** Ends the oldest waiting call the way `failure` describes (a rejected fetch for no network). */
    async fail(failure: ApiFailure) {
      await aCallWaits();
      held.fail(failure);
    },
    /** The JSON body of the last request. */
    async lastBody(): Promise<unknown> {
      await vi.waitFor(() => {
        if (held.requests.length === 0) throw new Error('no request yet');
      }, untilCondition);
      return held.requests[held.requests.length - 1]!.clone().json();
    },
  };
}
