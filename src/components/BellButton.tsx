import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { forwardRef, type ComponentProps } from 'react';
import { fa } from '../i18n/fa';
import { toPersianDigits } from '../lib/digits';

const useBellButtonStyles = makeStyles({
  // Fluent's button clips its content: the badge stands out of the icon's corner, above the button's edge.
  button: { overflow: 'visible' },
  iconSlot: { overflow: 'visible' },
  icon: { position: 'relative', display: 'inline-flex' },
  badge: {
    position: 'absolute',
    insetBlockStart: '-5px',
    insetInlineEnd: '-7px',
    minWidth: '18px',
    height: '18px',
    paddingInline: '4px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: '18px',
    textAlign: 'center',
  },
});

/** The bell button itself: the icon and the unread count (Persian digits), labelled with the count. */
export const BellButton = forwardRef<HTMLButtonElement, ComponentProps<typeof Button> & { unread: number }>(function BellButton(
  { unread, ...props },
  ref,
) {
  const styles = useBellButtonStyles();
  const count = toPersianDigits(unread);
  return (
    <Button
      {...props}
      ref={ref}
      appearance="subtle"
      className={mergeClasses(styles.button, props.className)}
      icon={{
        className: styles.iconSlot,
        children: (
          <span className={styles.icon}>
            <Alert24Regular />
            {unread > 0 && (
              <span className={styles.badge} aria-hidden data-testid="watch-bell-count">
                {count}
              </span>
            )}
          </span>
        ),
      }}
      aria-label={unread > 0 ? fa.watchlist.bell(count) : fa.watchlist.bellNone}
      data-testid="watch-bell"
    />
  );
});
