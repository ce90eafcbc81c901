import { makeStyles, tokens } from '@fluentui/react-components';

/** The photo's round box (96 px with its border, as a button draws it). */
const photoBox = {
  boxSizing: 'border-box',
  width: '96px',
  height: '96px',
  minWidth: '96px',
  padding: 0,
  borderRadius: tokens.borderRadiusCircular,
  overflow: 'hidden',
  border: `2px solid ${tokens.colorBrandStroke1}`,
  backgroundColor: tokens.colorNeutralBackground1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** Styles of both detail pages; logical properties only, Griffel flips them for right-to-left. */
export const useDetailStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    maxWidth: '1200px',
    marginInline: 'auto',
    width: '100%',
    boxSizing: 'border-box',
  },
  titleBar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    flexWrap: 'wrap',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  subtitle: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  photoButton: {
    ...photoBox,
    cursor: 'zoom-in',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  /** The photo's box while the access gate decides (BootDetailTitle): the button's, nothing to press. */
  photoFrame: photoBox,
  photo: {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  },
  noPhoto: {
    width: '96px',
    height: '96px',
    minWidth: '96px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXS,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    textAlign: 'center',
  },
  /**
   * One row group of cards (a `dl`): cards share the row and grow to fill it, so a group never leaves
   * holes; groups follow the behaviour §2 order.
   */
  cards: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 767px)': { gap: tokens.spacingVerticalS },
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    flexGrow: 1,
    flexShrink: 1,
    flexBasis: '220px',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    // Phones: every card the same way, label above value, compact.
    '@media (max-width: 767px)': {
      flexBasis: '100%',
      gap: 0,
      paddingBlock: tokens.spacingVerticalS,
    },
  },
  wide: {
    flexBasis: '100%',
  },
  /** A card that takes three shares of its row (the description beside the scientific information). */
  broad: {
    flexGrow: 3,
    flexBasis: '480px',
    '@media (max-width: 767px)': { flexBasis: '100%' },
  },
  cardLabel: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  cardValue: {
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
    minHeight: '32px',
    '@media (max-width: 767px)': { fontSize: tokens.fontSizeBase300, minHeight: '28px' },
  },
  valueText: {
    flexGrow: 1,
    minWidth: 0,
  },
  /** Long text (a description) reads as a paragraph, not in the values' bold. */
  prose: {
    fontWeight: tokens.fontWeightRegular,
    whiteSpace: 'pre-line',
  },
  latin: {
    direction: 'ltr',
    unicodeBidi: 'isolate',
    textAlign: 'end',
  },
  related: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  /** A related drug: a chip of its own, so neighbouring names never run together. */
  relatedChip: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, textDecorationLine: 'none' },
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
  },
  status: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});
