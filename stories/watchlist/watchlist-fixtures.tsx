import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { watchlistMachine, type WatchlistSnapshot } from '../../machines/watchlist.machine';
import type { WatchlistContext } from '../../machines/watchlist.types';
import { ShellLayout } from '../../src/app/ShellLayout';
import { WatchlistProvider } from '../../src/components/watchlist';
import { WatchAlertsPanel } from '../../src/components/WatchAlertsPanel';
import { WatchlistScreen } from '../../src/features/watchlist/WatchlistView';

export { fullItems, twoItems, twoUnread, noneUnread } from '../../machines/model/watchlist.walk';

export const phone = { viewport: { value: 'phone', isRotated: false } };

/** Stories are static: every call the machine makes stays pending. */
const never = () => fromPromise<never>(() => new Promise<never>(() => {}));
const storyMachine = watchlistMachine.provide({
  actors: { fetchItems: never(), addItem: never(), removeItem: never(), fetchAlerts: never(), markRead: never() } as never,
  actions: { informFull: () => console.info('inform full'), reportFailure: (_, params) => console.info('failure', params) },
});

/** A real snapshot of the watchlist machine. */
export function watchlistSnapshot(value: WatchlistSnapshot['value'], context: Partial<WatchlistContext> = {}): WatchlistSnapshot {
  return watchlistMachine.resolveState({
    value,
    context: { items: [], pending: null, failure: null, alerts: [], unread: 0, ...context },
  }) as WatchlistSnapshot;
}

/** The 'my watchlist' screen in the signed-in frame (with the bell), for a snapshot. */
export function WatchlistStory({ snapshot, children }: { snapshot: WatchlistSnapshot; children?: ReactNode }) {
  return (
    <WatchlistProvider machine={storyMachine} snapshot={snapshot}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="*" element={children ?? <WatchlistScreen />} />
        </Route>
      </Routes>
    </WatchlistProvider>
  );
}

/** The bell's alert panel alone (as its popover shows it). */
export function AlertsPanelStory({ snapshot }: { snapshot: WatchlistSnapshot }) {
  return (
    <WatchlistProvider machine={storyMachine} snapshot={snapshot}>
      <div style={{ maxWidth: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <WatchAlertsPanel go={() => (event) => event.preventDefault()} />
      </div>
    </WatchlistProvider>
  );
}
