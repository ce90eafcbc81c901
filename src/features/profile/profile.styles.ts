import { makeStyles, tokens } from '@fluentui/react-components';

export const useProfileStyles = makeStyles({
  /** The profile card and, below it, the SMS digest card. */
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    '@media (max-width: 767px)': { gap: tokens.spacingVerticalL },
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
  },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  sectionTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  digest: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    // The switch's own label wraps on a phone; the indicator stays beside its first line.
    '& .fui-Switch': { alignItems: 'flex-start' },
    '& .fui-Switch__indicator': { flexShrink: 0 },
  },
  digestStatus: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  skeleton: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalL,
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  skeletonField: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  skeletonLabel: { width: '30%' },
});
