import { makeStyles, tokens } from '@fluentui/react-components';

export const usePagerStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  status: {
    minWidth: '96px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
  },
  jump: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  jumpInput: {
    width: '72px',
    minWidth: '72px',
  },
});
