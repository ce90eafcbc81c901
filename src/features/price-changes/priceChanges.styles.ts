import { makeStyles, tokens } from '@fluentui/react-components';

const SMALL_SCREEN = '@media (max-width: 767px)';

export const usePriceChangeStyles = makeStyles({
  chips: { flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
  },
  onlySmall: { display: 'none', [SMALL_SCREEN]: { display: 'flex' } },
  wrapHeading: { [SMALL_SCREEN]: { whiteSpace: 'normal', display: 'inline-block' } },
  price: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  changeUnder: { display: 'none', [SMALL_SCREEN]: { display: 'block', fontSize: tokens.fontSizeBase200 } },
});
