import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineA } from './detail-fixtures';
import { DetailStory, detailSnapshot, reportSnapshot } from './detail-story';

/** The report dialog while sending: submit disabled with a spinner, fields read-only. */
const meta = {
  title: 'Catalog/Detail/Report sending',
  parameters: { route: `/medicine-A/${medicineA._id}`, signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: medicineA });
const report = reportSnapshot('sending', { title: 'قیمت اشتباه', report: 'قیمت جعبه با قیمت روی بسته‌بندی یکسان نیست.' });

export const ReportSending: StoryObj = { render: () => <DetailStory snapshot={snapshot} report={report} /> };
