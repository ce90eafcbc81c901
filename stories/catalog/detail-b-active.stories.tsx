import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineBWith } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** Category B, status 'active' (فعال). */
const meta = { title: 'Catalog/Detail/B status active', parameters: { route: '/medicine-B/b-vitamin-d3', signedIn: true } } satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'B', medicine: medicineBWith('active') });

export const Active: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const ActivePhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
