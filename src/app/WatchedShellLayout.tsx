import type { ReactNode } from 'react';
import { UnreadAnswersProvider } from '../components/unreadAnswers';
import { WatchlistProvider } from '../components/watchlist';
import { ShellLayout } from './ShellLayout';

/**
 * The signed-in frame with the watchlist (behaviour §10.1) running for its stars, bell and screen, and
 * the unread answers (behaviour §10.10) for the tickets menu items' badge.
 */
export function WatchedShellLayout({ children }: { children?: ReactNode }) {
  return (
    <WatchlistProvider>
      <UnreadAnswersProvider>
        <ShellLayout>{children}</ShellLayout>
      </UnreadAnswersProvider>
    </WatchlistProvider>
  );
}
