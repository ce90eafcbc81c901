import type { Schemas } from '../../src/api/client';
import type { OpsListQuery, OpsPage } from './ops-inbox.types';
import type { PagingEvent, QueriedPageContext } from '../paging';

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
  'priceImport.fail',
  'priceImport.publish',
  'priceImport.rollback',
  'price.hand',
  'medicine.edit',
];

/** The log's query: a page, and one action or all. */
export interface OpsAuditQuery extends OpsListQuery {
  action: OpsAuditAction | null;
}

export type OpsAuditContext = QueriedPageContext<OpsAuditEntry, OpsAuditQuery>;

export type OpsAuditEvent = PagingEvent | { type: 'FILTER.ACTION'; action: OpsAuditAction | null };
