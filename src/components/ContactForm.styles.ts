import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/** The contact form's styles (registration step 1 and the profile) and the card both stand in. */
export const useContactFormStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalXXL),
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalL) },
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    // Fluent's inputs and dropdowns have a minimum width: in a grid cell they follow the cell.
    '& .fui-Input, & .fui-Dropdown': { minWidth: 0 },
  },
  // Beside the account menu a tablet has no room for two columns.
  gridBesideMenu: { '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  wide: { gridColumn: '1 / -1' },
  ltrInput: { direction: 'ltr', textAlign: 'right' },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    '@media (max-width: 767px)': { '& > button': { width: '100%' } },
  },
});
