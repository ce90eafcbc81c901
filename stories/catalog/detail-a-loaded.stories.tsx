import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineA } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** Category A with added value (four prices), a photo, related drugs and a description. */
const meta = {
  title: 'Catalog/Detail/A with added value',
  parameters: { route: `/medicine-A/${medicineA._id}`, signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: medicineA });

export const WithAddedValue: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const WithAddedValuePhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
