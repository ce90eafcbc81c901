import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from './lazyPage';
import { useWatchlist } from './watchlist';
import { BellButton } from './BellButton';

const WatchBellPopover = lazy(() => import('./WatchBellPopover').then((module) => ({ default: module.WatchBellPopover })));

/**
 * The header's bell (behaviour §10.1): the number of unread price and status changes of watched drugs in
 * Persian digits; it opens a popover with the newest ones, 'mark all read' and a link to the
 * watchlist. The popover's code loads on the first click (no page pays for it before). Nothing
 * outside the shell's watchlist provider.
 */
export function WatchBell() {
  const watchlist = useWatchlist();
  // The popover's own open state (closed when one of its links is followed).
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  if (!watchlist?.available) return null;
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) watchlist.refreshAlerts();
  };
  if (!wanted) return <BellButton unread={watchlist.unread} onClick={() => changeOpen(true)} />;
  return (
    <Suspense fallback={<BellButton unread={watchlist.unread} />}>
      <WatchBellPopover open={open} onOpenChange={changeOpen} />
    </Suspense>
  );
}
