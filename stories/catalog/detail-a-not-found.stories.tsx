import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailStory, detailSnapshot } from './detail-story';

/** An id the server does not know: 'دارویی یافت نشد!' and a close button. */
const meta = { title: 'Catalog/Detail/Not found', parameters: { route: '/medicine-A/unknown', signedIn: true } } satisfies Meta;
export default meta;

const snapshot = detailSnapshot('notFound', null, { failure: { kind: 'notFound', message: 'دارویی یافت نشد!' } });

export const NotFound: StoryObj = { render: () => <DetailStory snapshot={snapshot} /> };
