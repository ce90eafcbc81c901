import type { Meta, StoryObj } from '@storybook/react-vite';
import { opsPharmacyMachine } from '../../machines/ops/ops-pharmacy.machine';
import type { OpsPharmacyContext } from '../../machines/ops/ops-pharmacy.types';
import { failures, lapsedSummary, pharmacy, pharmacySummary } from '../../machines/ops/model/ops.fixtures';
import { PharmacyView } from '../../src/ops/features/pharmacies/PharmacyView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** Pharmacies in the console (/ops/pharmacies), one story per state of the pharmacy machine. */
const meta = { title: 'Ops/Pharmacies', parameters: { route: '/ops/pharmacies', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsPharmacyContext = {
  text: '',
  query: { page: 1, limit: 15, q: '' },
  rows: [],
  totalDocs: 0,
  totalPages: 0,
  failure: null,
  userId: null,
  pharmacy: null,
  draft: null,
  writeFailure: null,
};
const show = (value: Parameters<typeof opsPharmacyMachine.resolveState>[0]['value'], context: Partial<OpsPharmacyContext> = {}) => (
  <PharmacyView snapshot={snapshotOf(opsPharmacyMachine, value, context, base)} send={noop} />
);
const found = { text: 'احمدی', query: { ...base.query, q: 'احمدی' }, rows: [pharmacySummary, lapsedSummary], totalDocs: 2, totalPages: 1 };
const open = { ...found, userId: 'u-ph', pharmacy };
const REASON = 'پرداخت در بانک انجام شده و برگشت نخورده است.';

/** Searching. */
export const Searching: StoryObj = { render: () => show({ list: 'loading' }, { text: 'احمدی' }) };
/** What the search found. */
export const Results: StoryObj = { render: () => show({ list: { loaded: 'rows' } }, found) };
/** The same on a phone. */
export const ResultsPhone: StoryObj = { ...Results, globals: phone };
/** Nothing found. */
export const Empty: StoryObj = {
  render: () => show({ list: { loaded: 'empty' } }, { text: 'ناشناس', query: { ...base.query, q: 'ناشناس' } }),
};
/** The search failed. */
export const Failed: StoryObj = { render: () => show({ list: 'failed' }, { failure: failures.network }) };
/** A pharmacy's page loads. */
export const PharmacyLoading: StoryObj = { render: () => show({ pharmacy: 'loading' }, { ...found, userId: 'u-ph' }) };
/** A pharmacy's page could not be loaded. */
export const PharmacyFailed: StoryObj = {
  render: () => show({ pharmacy: 'failed' }, { ...found, userId: 'u-ph', failure: failures.notFound }),
};
/** Profile, subscription, orders with the gateway's reference, tickets and reports. */
export const Pharmacy: StoryObj = { render: () => show({ pharmacy: 'viewing' }, open) };
/** The same on a phone. */
export const PharmacyPhone: StoryObj = { ...Pharmacy, globals: phone };
/** Extending by hand: days and a required reason. */
export const Extending: StoryObj = {
  render: () => show({ pharmacy: 'changing' }, { ...open, draft: { action: 'extend', days: '۳۰', reason: REASON } }),
};
/** Ending: the reason is still required (here missing, so 'confirm' waits). */
export const Ending: StoryObj = {
  render: () => show({ pharmacy: 'changing' }, { ...open, draft: { action: 'end', days: '', reason: '' } }),
};
/** The change is on its way. */
export const Saving: StoryObj = {
  render: () => show({ pharmacy: 'saving' }, { ...open, draft: { action: 'extend', days: '۳۰', reason: REASON } }),
};
/** The change was refused: what was typed stays. */
export const ChangeFailed: StoryObj = {
  render: () =>
    show({ pharmacy: 'changing' }, { ...open, draft: { action: 'end', days: '', reason: REASON }, writeFailure: failures.conflict }),
};
