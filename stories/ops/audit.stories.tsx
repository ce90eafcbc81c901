import type { Meta, StoryObj } from '@storybook/react-vite';
import { opsAuditMachine } from '../../machines/ops/ops-audit.machine';
import type { OpsAuditContext } from '../../machines/ops/ops-audit.types';
import { auditRows, failures } from '../../machines/ops/model/ops.fixtures';
import { AuditView } from '../../src/ops/features/audit/AuditView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** The audit log (/ops/audit), one story per state of the audit machine. */
const meta = { title: 'Ops/Audit', parameters: { route: '/ops/audit', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsAuditContext = { query: { page: 1, limit: 15, action: null }, rows: [], totalDocs: 0, totalPages: 0, failure: null };
const show = (value: Parameters<typeof opsAuditMachine.resolveState>[0]['value'], context: Partial<OpsAuditContext> = {}) => (
  <AuditView snapshot={snapshotOf(opsAuditMachine, value, context, base)} send={noop} />
);
const loaded = { rows: auditRows, totalDocs: 2, totalPages: 1 };

/** A page loads. */
export const Loading: StoryObj = { render: () => show('loading') };
/** Who, when, what, before → after. */
export const Rows: StoryObj = { render: () => show({ loaded: 'rows' }, loaded) };
/** The same on a phone. */
export const RowsPhone: StoryObj = { ...Rows, globals: phone };
/** Filtered to answers. */
export const Filtered: StoryObj = {
  render: () => show({ loaded: 'rows' }, { ...loaded, rows: auditRows.slice(0, 1), query: { ...base.query, action: 'ticket.answer' } }),
};
/** Nothing recorded. */
export const Empty: StoryObj = { render: () => show({ loaded: 'empty' }) };
/** The log could not be loaded. */
export const Failed: StoryObj = { render: () => show('failed', { failure: failures.network }) };
