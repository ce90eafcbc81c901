import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineA } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone, reportSnapshot } from './detail-story';

/** The report dialog, open with a title and text typed. */
const meta = { title: 'Catalog/Detail/Report open', parameters: { route: `/medicine-A/${medicineA._id}`, signedIn: true } } satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: medicineA });
const report = reportSnapshot('open', { title: 'قیمت اشتباه', report: 'قیمت جعبه با قیمت روی بسته‌بندی یکسان نیست.' });

export const ReportOpen: StoryObj = { render: () => <DetailStory snapshot={snapshot} report={report} /> };
export const ReportOpenPhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} report={report} />, globals: phone };
