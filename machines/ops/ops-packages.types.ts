import type { Schemas } from '../../src/api/client';
import type { ApiFailure } from '../../src/api/errors';

/** A package as the console lists it (retired ones too). */
export type OpsPackage = Schemas['OpsPackage'];
export type OpsPackageInput = Schemas['OpsPackageInput'];

/** The contract's bounds of a package. */
export const PACKAGE_LIMITS = { nameMax: 100, daysMin: 1, daysMax: 3650, priceMin: 1000, priceMax: 100_000_000 } as const;

/** A package as typed in the form (`packageId` null: a new one). */
export interface PackageDraft {
  packageId: string | null;
  name: string;
  days: string;
  price: string;
}

export interface OpsPackagesContext {
  rows: OpsPackage[];
  failure: ApiFailure | null;
  draft: PackageDraft | null;
  /** The package being retired. */
  retiring: string | null;
  writeFailure: ApiFailure | null;
}

export type OpsPackagesEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'EDIT'; packageId: string }
  | { type: 'DRAFT.NAME'; value: string }
  | { type: 'DRAFT.DAYS'; value: string }
  | { type: 'DRAFT.PRICE'; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'RETIRE'; packageId: string };
