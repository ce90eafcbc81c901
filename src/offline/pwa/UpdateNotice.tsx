import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { cornerCard } from '../../components/corner.styles';
import { faPwa } from '../i18n/fa-pwa';
import { applyUpdate, usePwa } from './state';

const useStyles = makeStyles({
  // Placed by the frame's bottom corner (ShellLayout), with the device copy's panel.
  notice: {
    ...cornerCard,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    '@media (max-width: 767px)': { width: '100%' },
  },
  text: { flexGrow: 1 },
});

/**
 * The quiet notice of a new build (behaviour §10.14): at the screen's corner, read politely, never
 * modal. The page changes only on «بارگذاری دوباره»; «بعداً» hides it for this page's life (the new
 * build is used once every tab of the portal has been closed).
 */
export function UpdateNotice() {
  const styles = useStyles();
  const { updateReady } = usePwa();
  const [later, setLater] = useState(false);
  if (!updateReady || later) return null;
  return (
    <div className={styles.notice} role="status" data-testid="update-notice">
      <span className={styles.text}>{faPwa.updateReady}</span>
      <Button size="small" appearance="transparent" icon={<ArrowClockwise20Regular />} onClick={applyUpdate}>
        {faPwa.reload}
      </Button>
      <Button
        size="small"
        appearance="subtle"
        icon={<Dismiss20Regular />}
        aria-label={faPwa.later}
        title={faPwa.later}
        onClick={() => setLater(true)}
      />
    </div>
  );
}
