import { makeStyles, tokens } from '@fluentui/react-components';

/** Below this width (behaviour §9: max 767px) secondary columns are hidden. */
export const SMALL_SCREEN = '@media (max-width: 767px)';

/** A body row's height with one line of text (a cell of Fluent's small table, its padding and border). */
const ROW_HEIGHT = '51px';
const HEADER_HEIGHT = '49px';

export const useDataTableStyles = makeStyles({
  wrapper: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    // Under the sticky header (64 px; 56 px on phones) when scrolled to.
    scrollMarginTop: '72px',
  },
  /** The loading table's height: its page of rows to come (`--reserved-rows`). */
  reserved: {
    minHeight: `calc(${HEADER_HEIGHT} + var(--reserved-rows) * ${ROW_HEIGHT})`,
  },
  table: {
    minWidth: '100%',
    [SMALL_SCREEN]: {
      fontSize: tokens.fontSizeBase200,
      lineHeight: tokens.lineHeightBase200,
    },
  },
  headerRow: {
    backgroundColor: tokens.colorNeutralBackground3,
  },
  headerCell: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
  },
  /** On a phone a heading wraps inside its column rather than running into its neighbour's. */
  headerWraps: {
    [SMALL_SCREEN]: { whiteSpace: 'normal' },
  },
  body: { display: 'table-row-group' },
  /** Fluent's small table row, written once for every row. */
  row: {
    display: 'table-row',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1Hover },
    ':nth-child(even)': { backgroundColor: tokens.colorNeutralBackground2 },
    ':nth-child(even):hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  highlighted: {
    backgroundColor: tokens.colorBrandBackground2,
    ':nth-child(even)': { backgroundColor: tokens.colorBrandBackground2 },
    boxShadow: `inset -4px 0 0 ${tokens.colorBrandStroke1}`,
  },
  /** Fluent's small table cell, with room above and below. */
  cell: {
    display: 'table-cell',
    position: 'relative',
    verticalAlign: 'middle',
    height: '34px',
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    [SMALL_SCREEN]: {
      paddingInline: tokens.spacingHorizontalXS,
    },
  },
  hiddenOnSmall: {
    [SMALL_SCREEN]: { display: 'none' },
  },
  rowNumber: {
    width: '56px',
    textAlign: 'center',
    [SMALL_SCREEN]: { width: '36px' },
  },
  action: {
    width: '136px',
    whiteSpace: 'nowrap',
    [SMALL_SCREEN]: { width: '44px', textAlign: 'center' },
  },
  /** A placeholder bar in the look of Fluent's skeleton item (its stencil colours), one element a cell. */
  skeletonItem: {
    display: 'block',
    width: '80%',
    height: '16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStencil1,
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } },
    animationDuration: '1.6s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  emptyCell: {
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase400,
  },
});
