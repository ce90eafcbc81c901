import type { ApiFailure } from '../../src/api/errors';
import type { PriceImport } from './ops-import.types';

export interface OpsImportHistoryContext {
  rows: PriceImport[];
  failure: ApiFailure | null;
  /** The import the operator is asked about rolling back, then rolling back. */
  rollingBack: string | null;
  /** Why the last rollback was refused. */
  writeFailure: ApiFailure | null;
}

export type OpsImportHistoryEvent = { type: 'RETRY' } | { type: 'ROLLBACK'; importId: string } | { type: 'CONFIRM' } | { type: 'CANCEL' };
