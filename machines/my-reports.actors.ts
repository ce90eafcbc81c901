import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { unwrap } from '../src/api/errors';
import type { MyReport, MyReportsInput } from './my-reports.types';

/** The user's reports on one drug over `client`, newest first. */
export function myReportsActors(client: ApiClient) {
  return {
    fetchMyReports: fromPromise<MyReport[], MyReportsInput>(async ({ input, signal }) => {
      const body = await unwrap(
        client.GET('/report/v1/my-reports/{category}/{medicineId}', {
          params: { path: { category: input.category, medicineId: input.medicineId } },
          signal,
        }),
      );
      return body.docs;
    }),
  };
}
