import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailStory, detailSnapshot } from './detail-story';

/** A server error or no network: the generic message, retry and close (the toast came from the machine). */
const meta = { title: 'Catalog/Detail/Failed', parameters: { route: '/medicine-A/a-1', signedIn: true } } satisfies Meta;
export default meta;

const snapshot = detailSnapshot('failed', null, { failure: { kind: 'server', status: 500 } });

export const Failed: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
