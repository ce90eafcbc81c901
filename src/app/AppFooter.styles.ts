import { makeStyles, tokens } from '@fluentui/react-components';

const mobile = '@media (max-width: 767px)';

export const useFooterStyles = makeStyles({
  root: {
    marginTop: tokens.spacingVerticalXXXL,
    backgroundColor: '#0b3d33',
    color: '#e6f4f1',
  },
  inner: {
    display: 'grid',
    gridTemplateColumns: '2fr 1fr 1.4fr',
    gap: tokens.spacingHorizontalXXXL,
    maxWidth: '1280px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
    paddingBlock: tokens.spacingVerticalXXXL,
    [mobile]: { gridTemplateColumns: '1fr', gap: tokens.spacingVerticalXL, paddingInline: tokens.spacingHorizontalL },
  },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    marginBottom: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    color: '#ffffff',
  },
  heading: {
    margin: 0,
    marginBottom: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: '#ffffff',
  },
  paragraph: {
    margin: 0,
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase300,
    color: '#cfe7e1',
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  link: {
    color: '#e6f4f1',
    textDecorationLine: 'none',
    ':hover': { color: '#ffffff', textDecorationLine: 'underline' },
    ':focus-visible': { outline: '2px solid #ffffff', borderRadius: tokens.borderRadiusSmall },
  },
  contactRow: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    flexWrap: 'wrap',
  },
  label: {
    color: '#a9d3ca',
  },
  ltr: {
    direction: 'ltr',
    unicodeBidi: 'isolate',
  },
  social: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalL,
  },
  socialLink: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'rgba(255, 255, 255, 0.1)',
    color: '#ffffff',
    ':hover': { backgroundColor: 'rgba(255, 255, 255, 0.2)' },
    ':focus-visible': { outline: '2px solid #ffffff' },
  },
  copyright: {
    borderTop: '1px solid rgba(255, 255, 255, 0.15)',
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXL,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase200,
    color: '#cfe7e1',
  },
});
