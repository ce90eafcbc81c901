import { makeStyles, tokens } from '@fluentui/react-components';

/** Below this width (behaviour §9: max 767px) secondary columns are hidden. */
export const SMALL_SCREEN = '@media (max-width: 767px)';

export const useDataTableStyles = makeStyles({
  wrapper: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
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
  row: {
    ':nth-child(even)': { backgroundColor: tokens.colorNeutralBackground2 },
  },
  highlighted: {
    backgroundColor: tokens.colorBrandBackground2,
    ':nth-child(even)': { backgroundColor: tokens.colorBrandBackground2 },
    boxShadow: `inset -4px 0 0 ${tokens.colorBrandStroke1}`,
  },
  cell: {
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
  skeletonItem: {
    width: '80%',
  },
  emptyCell: {
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase400,
  },
});
