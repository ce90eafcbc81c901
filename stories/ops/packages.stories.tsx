import type { Meta, StoryObj } from '@storybook/react-vite';
import { opsPackagesMachine } from '../../machines/ops/ops-packages.machine';
import type { OpsPackagesContext } from '../../machines/ops/ops-packages.types';
import { failures, packageRows } from '../../machines/ops/model/ops.fixtures';
import { PackagesView } from '../../src/ops/features/packages/PackagesView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** The packages in the console (/ops/packages), one story per state of the packages machine. */
const meta = { title: 'Ops/Packages', parameters: { route: '/ops/packages', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsPackagesContext = { rows: [], failure: null, draft: null, retiring: null, writeFailure: null };
const show = (value: Parameters<typeof opsPackagesMachine.resolveState>[0]['value'], context: Partial<OpsPackagesContext> = {}) => (
  <PackagesView snapshot={snapshotOf(opsPackagesMachine, value, context, base)} send={noop} />
);
const rows = { rows: packageRows };

/** The list loads. */
export const Loading: StoryObj = { render: () => show('loading') };
/** Packages on sale, the retired one last. */
export const Ready: StoryObj = { render: () => show('ready', rows) };
/** The same on a phone. */
export const ReadyPhone: StoryObj = { ...Ready, globals: phone };
/** The list could not be loaded. */
export const Failed: StoryObj = { render: () => show('failed', { failure: failures.network }) };
/** A new package, typed. */
export const Adding: StoryObj = {
  render: () => show('editing', { ...rows, draft: { packageId: null, name: 'اشتراک دوماهه', days: '۶۰', price: '۲۲۰٬۰۰۰' } }),
};
/** Editing, with a price out of bounds. */
export const EditingInvalid: StoryObj = {
  render: () => show('editing', { ...rows, draft: { packageId: 'month-1', name: 'اشتراک یک‌ماهه', days: '۳۰', price: '۱۰' } }),
};
/** Saving. */
export const Saving: StoryObj = {
  render: () => show('saving', { ...rows, draft: { packageId: 'month-1', name: 'اشتراک یک‌ماهه', days: '۳۰', price: '۱۲۰۰۰۰' } }),
};
/** The save was refused: what was typed stays. */
export const SaveFailed: StoryObj = {
  render: () =>
    show('editing', {
      ...rows,
      draft: { packageId: 'month-1', name: 'اشتراک یک‌ماهه', days: '۳۰', price: '۱۲۰۰۰۰' },
      writeFailure: failures.badRequest,
    }),
};
/** A package is being retired. */
export const Retiring: StoryObj = { render: () => show('retiring', { ...rows, retiring: 'month-3' }) };
