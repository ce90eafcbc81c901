import { fromPromise } from 'xstate';
import { api, type Province, type Schemas } from '../src/api/client';
import { unwrap } from '../src/api/errors';

/** register: the server's confirmation message. */
export const registerActor = fromPromise<{ message: string }, Schemas['RegisterRequest']>(async ({ input }) =>
  unwrap(api.POST('/user/v1/register', { body: input })),
);

/** get-state-list: the provinces. */
export const loadProvincesActor = fromPromise<Province[]>(async () => {
  const body = await unwrap(api.GET('/states/v1/get-state-list'));
  return body.data.docs;
});
