import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineBWith } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** Category B, status 'in-active' (غیرفعال، بدون توضیحات). */
const meta = {
  title: 'Catalog/Detail/B status in-active',
  parameters: { route: '/medicine-B/b-vitamin-d3', signedIn: true },
} satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'B', medicine: medicineBWith('in-active', null) });

export const Inactive: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const InactivePhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
