import { makeStyles, tokens } from '@fluentui/react-components';
import { detailTitleStyles, photoBox } from '../../components/DetailTitleBar.styles';

/** Styles of both detail pages; logical properties only, Griffel flips them for right-to-left. */
export const useDetailStyles = makeStyles({
  /** The note under a computed box price (behaviour §10.12). */
  derived: {
    display: 'block',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  page: detailTitleStyles.page,
  titleBar: detailTitleStyles.titleBar,
  title: detailTitleStyles.title,
  subtitle: detailTitleStyles.subtitle,
  photoButton: {
    ...photoBox,
    cursor: 'zoom-in',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  photoFrame: detailTitleStyles.photoFrame,
  photo: detailTitleStyles.photo,
  noPhoto: detailTitleStyles.noPhoto,
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
