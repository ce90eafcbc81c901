import { makeStyles, tokens, type GriffelStyle } from '@fluentui/react-components';

/** The photo's round box (96 px with its border, as a button draws it). */
export const photoBox = {
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

/**
 * A drug's title bar (the photo's place, the name, the catalogue's subtitle) and its page box: the
 * detail pages draw them, and the signed-in frame draws the same boxes while the access gate decides.
 */
export const detailTitleStyles = {
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
} satisfies Record<string, GriffelStyle>;

export const useDetailTitleStyles = makeStyles(detailTitleStyles);
