import { Suspense, memo, useDeferredValue, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { LightSpinner as Spinner } from '../components/LightSpinner';
import { fa } from '../i18n/fa';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { GateNotice } from './GateNotice';
import { useAccessGateApi } from '../components/session';
import { useFocusManagerHeld } from '../components/useFocusManagerHeld';
import { useAfterFirstLoad } from '../components/useAfterFirstLoad';
import { usePageHeadingStyles } from '../components/PageHeading.styles';
import { BootDetailTitle } from '../components/DetailTitleBar';
import { bootDetail } from '../api/boot';
import { isNoticeFree, routeOf } from '../routes/table';
import { UpdateNotice } from '../offline/pwa/UpdateNotice';
import { lazyPage } from '../components/lazyPage';
import { QuietChunkBoundary } from '../components/QuietChunkBoundary';

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
    // The footer starts below the fold, so content arriving never moves it into view (no layout shift).
    minHeight: '100vh',
    '@media (max-width: 767px)': { paddingInline: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalM },
    ':focus': { outline: 'none' },
  },
  waiting: {
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: '96px',
  },
  /** The breadcrumb's place above a list's heading (Fluent's small breadcrumb is 24 px high). */
  crumbs: { height: '24px' },
});

// The frame's styles in three hooks, each first resolved in its own component's render: Griffel
// compiles a hook's rules at its first use, and the frame's all in one render was one piece of work
// React could not slice (behaviour §11.2).
const useCornerStyles = makeStyles({
  /**
   * The bottom corner, over the page: what appears there on its own (the device copy's sync, a new
   * build) never moves the page under the user (behaviour §10.14, §10.15).
   */
  corner: {
    position: 'fixed',
    insetInlineStart: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 100,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    width: 'min(400px, calc(100vw - 32px))',
    pointerEvents: 'none',
    '& > *': { pointerEvents: 'auto' },
    '@media (max-width: 767px)': {
      insetInlineStart: tokens.spacingHorizontalM,
      bottom: tokens.spacingVerticalM,
      width: 'calc(100vw - 24px)',
    },
  },
});

/** A list's heading while the gate checks, where the list will show it. */
function BootHeading({ heading, crumbs }: { heading: string; crumbs: string }) {
  const list = usePageHeadingStyles();
  return (
    <div className={list.page}>
      <div className={list.heading}>
        <div className={crumbs} />
        <h1 className={list.title}>{heading}</h1>
      </div>
    </div>
  );
}

/** The bottom corner, over the page. */
function Corner({ children }: { children: ReactNode }) {
  return <div className={useCornerStyles().corner}>{children}</div>;
}

// The header and footer take no props and follow the address and the session themselves: the frame's
// own renders (each change of the access gate) leave them alone.
const Header = memo(AppHeader);
// The device copy's notice and corner (behaviour §10.15): a chunk of its own with the sync machine,
// loaded once the gate let the user in and the screen's own first load is over.
// If the network goes away before it has come, the frame goes on without them and they load once it
// is back (`QuietChunkBoundary`).
const offlineParts = () => import('../offline/ui/OfflineParts');
const OfflineStatus = lazyPage<object>(() => offlineParts().then((m) => ({ default: m.OfflineStatus })));
const OfflineCorner = lazyPage<object>(() => offlineParts().then((m) => ({ default: m.OfflineCorner })));
const loadOfflineParts = () => Promise.all([OfflineStatus.preload(), OfflineCorner.preload()]);
const Footer = memo(AppFooter);

/**
 * The signed-in frame: header, the screen (or the access gate's full-screen notice), footer.
 * `children` replaces the route's outlet (the 404 page uses it).
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  useFocusManagerHeld();
  const styles = useStyles();
  const { pathname } = useLocation();
  const { notice, deciding } = useAccessGateApi({ noticeFree: isNoticeFree(pathname) });
  const settled = useAfterFirstLoad(loadOfflineParts);
  // The footer (below the fold) joins in a render of its own after the first: its styles and nodes
  // are not added in the first commit, the longest task of the frame's first load (behaviour §11.2).
  const footerShown = useDeferredValue(true, false);
  // A list's heading is known before any data: the wait shows it where the list will, as index.html's
  // first paint did (build/first-paint.ts), so it never blinks out while the gate checks.
  const heading = routeOf(pathname)?.heading;
  // So is a drug's name the first paint drew from its early detail call (src/api/boot.ts).
  const drawnDetail = deciding ? bootDetail(pathname) : undefined;

  // While the gate checks the profile the screen is already mounted, hidden: its code and its data
  // load at the same time as the check instead of after it. A notice replaces it.
  const screen = children ?? <Outlet />;
  // The device copy's pieces start with the screen's own first load over, and not under a gate notice.
  const deviceCopy = !deciding && settled && !notice;
  const content: ReactNode =
    notice && !deciding ? (
      <GateNotice kind={notice} />
    ) : (
      <>
        {deciding && heading && <BootHeading heading={heading} crumbs={styles.crumbs} />}
        {drawnDetail && <BootDetailTitle detail={drawnDetail} />}
        {deciding && (
          <div className={styles.waiting}>
            <Spinner label={fa.app.loading} />
          </div>
        )}
        {deviceCopy && (
          <QuietChunkBoundary>
            <Suspense fallback={null}>
              <OfflineStatus />
            </Suspense>
          </QuietChunkBoundary>
        )}
        <div hidden={deciding}>{screen}</div>
      </>
    );

  return (
    <div className={styles.root}>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {content}
      </main>
      {footerShown && <Footer />}
      <Corner>
        {deviceCopy && (
          <QuietChunkBoundary>
            <Suspense fallback={null}>
              <OfflineCorner />
            </Suspense>
          </QuietChunkBoundary>
        )}
        <UpdateNotice />
      </Corner>
    </div>
  );
}
