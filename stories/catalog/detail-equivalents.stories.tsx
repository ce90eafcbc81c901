import type { Meta, StoryObj } from '@storybook/react-vite';
import { medicineA } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';
import { equivalentsOfA, equivalentsSnapshot, equivalentTwins } from './equivalents-fixtures';

/** The 'same medicine, other brands' card under a category A drug, one story per state of its machine. */
const meta = { title: 'Catalog/Detail/Equivalents', parameters: { route: `/medicine-A/${medicineA._id}`, signedIn: true } } satisfies Meta;
export default meta;

const snapshot = detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: medicineA });
const loaded = equivalentsSnapshot('loaded', { result: equivalentsOfA });

export const Loading: StoryObj = { render: () => <DetailStory snapshot={snapshot} equivalents={equivalentsSnapshot('loading')} /> };
export const Loaded: StoryObj = { render: () => <DetailStory snapshot={snapshot} equivalents={loaded} /> };
export const LoadedPhone: StoryObj = { render: () => <DetailStory snapshot={snapshot} equivalents={loaded} />, globals: phone };
export const Empty: StoryObj = {
  render: () => (
    <DetailStory
      snapshot={snapshot}
      equivalents={equivalentsSnapshot('loaded', { result: { ...equivalentsOfA, docs: [], totalDocs: 0 } })}
    />
  ),
};
export const Failed: StoryObj = {
  render: () => <DetailStory snapshot={snapshot} equivalents={equivalentsSnapshot('failed', { failure: { kind: 'network' } })} />,
};
export const SameNameTwins: StoryObj = {
  render: () => <DetailStory snapshot={snapshot} equivalents={equivalentsSnapshot('loaded', { result: equivalentTwins })} />,
};
