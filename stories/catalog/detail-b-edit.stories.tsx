import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineBWith } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** Category B, status 'edit' (ویرایش). */
const meta = { title: 'Catalog/Detail/B status edit', parameters: { route: '/medicine-B/b-vitamin-d3', signedIn: true } } satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'B', medicine: medicineBWith('edit') });

export const Edit: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
export const EditPhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} />, globals: phone };
