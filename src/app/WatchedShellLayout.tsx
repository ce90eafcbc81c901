import type { ReactNode } from 'react';
import { WatchlistProvider } from '../components/watchlist';
import { ShellLayout } from './ShellLayout';

/** The signed-in frame with the watchlist (behaviour §10.1) running for its stars, bell and screen. */
export function WatchedShellLayout({ children }: { children?: ReactNode }) {
  return (
    <WatchlistProvider>
      <ShellLayout>{children}</ShellLayout>
    </WatchlistProvider>
  );
}
