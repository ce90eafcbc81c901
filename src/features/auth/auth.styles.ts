import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/** The sign-in and registration screens: a calm background and a centred card. */
export const useAuthStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBrandBackground2,
    backgroundImage: `radial-gradient(circle at 85% 10%, ${tokens.colorBrandBackground2Hover} 0, transparent 45%), radial-gradient(circle at 10% 90%, ${tokens.colorNeutralBackground1} 0, transparent 55%)`,
    '@media (max-width: 767px)': {
      justifyContent: 'flex-start',
      paddingBlock: tokens.spacingVerticalXL,
      paddingInline: tokens.spacingHorizontalM,
    },
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  brandText: {
    display: 'flex',
    flexDirection: 'column',
  },
  productName: {
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  tagline: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalXXL),
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    '@media (max-width: 767px)': {
      ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalL),
    },
  },
  /** What Fluent's Card draws, for the sign-in card that is a plain section. */
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  wideCard: {
    maxWidth: '960px',
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  title: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
  },
  hint: {
    color: tokens.colorNeutralForeground2,
    margin: 0,
  },
  ltrInput: {
    direction: 'ltr',
    textAlign: 'right',
  },
  numberLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  number: {
    direction: 'ltr',
    unicodeBidi: 'isolate',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  resend: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  countdown: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase300,
  },
  footer: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    paddingBlockStart: tokens.spacingVerticalS,
    borderTopWidth: tokens.strokeWidthThin,
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
  },
  fullWidth: {
    width: '100%',
  },
  phoneLink: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    direction: 'ltr',
    unicodeBidi: 'isolate',
  },
});
