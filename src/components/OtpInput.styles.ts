import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

export const useOtpInputStyles = makeStyles({
  group: {
    display: 'flex',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
  },
  box: {
    width: '52px',
    height: '56px',
    boxSizing: 'border-box',
    textAlign: 'center',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusLarge,
    outlineStyle: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: tokens.durationFast,
    ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover) },
    ':focus-visible': {
      ...shorthands.borderColor(tokens.colorBrandStroke1),
      boxShadow: `0 0 0 2px ${tokens.colorBrandStroke2}`,
    },
    ':focus': {
      ...shorthands.borderColor(tokens.colorBrandStroke1),
      boxShadow: `0 0 0 2px ${tokens.colorBrandStroke2}`,
    },
    ':disabled': {
      color: tokens.colorNeutralForegroundDisabled,
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
      ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled),
    },
  },
  filled: {
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  invalid: {
    ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
  },
});
