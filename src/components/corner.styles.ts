import { type GriffelStyle, tokens } from '@fluentui/react-components';

/**
 * A card in the signed-in frame's bottom corner, over the page (ShellLayout places them): the device
 * copy's panel (behaviour §10.15) and the new build's notice (behaviour §10.14).
 */
export const cornerCard: GriffelStyle = {
  boxSizing: 'border-box',
  maxWidth: '100%',
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow8,
  borderInlineStartWidth: '3px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: tokens.colorBrandStroke1,
  fontSize: tokens.fontSizeBase200,
};
