import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWatchlist } from './watchlist';
import { BellButton } from './BellButton';
import { useAlertsStyles, WatchAlertsPanel } from './WatchAlertsPanel';

/** The bell with its popover of alerts: loaded on the bell's first click (see `WatchBell`). */
export function WatchBellPopover({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const styles = useAlertsStyles();
  const watchlist = useWatchlist();
  const navigate = useNavigate();
  if (!watchlist) return null;
  const go = (to: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpenChange(false);
    navigate(to);
  };
  return (
    <Popover open={open} positioning={{ position: 'below', align: 'end' }} trapFocus onOpenChange={(_, data) => onOpenChange(data.open)}>
      <PopoverTrigger disableButtonEnhancement>
        <BellButton unread={watchlist.unread} />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-labelledby="watch-alerts-title" data-testid="watch-alerts">
        <WatchAlertsPanel go={go} />
      </PopoverSurface>
    </Popover>
  );
}
