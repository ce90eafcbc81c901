import { makeStyles, tokens } from '@fluentui/react-components';
import type { EntrySource } from '../../../machines/medicine-detail.connect';
import { faPrices } from '../../i18n/fa-prices';
import { formatJalaliDate } from '../../lib/jalali';

const useStyles = makeStyles({
  line: {
    margin: 0,
    marginBlockStart: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  reason: { display: 'block' },
});

/** Where a price entry came from, in one line (behaviour §10.12): the import and its date, a hand entry, or the seed. */
export function sourceText(source: EntrySource): string {
  if (source.kind === 'seed') return faPrices.source.seed;
  if (source.derived) return faPrices.source.derived;
  const date = formatJalaliDate(source.published_at);
  if (source.kind === 'import' && source.import) return faPrices.source.import(source.import.file_name, date);
  return faPrices.source.hand(date);
}

/** The short name of a source, for a table's column. */
export function sourceShort(source: EntrySource): string {
  if (source.kind === 'seed') return faPrices.source.short.seed;
  if (source.derived) return faPrices.source.short.derived;
  if (source.kind === 'import' && source.import) return faPrices.source.short.import(source.import.file_name);
  return faPrices.source.short.hand;
}

/** The quiet line under a price saying where it came from; nothing on a backend without provenance. */
export function PriceSourceLine({ source }: { source: EntrySource | undefined }) {
  const styles = useStyles();
  if (!source) return null;
  const reason = source.kind === 'hand' && source.reason ? source.reason : null;
  return (
    <p className={styles.line} data-testid="price-source">
      {sourceText(source)}
      {reason && <span className={styles.reason}>{faPrices.source.reason(reason)}</span>}
    </p>
  );
}
