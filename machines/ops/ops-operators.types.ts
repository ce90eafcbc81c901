import type { Schemas } from '../../src/api/client';
import type { ApiFailure } from '../../src/api/errors';

/** An operator or admin as the admin's screen lists them. */
export type OpsOperator = Schemas['OpsOperator'];

export interface OpsOperatorsContext {
  rows: OpsOperator[];
  /** Why the list could not be loaded. */
  failure: ApiFailure | null;
  /** The mobile to make an operator, as typed (Persian digits too). */
  mobile: string;
  /** Why the last add was refused (what was typed stays). */
  addFailure: ApiFailure | null;
  /** The operator being removed. */
  removing: string | null;
}

export type OpsOperatorsEvent =
  { type: 'RETRY' } | { type: 'MOBILE.CHANGE'; value: string } | { type: 'ADD' } | { type: 'REMOVE'; userId: string };
