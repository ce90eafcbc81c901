import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineA } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/**
 * Category A whose photo did not load (behaviour §10: a backend without the photo addition): the
 * no-photo mark where the photo was, nothing to open, nothing said (behaviour §10).
 */
const meta = {
  title: 'Catalog/Detail/A photo missing',
  parameters: { route: `/medicine-A/${medicineA._id}`, signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: medicineA }, { photoMissing: true });

export const PhotoMissing: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const PhotoMissingPhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
