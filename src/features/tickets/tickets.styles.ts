import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

export const useTicketsStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalXXL),
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalM) },
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  newButton: { '@media (max-width: 767px)': { width: '100%' } },
  footer: { display: 'flex', justifyContent: 'center' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { height: '200px', '& textarea': { maxHeight: 'none' } },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 767px)': { '& > button': { flexGrow: 1 } },
  },
  detail: { display: 'grid', gap: tokens.spacingVerticalM, margin: 0 },
  detailRow: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
  noAnswer: { margin: 0, color: tokens.colorNeutralForeground3 },
  titleCell: { overflowWrap: 'anywhere' },
  // On a phone the action is its icon (the button keeps its full name for screen readers).
  showText: { '@media (max-width: 767px)': { display: 'none' } },
});
