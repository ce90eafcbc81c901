import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowRight24Regular, ShieldError24Regular, SignOut24Regular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { opsAccessActors } from '../../machines/ops/ops-access.actors';
import { connectOpsAccess, type OpsAccessApi } from '../../machines/ops/ops-access.connect';
import { opsAccessMachine } from '../../machines/ops/ops-access.machine';
import { api } from '../api/client';
import { lazyPage as lazy, type LazyPage } from '../components/lazyPage';
import { LightSpinner as Spinner } from '../components/LightSpinner';
import { LoadFailed } from '../components/LoadFailed';
import { Logo } from '../components/Logo';
import { useFocusManagerHeld } from '../components/useFocusManagerHeld';
import { useLogout } from '../components/useLogout';
import { fa } from '../i18n/fa';
import './api/wire';
import { faImport } from './i18n/fa-import';
import { faOps } from './i18n/fa-ops';
import { isActivePath } from '../routes/match';
import { paths } from '../routes/paths';
import type { OpsScreenName } from '../routes/table';
import { useHeaderStyles } from '../app/AppHeader.styles';

// The console's screens, each a chunk of its own; imported here, in the frame's chunk, not by the
// router in the entry every pharmacist downloads (src/app/router.tsx).
const screens: Record<OpsScreenName, LazyPage<object>> = {
  opsInbox: lazy(() => import('./features/tickets/InboxPage')),
  opsTicket: lazy(() => import('./features/tickets/TicketPage')),
  opsReports: lazy(() => import('./features/reports/ReportsPage')),
  opsPharmacies: lazy(() => import('./features/pharmacies/PharmacyPage')),
  opsPackages: lazy(() => import('./features/packages/PackagesPage')),
  opsAudit: lazy(() => import('./features/audit/AuditPage')),
  opsImports: lazy(() => import('./features/imports/ImportHistoryPage')),
  opsMedicines: lazy(() => import('./features/medicines/MedicinesPage')),
  opsOperators: lazy(() => import('./features/operators/OperatorsPage')),
};

/** The console screen a route of the route table shows (its chunk loads on first render). */
export function OpsScreen({ screen }: { screen: OpsScreenName }) {
  const Screen = screens[screen];
  return <Screen />;
}

const mobile = '@media (max-width: 767px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  badge: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    [mobile]: { display: 'none' },
  },
  /** On a phone the menu wraps under the bar: every item stays one tap away, nothing scrolls sideways. */
  nav: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    flexGrow: 1,
    flexWrap: 'wrap',
    [mobile]: { order: 10, flexBasis: '100%', paddingBlockEnd: tokens.spacingVerticalXS },
  },
  bar: { flexWrap: 'wrap' },
  grow: { flexGrow: 1, [mobile]: { display: 'block' } },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1280px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalXL,
    paddingBlock: tokens.spacingVerticalXL,
    [mobile]: { paddingInline: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalM },
    ':focus': { outline: 'none' },
  },
  centre: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    paddingBlock: '96px',
    textAlign: 'center',
  },
  deniedIcon: { fontSize: '48px', color: tokens.colorPaletteRedForeground1 },
  deniedTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  deniedText: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The console's menu (behaviour §10.10): every screen of the route table's `ops` routes. */
const OPS_MENU = [
  { to: paths.ops.inbox, label: faOps.menu.inbox, also: '/ops/tickets/' },
  { to: paths.ops.reports, label: faOps.menu.reports },
  { to: paths.ops.pharmacies, label: faOps.menu.pharmacies },
  { to: paths.ops.medicines, label: faOps.menu.medicines },
  { to: paths.ops.packages, label: faOps.menu.packages },
  { to: paths.ops.audit, label: faOps.menu.audit },
  { to: paths.ops.imports, label: faImport.menu },
] as const;
/** The admin's own item: an operator never sees it (and the server answers 403 there). */
const ADMIN_MENU = [...OPS_MENU, { to: paths.ops.operators, label: faOps.menu.operators }] as const;

function OpsHeader({ access }: { access: OpsAccessApi }) {
  const header = useHeaderStyles();
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const follow = (to: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <header className={header.root}>
      <a href="#main" className={header.skip}>
        {fa.shell.skipToContent}
      </a>
      <div className={mergeClasses(header.bar, styles.bar)}>
        <RouterLink to={paths.ops.inbox} className={header.brand} aria-label={faOps.homeLink}>
          <Logo />
          <span aria-hidden="true" className={header.brandText}>
            {fa.app.name}
          </span>
        </RouterLink>
        <span className={styles.badge}>{faOps.title}</span>
        {access.allowed ? (
          <nav aria-label={faOps.menuLabel} className={styles.nav}>
            {(access.isAdmin ? ADMIN_MENU : OPS_MENU).map((item) => {
              const active = isActivePath(pathname, item.to) || ('also' in item && pathname.toLowerCase().startsWith(item.also));
              return (
                <Button
                  key={item.to}
                  as="a"
                  appearance="subtle"
                  href={item.to}
                  onClick={follow(item.to)}
                  aria-current={active ? 'page' : undefined}
                  className={mergeClasses(header.navItem, active && header.navItemActive)}
                >
                  {item.label}
                </Button>
              );
            })}
          </nav>
        ) : (
          <span className={styles.grow} />
        )}
        <Button appearance="subtle" icon={<SignOut24Regular />} onClick={logout}>
          {fa.nav.logout}
        </Button>
      </div>
    </header>
  );
}

/** A pharmacist (or anyone but an operator) who opens /ops: the console says so and offers the portal. */
function NotAllowed() {
  const styles = useStyles();
  return (
    <section className={styles.centre} aria-labelledby="ops-denied-title" data-testid="ops-not-allowed">
      <ShieldError24Regular className={styles.deniedIcon} aria-hidden />
      <h1 id="ops-denied-title" className={styles.deniedTitle}>
        {faOps.notAllowedTitle}
      </h1>
      <p className={styles.deniedText}>{faOps.notAllowedText}</p>
      <Button as="a" href={paths.medicineA.list} appearance="primary" icon={<ArrowRight24Regular />}>
        {faOps.toPortal}
      </Button>
    </section>
  );
}

export interface OpsFrameViewProps {
  access: OpsAccessApi;
  /** The screen (the route's outlet when not given). */
  children?: ReactNode;
}

/** The console's frame for one state of its gate: header and menu, then the screen, a wait, or "not allowed". */
export function OpsFrameView({ access, children }: OpsFrameViewProps) {
  const styles = useStyles();
  let content: ReactNode;
  if (access.checking)
    content = (
      <div className={styles.centre}>
        <Spinner label={faOps.checking} />
      </div>
    );
  else if (access.denied) content = <NotAllowed />;
  else if (access.failure) content = <LoadFailed failure={access.failure} onRetry={access.retry} />;
  else content = children ?? <Outlet />;
  return (
    <div className={styles.root} dir="rtl">
      <OpsHeader access={access} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {content}
      </main>
    </div>
  );
}

/** The frame of every /ops route (behaviour §10.10): the console's gate with the app's client. */
export default function OpsLayout() {
  useFocusManagerHeld();
  const [machine] = useState(() => opsAccessMachine.provide({ actors: opsAccessActors(api) }));
  const actorRef = useActorRef(machine);
  const snapshot = useSelector(actorRef, (s) => s);
  return <OpsFrameView access={connectOpsAccess(snapshot, actorRef.send)} />;
}
