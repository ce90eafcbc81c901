import type { Meta, StoryObj } from '@storybook/react-vite';
import { opsInboxMachine } from '../../machines/ops/ops-inbox.machine';
import type { OpsInboxContext } from '../../machines/ops/ops-inbox.types';
import { failures, inboxRows } from '../../machines/ops/model/ops.fixtures';
import { InboxView } from '../../src/ops/features/tickets/InboxView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** The console's tickets inbox (/ops), one story per state of the inbox machine. */
const meta = { title: 'Ops/Inbox', parameters: { route: '/ops', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsInboxContext = { query: { page: 1, limit: 15 }, rows: [], totalDocs: 0, totalPages: 0, failure: null };
const show = (value: Parameters<typeof opsInboxMachine.resolveState>[0]['value'], context: Partial<OpsInboxContext> = {}) => (
  <InboxView snapshot={snapshotOf(opsInboxMachine, value, context, base)} send={noop} />
);
const loaded = { rows: inboxRows, totalDocs: 23, totalPages: 2 };

/** A page loads. */
export const Loading: StoryObj = { render: () => show('loading') };
/** Unanswered first, oldest first; page 1 of 2. */
export const Rows: StoryObj = { render: () => show({ loaded: 'rows' }, loaded) };
/** The same on a phone: the date and assignee columns give way. */
export const RowsPhone: StoryObj = { ...Rows, globals: phone };
/** No ticket at all. */
export const Empty: StoryObj = { render: () => show({ loaded: 'empty' }) };
/** The inbox could not be loaded. */
export const Failed: StoryObj = { render: () => show('failed', { failure: failures.network }) };
