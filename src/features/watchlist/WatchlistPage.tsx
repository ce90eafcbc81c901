import { WatchlistScreen } from './WatchlistView';

/** Route /watchlist (behaviour §10.1): the shell runs the watchlist machine; this screen shows it. */
export default function WatchlistPage() {
  return <WatchlistScreen />;
}
