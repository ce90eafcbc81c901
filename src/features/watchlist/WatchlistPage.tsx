import { WatchlistScreen } from './WatchlistView';

/** Route /watchlist (issue 15): the shell runs the watchlist machine; this screen shows it. */
export default function WatchlistPage() {
  return <WatchlistScreen />;
}
