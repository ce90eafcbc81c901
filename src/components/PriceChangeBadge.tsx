import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { fa } from '../i18n/fa';
import { formatPriceChange, priceChange } from '../lib/price-change';

const useStyles = makeStyles({
  change: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  up: { color: tokens.colorPaletteRedForeground1 },
  down: { color: tokens.colorPaletteGreenForeground1 },
});

/**
 * A price's last change in percent, '▲ +۱۲٫۵٪' or '▼ −۳٫۲٪' (colour as well, never alone), read
 * aloud as 'افزایش ۱۲٫۵ درصد'; a dash when there is no earlier price.
 */
export function PriceChangeBadge({
  previous,
  current,
  className,
}: {
  previous: number | null | undefined;
  current: number | null | undefined;
  className?: string;
}) {
  const styles = useStyles();
  const change = priceChange(previous, current);
  if (!change) return <span className={className}>{fa.app.dash}</span>;
  const text = formatPriceChange(change);
  return (
    <span
      className={mergeClasses(styles.change, change.direction === 'up' && styles.up, change.direction === 'down' && styles.down, className)}
      data-testid="price-change"
      data-direction={change.direction}
      aria-label={fa.priceChange[change.direction](text.replace(/^[▲▼] [+−]?/, '').replace('٪', ''))}
    >
      <span dir="ltr">{text}</span>
    </span>
  );
}
