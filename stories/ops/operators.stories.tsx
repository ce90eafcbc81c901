import type { Meta, StoryObj } from '@storybook/react-vite';
import { failures, newOperator, operatorRows } from '../../machines/ops/model/ops.fixtures';
import { opsOperatorsMachine } from '../../machines/ops/ops-operators.machine';
import type { OpsOperatorsContext } from '../../machines/ops/ops-operators.types';
import { OperatorsView } from '../../src/ops/features/operators/OperatorsView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** The admin's operators screen (/ops/operators), one story per state of the operators machine. */
const meta = { title: 'Ops/Operators', parameters: { route: '/ops/operators', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsOperatorsContext = { rows: [], failure: null, mobile: '', addFailure: null, removing: null };
const show = (value: Parameters<typeof opsOperatorsMachine.resolveState>[0]['value'], context: Partial<OpsOperatorsContext> = {}) => (
  <OperatorsView snapshot={snapshotOf(opsOperatorsMachine, value, context, base)} send={noop} />
);
const listed = { rows: operatorRows };
const alreadyOperator = { kind: 'client', status: 409, message: 'این شماره پیش‌تر کارشناس است.' } as const;

/** The list loads. */
export const Loading: StoryObj = { render: () => show('loading') };
/** Admins first, then operators; the add form above. */
export const Ready: StoryObj = { render: () => show({ ready: 'idle' }, listed) };
/** The same on a phone: the last sign-in gives way. */
export const ReadyPhone: StoryObj = { ...Ready, globals: phone };
/** A number being typed that is not a mobile yet: 'add' waits and says why. */
export const InvalidMobile: StoryObj = { render: () => show({ ready: 'idle' }, { ...listed, mobile: '۰۹۱۲' }) };
/** A pharmacist's number on its way to becoming an operator. */
export const Adding: StoryObj = { render: () => show({ ready: 'adding' }, { ...listed, mobile: '۰۹۱۲۰۰۰۰۰۰۰' }) };
/** The number was already an operator: what was typed stays, with the server's reason. */
export const AddRefused: StoryObj = {
  render: () => show({ ready: 'idle' }, { ...listed, mobile: '۰۹۱۲۰۰۰۰۰۰۱', addFailure: alreadyOperator }),
};
/** The new operator joined the list. */
export const Added: StoryObj = { render: () => show({ ready: 'idle' }, { rows: [...operatorRows, newOperator] }) };
/** An operator on their way back to being a pharmacist. */
export const Removing: StoryObj = { render: () => show({ ready: 'removing' }, { ...listed, removing: 'u-op' }) };
/** Nobody listed. */
export const Empty: StoryObj = { render: () => show({ ready: 'idle' }) };
/** Not an admin (or the list failed): the server's reason and 'try again'. */
export const Failed: StoryObj = { render: () => show('failed', { failure: failures.forbidden }) };
