import { makeStyles, tokens } from '@fluentui/react-components';

const SMALL_SCREEN = '@media (max-width: 767px)';

export const useListStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  search: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flexGrow: 1,
    minWidth: '220px',
    maxWidth: '520px',
    [SMALL_SCREEN]: { maxWidth: 'none', width: '100%', minWidth: 0 },
  },
  // A long typed search never widens the row past the screen (behaviour §1): the box shrinks, its
  // text scrolls inside it.
  searchInput: {
    flexGrow: 1,
    flexShrink: 1,
    minWidth: 0,
    '& input': { minWidth: 0 },
  },
  filterButtons: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
  },
  onlySmall: {
    display: 'none',
    [SMALL_SCREEN]: { display: 'inline-flex' },
  },
  chips: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  chipsLabel: {
    color: tokens.colorNeutralForeground3,
  },
  tagGroup: {
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalXS,
  },
  drawerTags: {
    flexDirection: 'column',
    alignItems: 'flex-start',
    rowGap: tokens.spacingVerticalS,
  },
  actionLink: {
    whiteSpace: 'nowrap',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
  },
  actionText: {
    [SMALL_SCREEN]: { display: 'none' },
  },
  actionIcon: {
    fontSize: '16px',
    [SMALL_SCREEN]: { fontSize: '20px' },
  },
  emptyBox: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
  },
  dialogFields: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    [SMALL_SCREEN]: { gridTemplateColumns: '1fr' },
  },
});
