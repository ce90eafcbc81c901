import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectOpsAccess } from '../../machines/ops/ops-access.connect';
import { opsAccessMachine } from '../../machines/ops/ops-access.machine';
import type { OpsAccessContext } from '../../machines/ops/ops-access.types';
import { failures } from '../../machines/ops/model/ops.fixtures';
import { OpsFrameView } from '../../src/ops/OpsLayout';
import { faOps } from '../../src/ops/i18n/fa-ops';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** The console's frame (/ops): its header and menu, one story per state of its access gate. */
const meta = { title: 'Ops/Frame', parameters: { route: '/ops', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsAccessContext = { role: null, failure: null };
const show = (value: Parameters<typeof opsAccessMachine.resolveState>[0]['value'], context: Partial<OpsAccessContext> = {}) => (
  <OpsFrameView access={connectOpsAccess(snapshotOf(opsAccessMachine, value, context, base), noop)}>
    <p>{faOps.inbox.title}</p>
  </OpsFrameView>
);

/** The role is being read. */
export const Checking: StoryObj = { render: () => show('checking') };
/** An operator: the console's menu. */
export const Allowed: StoryObj = { render: () => show('allowed', { role: 'operator' }) };
/** The same on a phone: the menu wraps under the bar. */
export const AllowedPhone: StoryObj = { ...Allowed, globals: phone };
/** A pharmacist: "not allowed". */
export const Denied: StoryObj = { render: () => show('denied', { role: 'pharmacist' }) };
/** The role could not be read. */
export const Failed: StoryObj = { render: () => show('failed', { failure: failures.network }) };
