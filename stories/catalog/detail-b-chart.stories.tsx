import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineB } from './detail-fixtures';
import { DetailStory, detailSnapshot } from './detail-story';

/** The chart dialog of B's consumer price. */
const meta = {
  title: 'Catalog/Detail/B price chart',
  parameters: { route: `/medicine-B/${medicineB._id}`, signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'chart' }, { category: 'B', medicine: medicineB }, { chart: 'price_consumer' });

export const ConsumerPriceChart: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
