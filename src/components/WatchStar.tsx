import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { Star20Filled, Star20Regular } from '@fluentui/react-icons';
import { fa } from '../i18n/fa';
import { useWatchlist } from './watchlist';

const useStyles = makeStyles({
  root: { marginInlineEnd: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
  watched: { color: tokens.colorPaletteMarigoldForeground1 },
  label: { '@media (max-width: 767px)': { display: 'none' } },
});

export interface WatchStarProps {
  category: 'A' | 'B';
  medicineId: string;
  /** The drug's name, for the button's label. */
  name: string | null | undefined;
  /** With its text ('پیگیری قیمت' / 'در حال پیگیری') beside the star (detail pages). */
  withText?: boolean;
}

/**
 * The star that adds a drug to the watchlist or removes it (behaviour §10.1): a toggle button with
 * `aria-pressed`, keyboard operable, labelled with the drug's name. Nothing outside the shell's
 * watchlist provider, or before the watchlist is known.
 */
export function WatchStar({ category, medicineId, name, withText = false }: WatchStarProps) {
  const styles = useStyles();
  const watchlist = useWatchlist();
  if (!watchlist?.ready || !watchlist.available) return null;
  const watched = watchlist.isWatched(category, medicineId);
  const label = (watched ? fa.watchlist.unstar : fa.watchlist.star)(name?.trim() || fa.watchlist.noName);
  const disabled = !watchlist.canToggle;
  return (
    <ToggleButton
      appearance="subtle"
      size={withText ? 'medium' : 'small'}
      checked={watched}
      aria-label={label}
      title={label}
      disabledFocusable={disabled}
      className={styles.root}
      data-testid="watch-star"
      icon={watched ? <Star20Filled className={styles.watched} /> : <Star20Regular />}
      onClick={() => !disabled && watchlist.toggle({ category, medicineId })}
    >
      {withText ? <span className={styles.label}>{watched ? fa.watchlist.watching : fa.watchlist.starShort}</span> : undefined}
    </ToggleButton>
  );
}
