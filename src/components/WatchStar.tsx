import { useContext } from 'react';
import { useSelector } from '@xstate/react';
import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { Star20Filled, Star20Regular } from '@fluentui/react-icons';
import { connectWatchlist } from '../../machines/watchlist.connect';
import type { WatchlistSnapshot } from '../../machines/watchlist.machine';
import { fa } from '../i18n/fa';
import { WatchlistContext, fallbackWatchlistRef } from './watchlist';

const useStyles = makeStyles({
  root: { marginInlineEnd: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
  watched: { color: tokens.colorPaletteMarigoldForeground1 },
  label: { '@media (max-width: 767px)': { display: 'none' } },
  /** A row's star: a plain button in the look of Fluent's small subtle icon button. */
  light: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: '24px',
    height: '24px',
    padding: 0,
    marginInlineEnd: tokens.spacingHorizontalXS,
    verticalAlign: 'middle',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2BrandHover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
  },
});

export interface WatchStarProps {
  category: 'A' | 'B';
  medicineId: string;
  /** The drug's name, for the button's label. */
  name: string | null | undefined;
  /** With its text ('پیگیری قیمت' / 'در حال پیگیری') beside the star (detail pages). */
  withText?: boolean;
}

const notReady = { ready: false, watched: false, canToggle: false } as const;

/**
 * The star that adds a drug to the watchlist or removes it (behaviour §10.1): a toggle button with
 * `aria-pressed`, keyboard operable, labelled with the drug's name. Nothing outside the shell's
 * watchlist provider, or before the watchlist is known. A star reads only its own drug's state, so a
 * change to the watchlist renders again only the stars it changes; a list row's star is a plain
 * button (a page of rows renders no Fluent button).
 */
export function WatchStar({ category, medicineId, name, withText = false }: WatchStarProps) {
  const styles = useStyles();
  const ref = useContext(WatchlistContext);
  const actor = ref ?? fallbackWatchlistRef;
  const state = (snapshot: WatchlistSnapshot | null) => {
    if (!ref || !snapshot) return notReady;
    const watchlist = connectWatchlist(snapshot, ref.send);
    return {
      ready: watchlist.ready && watchlist.available,
      watched: watchlist.isWatched(category, medicineId),
      canToggle: watchlist.canToggle,
    };
  };
  const ready = useSelector(actor, (s) => state(s).ready);
  const watched = useSelector(actor, (s) => state(s).watched);
  const canToggle = useSelector(actor, (s) => state(s).canToggle);
  if (!ref || !ready) return null;
  const label = (watched ? fa.watchlist.unstar : fa.watchlist.star)(name?.trim() || fa.watchlist.noName);
  const disabled = !canToggle;
  const toggle = () => !disabled && ref.send({ type: 'WATCH.TOGGLE', category, medicineId });
  const icon = watched ? <Star20Filled className={styles.watched} /> : <Star20Regular />;
  if (!withText) {
    return (
      <button
        type="button"
        className={styles.light}
        aria-pressed={watched}
        aria-label={label}
        title={label}
        aria-disabled={disabled || undefined}
        data-testid="watch-star"
        onClick={toggle}
      >
        {icon}
      </button>
    );
  }
  return (
    <ToggleButton
      appearance="subtle"
      size="medium"
      checked={watched}
      aria-label={label}
      title={label}
      disabledFocusable={disabled}
      className={styles.root}
      data-testid="watch-star"
      icon={icon}
      onClick={toggle}
    >
      <span className={styles.label}>{watched ? fa.watchlist.watching : fa.watchlist.starShort}</span>
    </ToggleButton>
  );
}
