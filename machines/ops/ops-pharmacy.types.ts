import type { Schemas } from '../../src/api/client';
import type { ApiFailure } from '../../src/api/errors';
import type { OpsListQuery, OpsPage } from './ops-inbox.types';
import type { PagingEvent, QueriedPageContext } from '../paging';

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

/** The search as last sent, and its page. */
export interface OpsPharmacyQuery extends OpsListQuery {
  q: string;
}

export interface OpsPharmacyContext extends QueriedPageContext<OpsPharmacySummary, OpsPharmacyQuery> {
  /** The search as typed. */
  text: string;
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
  | PagingEvent
  | { type: 'PHARMACY.OPEN'; userId: string }
  | { type: 'PHARMACY.CLOSE' }
  | { type: 'SUB.OPEN'; action: 'extend' | 'end' }
  | { type: 'SUB.DAYS'; value: string }
  | { type: 'SUB.REASON'; value: string }
  | { type: 'SUB.SUBMIT' }
  | { type: 'SUB.CANCEL' };
