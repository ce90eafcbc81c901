import type { Meta, StoryObj } from '@storybook/react-vite';
import { opsReportsMachine } from '../../machines/ops/ops-reports.machine';
import type { OpsReportsContext } from '../../machines/ops/ops-reports.types';
import { failures, reportRows } from '../../machines/ops/model/ops.fixtures';
import { ReportsView } from '../../src/ops/features/reports/ReportsView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** The drug reports in the console (/ops/reports), one story per state of the reports machine. */
const meta = { title: 'Ops/Reports', parameters: { route: '/ops/reports', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsReportsContext = {
  query: { page: 1, limit: 15, status: null, category: null },
  rows: [],
  totalDocs: 0,
  totalPages: 0,
  failure: null,
  change: null,
};
const show = (value: Parameters<typeof opsReportsMachine.resolveState>[0]['value'], context: Partial<OpsReportsContext> = {}) => (
  <ReportsView snapshot={snapshotOf(opsReportsMachine, value, context, base)} send={noop} />
);
const loaded = { rows: reportRows, totalDocs: 2, totalPages: 1 };

/** A page loads. */
export const Loading: StoryObj = { render: () => show('loading') };
/** Reports, each linked to its drug, with a status to change. */
export const Rows: StoryObj = { render: () => show({ loaded: { rows: 'browsing' } }, loaded) };
/** The same on a phone. */
export const RowsPhone: StoryObj = { ...Rows, globals: phone };
/** Filtered to new reports of catalogue A. */
export const Filtered: StoryObj = {
  render: () =>
    show(
      { loaded: { rows: 'browsing' } },
      { ...loaded, rows: reportRows.slice(0, 1), query: { ...base.query, status: 'new', category: 'A' } },
    ),
};
/** A status change is on its way: its control and the filters wait. */
export const Changing: StoryObj = {
  render: () => show({ loaded: { rows: 'changing' } }, { ...loaded, change: { reportId: 'r-1', status: 'fixed' } }),
};
/** No report matches. */
export const Empty: StoryObj = { render: () => show({ loaded: 'empty' }) };
/** The reports could not be loaded. */
export const Failed: StoryObj = { render: () => show('failed', { failure: failures.network }) };
