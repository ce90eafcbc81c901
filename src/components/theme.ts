import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** A calm pharmacy teal, from near-black (10) to a pale mint (160); 80 is the brand colour. */
export const darobanBrand: BrandVariants = {
  10: '#030f0c',
  20: '#07201a',
  30: '#0a2f27',
  40: '#0b3d33',
  50: '#0c4b3f',
  60: '#0d5a4c',
  70: '#0e6354',
  80: '#0f6c5c',
  90: '#2a7d6d',
  100: '#418d7e',
  110: '#579d8f',
  120: '#6dada0',
  130: '#84bdb2',
  140: '#9bcdc3',
  150: '#b3ddd5',
  160: '#cbede7',
};

/** Vazirmatn first (bundled, see fonts.css), then the system's Persian-capable fonts. */
export const fontFamily = "Vazirmatn, Tahoma, 'Segoe UI', system-ui, sans-serif";

/** The app's Fluent theme: our brand ramp and Vazirmatn everywhere. */
export const darobanTheme: Theme = {
  ...createLightTheme(darobanBrand),
  fontFamilyBase: fontFamily,
  fontFamilyNumeric: fontFamily,
  fontFamilyMonospace: `Vazirmatn, Consolas, 'Courier New', monospace`,
};
