import { makeStyles, tokens, type GriffelStyle } from '@fluentui/react-components';

const SMALL_SCREEN = '@media (max-width: 767px)';

/**
 * A list screen's page box, its heading block and its title: the lists draw them, and the signed-in
 * frame draws the same boxes at the same places while the access gate decides (`ShellLayout`).
 */
export const pageHeadingStyles = {
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXL,
    maxWidth: '1280px',
    marginInline: 'auto',
    width: '100%',
    boxSizing: 'border-box',
    [SMALL_SCREEN]: {
      paddingInline: tokens.spacingHorizontalM,
      paddingBlock: tokens.spacingVerticalM,
    },
  },
  heading: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    [SMALL_SCREEN]: {
      fontSize: tokens.fontSizeBase400,
      lineHeight: tokens.lineHeightBase400,
    },
  },
} satisfies Record<string, GriffelStyle>;

export const usePageHeadingStyles = makeStyles(pageHeadingStyles);
