import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailStory, detailSnapshot } from './detail-story';

/** The detail page while the drug loads. */
const meta = { title: 'Catalog/Detail/Loading', parameters: { route: '/medicine-A/a-1', signedIn: true } } satisfies Meta;
export default meta;

export const Loading: StoryObj = { render: () => <DetailStory snapshot={detailSnapshot('loading', null)} /> };
