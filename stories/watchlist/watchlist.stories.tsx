import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AlertsPanelStory,
  fullItems,
  noneUnread,
  phone,
  twoItems,
  twoUnread,
  WatchlistStory,
  watchlistSnapshot,
} from './watchlist-fixtures';

/** 'My watchlist' (/watchlist) and the header's bell (behaviour §10.1), one story per state of the watchlist machine. */
const meta = {
  title: 'Watchlist/My watchlist',
  parameters: { route: '/watchlist', signedIn: true },
} satisfies Meta;

export default meta;

const unread = { alerts: twoUnread.alerts, unread: twoUnread.unread };

/** The watchlist and the alerts load: skeleton rows, no count on the bell yet. */
export const Loading: StoryObj = { render: () => <WatchlistStory snapshot={watchlistSnapshot({ items: 'loading', alerts: 'loading' })} /> };

/** Two watched drugs with price and last change; the bell counts two unread alerts (Persian digits). */
export const Ready: StoryObj = {
  render: () => <WatchlistStory snapshot={watchlistSnapshot({ items: 'ready', alerts: 'idle' }, { items: twoItems, ...unread })} />,
};

/** The same on a phone: generic name, category and last change hidden. */
export const ReadyPhone: StoryObj = { ...Ready, globals: phone };

/** Nothing watched yet. */
export const Empty: StoryObj = {
  render: () => <WatchlistStory snapshot={watchlistSnapshot({ items: 'ready', alerts: 'idle' }, { ...noneUnread })} />,
};

/** The watchlist could not be loaded: what went wrong and 'try again'. */
export const Failed: StoryObj = {
  render: () => (
    <WatchlistStory snapshot={watchlistSnapshot({ items: 'failed', alerts: 'failed' }, { failure: { kind: 'server', status: 500 } })} />
  ),
};

/** A drug is being removed: the remove buttons wait. */
export const Removing: StoryObj = {
  render: () => (
    <WatchlistStory
      snapshot={watchlistSnapshot(
        { items: 'removing', alerts: 'idle' },
        { items: twoItems, pending: { category: 'B', medicineId: 'b-1' }, ...unread },
      )}
    />
  ),
};

/** A new star is being saved (from a list); the bell's alerts are read again. */
export const Adding: StoryObj = {
  render: () => (
    <WatchlistStory
      snapshot={watchlistSnapshot(
        { items: 'adding', alerts: 'loading' },
        { items: twoItems, pending: { category: 'A', medicineId: 'a-9' } },
      )}
    />
  ),
};

/** After a star: the list is read again for its names and price. */
export const Refreshing: StoryObj = {
  render: () => <WatchlistStory snapshot={watchlistSnapshot({ items: 'refreshing', alerts: 'idle' }, { items: twoItems, ...unread })} />,
};

/** 500 drugs: the limit (another star only says so). */
export const Full: StoryObj = {
  render: () => <WatchlistStory snapshot={watchlistSnapshot({ items: 'ready', alerts: 'idle' }, { items: fullItems })} />,
};

/** The bell's panel: the unread alerts, newest first, with 'mark all read'. */
export const AlertsUnread: StoryObj = {
  render: () => <AlertsPanelStory snapshot={watchlistSnapshot({ items: 'ready', alerts: 'idle' }, { items: twoItems, ...unread })} />,
};

/** 'Mark all read' is being saved. */
export const AlertsMarking: StoryObj = {
  render: () => <AlertsPanelStory snapshot={watchlistSnapshot({ items: 'ready', alerts: 'marking' }, { items: twoItems, ...unread })} />,
};

/** No new alert. */
export const AlertsNone: StoryObj = {
  render: () => <AlertsPanelStory snapshot={watchlistSnapshot({ items: 'ready', alerts: 'idle' }, { items: twoItems })} />,
};

/** The alerts are being read. */
export const AlertsLoading: StoryObj = {
  render: () => <AlertsPanelStory snapshot={watchlistSnapshot({ items: 'ready', alerts: 'loading' }, { items: twoItems })} />,
};
