import type { Schemas } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';

/** A ticket as the inbox lists it. */
export type OpsTicketSummary = Schemas['OpsTicketSummary'];

/** The inbox's page size (the contract's default for the console's lists). */
export const OPS_PAGE_SIZE = 20;

/** One page of a console list. */
export interface OpsPage<TRow> {
  rows: TRow[];
  totalDocs: number;
  totalPages: number;
}

export interface OpsInboxContext {
  page: number;
  rows: OpsTicketSummary[];
  totalDocs: number;
  totalPages: number;
  failure: ApiFailure | null;
}

export type OpsInboxEvent = { type: 'PAGE.NEXT' } | { type: 'PAGE.PREVIOUS' } | { type: 'RETRY' };
