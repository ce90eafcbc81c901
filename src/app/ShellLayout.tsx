import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { selectDeciding, selectNotice } from '../../machines/access-gate.machine';
import { fa } from '../i18n/fa';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { GateNotice } from './GateNotice';
import { useAccessGate } from '../components/session';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
  },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1280px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalXL,
    paddingTop: tokens.spacingVerticalXL,
    '@media (max-width: 767px)': { paddingInline: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalM },
    ':focus': { outline: 'none' },
  },
  waiting: {
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: '96px',
  },
});

/**
 * The signed-in frame: header, the screen (or the access gate's full-screen notice), footer.
 * `children` replaces the route's outlet (the 404 page uses it).
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const styles = useStyles();
  const gate = useAccessGate();
  const { pathname } = useLocation();
  const notice = useSelector(gate, (s) => selectNotice(s, pathname));
  const deciding = useSelector(gate, (s) => selectDeciding(s, pathname));

  let content: ReactNode = children ?? <Outlet />;
  if (deciding) {
    content = (
      <div className={styles.waiting}>
        <Spinner label={fa.app.loading} />
      </div>
    );
  } else if (notice) {
    content = <GateNotice kind={notice} />;
  }

  return (
    <div className={styles.root}>
      <AppHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {content}
      </main>
      <AppFooter />
    </div>
  );
}
