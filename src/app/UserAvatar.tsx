import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Person20Regular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
  },
  neutral: { color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground6 },
  brand: { color: tokens.colorNeutralForegroundStaticInverted, backgroundColor: tokens.colorBrandBackgroundStatic },
});

/**
 * The header's 28 px user mark: what Fluent's Avatar draws for a Persian name (its initials cover
 * Latin letters only, so a person icon), brand-coloured once the name is known, without the Avatar
 * and Badge packages on every signed-in page.
 */
export function UserAvatar({ named }: { named: boolean }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.root, named ? styles.brand : styles.neutral)} aria-hidden="true">
      <Person20Regular />
    </span>
  );
}
