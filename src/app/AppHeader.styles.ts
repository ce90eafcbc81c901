import { makeStyles, tokens } from '@fluentui/react-components';

const mobile = '@media (max-width: 767px)';
/** 768-1100 px: the full menu still shows, so the brand and the user's name give way to it. */
const narrow = '@media (max-width: 1100px)';

export const useHeaderStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    maxWidth: '1280px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
    minHeight: '64px',
    [mobile]: { paddingInline: tokens.spacingHorizontalS, gap: tokens.spacingHorizontalXS, minHeight: '56px' },
  },
  hamburger: {
    display: 'none',
    [mobile]: { display: 'inline-flex' },
  },
  brand: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    flexShrink: 0,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusMedium },
  },
  brandText: {
    '@media (min-width: 768px) and (max-width: 1100px)': { display: 'none' },
  },
  nav: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    flexGrow: 1,
    [mobile]: { display: 'none' },
  },
  navItem: {
    minWidth: 'auto',
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    [narrow]: { paddingInline: tokens.spacingHorizontalS },
  },
  /** A label as wide as its semibold self: the active item's weight moves nothing beside it. */
  navLabel: {
    display: 'inline-flex',
    flexDirection: 'column',
    '::after': {
      content: 'attr(data-text)',
      height: 0,
      overflow: 'hidden',
      visibility: 'hidden',
      userSelect: 'none',
      pointerEvents: 'none',
      fontWeight: tokens.fontWeightSemibold,
    },
  },
  navItemActive: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorBrandBackground2,
  },
  spacer: {
    display: 'none',
    [mobile]: { display: 'block', flexGrow: 1 },
  },
  user: {
    flexShrink: 0,
    marginInlineStart: 'auto',
  },
  userName: {
    maxWidth: '180px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    [narrow]: { display: 'none' },
  },
  userButton: {
    minWidth: 'auto',
  },
  menuItemActive: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  skip: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: '-48px',
    zIndex: 20,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
});
