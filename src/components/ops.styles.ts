import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

const mobile = '@media (max-width: 767px)';

/** The console's screens share one look: a card per screen, its heading, filters, a form, a detail list. */
export const useOpsStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalXXL),
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    [mobile]: { ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalM) },
  },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  subtitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    '& > *': { minWidth: '160px', flexGrow: 1, maxWidth: '280px' },
    [mobile]: { '& > *': { maxWidth: 'none' } },
  },
  footer: { display: 'flex', justifyContent: 'center' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    [mobile]: { '& > button': { flexGrow: 1 } },
  },
  detail: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  detailRow: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
  text: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    ...shorthands.padding(tokens.spacingVerticalM, tokens.spacingHorizontalM),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  cellText: { overflowWrap: 'anywhere' },
  link: {
    color: tokens.colorBrandForeground1,
    overflowWrap: 'anywhere',
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  /** Latin digits and references read left to right inside right-to-left text. */
  ltr: { direction: 'ltr', unicodeBidi: 'isolate' },
  notes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, paddingInlineStart: 0, listStyleType: 'none' },
  note: {
    ...shorthands.padding(tokens.spacingVerticalS, tokens.spacingHorizontalM),
    borderInlineStart: `3px solid ${tokens.colorPaletteYellowBorderActive}`,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  answerBox: { '& textarea': { minHeight: '160px' } },
  iconText: { [mobile]: { display: 'none' } },
});
