import { makeStyles, tokens } from '@fluentui/react-components';

/** The detail's "your reports on this drug" card, beside the equivalents card; logical properties only. */
export const useMyReportsStyles = makeStyles({
  card: {
    maxWidth: '1200px',
    width: '100%',
    boxSizing: 'border-box',
    marginInline: 'auto',
    marginBlockEnd: tokens.spacingVerticalXL,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyleType: 'none',
    margin: 0,
    marginBlockStart: tokens.spacingVerticalS,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  when: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});
