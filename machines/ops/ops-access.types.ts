import type { ApiFailure } from '../../src/api/errors';

/** The roles the console admits (behaviour §10.10): an admin also manages the operators. */
export type OpsRole = 'operator' | 'admin';

export interface OpsAccessContext {
  /** The signed-in user's role once known ('pharmacist' and anything else are not admitted). */
  role: string | null;
  failure: ApiFailure | null;
}

export type OpsAccessEvent = { type: 'RETRY' };
