import { makeStyles, tokens } from '@fluentui/react-components';

const SMALL_SCREEN = '@media (max-width: 767px)';

export const usePackagesStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXL,
    maxWidth: '1080px',
    marginInline: 'auto',
    width: '100%',
    boxSizing: 'border-box',
    [SMALL_SCREEN]: {
      paddingInline: tokens.spacingHorizontalM,
      paddingBlock: tokens.spacingVerticalM,
    },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    [SMALL_SCREEN]: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  },
  tabs: {
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  /** Table headers may wrap on a phone (the shared table keeps them on one line, which overlaps here). */
  header: {
    whiteSpace: 'normal',
  },
  number: {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  inRial: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  payButton: {
    minWidth: '96px',
    [SMALL_SCREEN]: { minWidth: '64px' },
  },
  status: {
    whiteSpace: 'nowrap',
  },
  emptyBox: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
  },
  footer: {
    display: 'flex',
    justifyContent: 'center',
  },
});
