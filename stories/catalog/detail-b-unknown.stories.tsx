import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineBWith } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** Category B, status 'unknown' (any other value: '-'). */
const meta = { title: 'Catalog/Detail/B status unknown', parameters: { route: '/medicine-B/b-vitamin-d3', signedIn: true } } satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'B', medicine: medicineBWith('archived') });

export const UnknownStatus: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const UnknownStatusPhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
