import { makeStyles, tokens } from '@fluentui/react-components';

/** The barcode dialog; logical properties only. */
export const useScanStyles = makeStyles({
  surface: { maxWidth: '480px', width: 'calc(100vw - 24px)', boxSizing: 'border-box' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  code: { flexGrow: 1 },
  input: { direction: 'ltr', textAlign: 'start', fontVariantNumeric: 'tabular-nums' },
  video: {
    width: '100%',
    maxHeight: '50vh',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusLarge,
    objectFit: 'cover',
  },
  notice: { minHeight: '1.5em', margin: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});
