import type { Schemas } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';
import type { OpsPage } from './ops-inbox.types';

/** One row of the audit log. */
export type OpsAuditEntry = Schemas['OpsAuditEntry'];
export type OpsAuditAction = Schemas['OpsAuditAction'];
export type OpsAuditPage = OpsPage<OpsAuditEntry>;

/** Every action the log records, for the filter. */
export const AUDIT_ACTIONS: readonly OpsAuditAction[] = [
  'ticket.answer',
  'ticket.assign',
  'ticket.note',
  'report.status',
  'subscription.extend',
  'subscription.end',
  'package.create',
  'package.update',
  'package.retire',
  'operator.add',
  'operator.remove',
  'priceImport.upload',
  'priceImport.publish',
  'priceImport.rollback',
  'price.hand',
];

export interface OpsAuditContext {
  action: OpsAuditAction | null;
  page: number;
  rows: OpsAuditEntry[];
  totalDocs: number;
  totalPages: number;
  failure: ApiFailure | null;
}

export type OpsAuditEvent =
  { type: 'PAGE.NEXT' } | { type: 'PAGE.PREVIOUS' } | { type: 'RETRY' } | { type: 'FILTER.ACTION'; action: OpsAuditAction | null };
