import { makeStyles, tokens } from '@fluentui/react-components';
import { pageHeadingStyles } from './PageHeading.styles';

const SMALL_SCREEN = '@media (max-width: 767px)';

/** The paged lists' page (the catalogues and the price changes): heading, table footer. */
export const usePagedListStyles = makeStyles({
  page: pageHeadingStyles.page,
  heading: pageHeadingStyles.heading,
  breadcrumbText: {
    paddingInline: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  title: pageHeadingStyles.title,
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
