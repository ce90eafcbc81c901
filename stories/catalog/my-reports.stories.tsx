import type { Meta, StoryObj } from '@storybook/react-vite';
import { myReportsMachine } from '../../machines/my-reports.machine';
import type { MyReportsContext } from '../../machines/my-reports.types';
import { MyReportsView } from '../../src/features/catalog/MyReportsCard';
import { faMedicine } from '../../src/i18n/fa-medicine';

/** The pharmacist's own reports on a drug and their status, under its detail. */
const meta = { title: 'Catalog/MyReports', parameters: { route: '/medicine-A/m-1', signedIn: true } } satisfies Meta;
export default meta;

const base: MyReportsContext = { category: 'A', medicineId: 'm-1', rows: [] };
/** The card draws nothing while loading or without reports: the story says where it would be. */
const show = (value: 'loading' | 'listed' | 'none', rows: MyReportsContext['rows'] = []) => (
  <div>
    <p>{faMedicine.sendReport} ↓</p>
    <MyReportsView snapshot={myReportsMachine.resolveState({ value, context: { ...base, rows } })} send={() => {}} />
  </div>
);

/** Loading: nothing shows. */
export const Loading: StoryObj = { render: () => show('loading') };
/** Two reports: one fixed, one new. */
export const Listed: StoryObj = {
  render: () =>
    show('listed', [
      { _id: 'r-1', title: 'قیمت اشتباه', date: '2026-11-24T07:00:00.000Z', status: 'fixed', statusChangedAt: '2026-11-25T07:00:00.000Z' },
      { _id: 'r-2', title: 'تصویر دارو', date: '2026-11-26T07:00:00.000Z', status: 'new', statusChangedAt: null },
    ]),
};
/** No report, or the call failed: nothing shows. */
export const None: StoryObj = { render: () => show('none') };
