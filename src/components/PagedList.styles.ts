import { makeStyles, tokens } from '@fluentui/react-components';

const SMALL_SCREEN = '@media (max-width: 767px)';

/** The paged lists' page (the catalogues and the price changes): heading, table footer. */
export const usePagedListStyles = makeStyles({
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
    [SMALL_SCREEN]: { paddingInline: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalM },
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  breadcrumbText: {
    paddingInline: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    [SMALL_SCREEN]: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
  },
  footerStart: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  total: { color: tokens.colorNeutralForeground3 },
  hiddenOnSmall: { [SMALL_SCREEN]: { display: 'none' } },
});
