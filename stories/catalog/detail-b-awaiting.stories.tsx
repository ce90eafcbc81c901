import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineBWith } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** Category B, status 'awaiting' (در انتظار تأیید). */
const meta = {
  title: 'Catalog/Detail/B status awaiting',
  parameters: { route: '/medicine-B/b-vitamin-d3', signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'B', medicine: medicineBWith('awaiting') });

export const Awaiting: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const AwaitingPhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
