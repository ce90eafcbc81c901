import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import type { OpsPackage, OpsPackageInput } from './ops-packages.types';

/** The packages screen's actors over `client`. */
export function opsPackagesActors(client: ApiClient) {
  return {
    fetchPackages: fromPromise<OpsPackage[]>(async ({ signal }) => (await unwrap(client.GET('/ops/v1/packages', { signal }))).docs),
    savePackage: fromPromise<OpsPackage, { packageId: string | null; input: OpsPackageInput }>(async ({ input }) => {
      const body = input.packageId
        ? await unwrap(client.PUT('/ops/v1/packages/{packageId}', { params: { path: { packageId: input.packageId } }, body: input.input }))
        : await unwrap(client.POST('/ops/v1/packages', { body: input.input }));
      return body.data;
    }),
    retirePackage: fromPromise<OpsPackage, { packageId: string }>(async ({ input }) => {
      const body = await unwrap(client.POST('/ops/v1/packages/{packageId}/retire', { params: { path: { packageId: input.packageId } } }));
      return body.data;
    }),
  };
}
