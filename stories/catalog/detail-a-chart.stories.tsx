import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineA } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** The price chart dialog of A's unit price with added value (apexcharts loads with it). */
const meta = {
  title: 'Catalog/Detail/A price chart',
  parameters: { route: `/medicine-A/${medicineA._id}`, signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'chart' }, { category: 'A', medicine: medicineA }, { chart: 'price_OA' });

export const PriceChart: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const PriceChartPhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
