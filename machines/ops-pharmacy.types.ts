import type { Schemas } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';
import type { OpsPage } from './ops-inbox.types';

/** A pharmacy as the search lists it. */
export type OpsPharmacySummary = Schemas['OpsPharmacySummary'];
/** One pharmacy's page: profile, subscription, orders, tickets, reports. */
export type OpsPharmacy = Schemas['OpsPharmacy'];
export type OpsSubscription = Schemas['OpsSubscription'];
export type OpsPharmacyPage = OpsPage<OpsPharmacySummary>;

/** The contract's bounds of a change by hand. */
export const EXTEND_DAYS_MAX = 3650;
export const REASON_MAX = 500;

/** A subscription change as typed: extend by days, or end now; the reason is required. */
export interface SubscriptionDraft {
  action: 'extend' | 'end';
  days: string;
  reason: string;
}

export interface OpsPharmacyContext {
  /** The search as typed, and as last sent. */
  query: string;
  searched: string;
  page: number;
  rows: OpsPharmacySummary[];
  totalDocs: number;
  totalPages: number;
  failure: ApiFailure | null;
  /** The open pharmacy. */
  userId: string | null;
  pharmacy: OpsPharmacy | null;
  draft: SubscriptionDraft | null;
  /** Why the last subscription change failed. */
  writeFailure: ApiFailure | null;
}

export type OpsPharmacyEvent =
  | { type: 'QUERY.CHANGE'; value: string }
  | { type: 'SEARCH' }
  | { type: 'PAGE.NEXT' }
  | { type: 'PAGE.PREVIOUS' }
  | { type: 'RETRY' }
  | { type: 'PHARMACY.OPEN'; userId: string }
  | { type: 'PHARMACY.CLOSE' }
  | { type: 'SUB.OPEN'; action: 'extend' | 'end' }
  | { type: 'SUB.DAYS'; value: string }
  | { type: 'SUB.REASON'; value: string }
  | { type: 'SUB.SUBMIT' }
  | { type: 'SUB.CANCEL' };
