import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineB } from './detail-fixtures';
import { DetailStory, detailSnapshot, reportSnapshot } from './detail-story';

/** After a failed send the dialog stays open with what was typed (the behaviour §8 toast came from the machine). */
const meta = {
  title: 'Catalog/Detail/Report failed',
  parameters: { route: `/medicine-B/${medicineB._id}`, signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'B', medicine: medicineB });
const report = reportSnapshot('open', {
  category: 'B',
  medicineId: medicineB._id,
  title: 'کد GTIN',
  report: 'کد GTIN روی جعبه متفاوت است.',
  failure: { kind: 'network' },
});

export const ReportFailed: StoryObj = { render: () => <DetailStory snapshot={snapshot} report={report} /> };
