import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';
import { toPersianDigits } from '../lib/digits';

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '18px',
    height: '18px',
    paddingInline: '4px',
    marginInlineStart: tokens.spacingHorizontalXS,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
  },
  brand: { backgroundColor: tokens.colorBrandBackground },
  danger: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

/**
 * A small round count in Persian digits, in Fluent's look (the filter count, the unread answers). A
 * span, not Fluent's `Badge`: its package would be the list page's only reason to load it (§11.1).
 */
export function CountBadge({ count, tone, ...rest }: { count: number; tone: 'brand' | 'danger' } & HTMLAttributes<HTMLSpanElement>) {
  const styles = useStyles();
  return (
    <span {...rest} className={mergeClasses(styles.badge, styles[tone])}>
      {toPersianDigits(count)}
    </span>
  );
}
