import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineAPlain } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** Category A without added value (two prices, 'ندارد'), no name, no photo, no description, no related drugs. */
const meta = {
  title: 'Catalog/Detail/A without added value',
  parameters: { route: `/medicine-A/${medicineAPlain._id}`, signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: medicineAPlain });

export const WithoutAddedValue: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const WithoutAddedValuePhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
