import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, mergeClasses } from '@fluentui/react-components';
import { ChevronDown16Regular, Navigation24Regular, Person24Regular, SignOut24Regular, Star24Regular } from '@fluentui/react-icons';
// The icon's own module: from the package's index it would join the icons the entry chunk already holds
// (the sign-in page's budget, behaviour §11.1).
import { ArrowDownload24Regular } from '@fluentui/react-icons/svg/arrow-download';
import { externalUrl } from '../config/site';
import { useLogout } from '../components/useLogout';
import { ScanEntry } from '../components/scan/ScanEntry';
import { fa } from '../i18n/fa';
import { useOpenedOnce } from '../components/lazyPage';
import type { HeaderMenuItem } from './HeaderMenu';
import { isInItem, mainNav, type NavEntry } from '../routes/navigation';
import { isActivePath } from '../routes/match';
import { paths } from '../routes/paths';
import { Logo } from '../components/Logo';
import { useAccessGateApi } from '../components/session';
import { UnreadAnswersBadge } from '../components/unreadAnswers';
import { WatchBell } from '../components/WatchBell';
import { useWatchlist } from '../components/watchlist';
import { useHeaderStyles } from './AppHeader.styles';
import { UserAvatar } from './UserAvatar';
import { faPwa } from '../offline/i18n/fa-pwa';
import { promptInstall, usePwa } from '../offline/pwa/state';

/** Follows an in-app link without reloading, but lets ctrl/middle-click open a new tab. */
function useRouterClick() {
  const navigate = useNavigate();
  return (to: string) => (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
}

function useUserName(): string {
  return useAccessGateApi().userName;
}

// The menus' code (Fluent's Menu, positioning and focus management) and the slide-in drawer load on
// first use, not with the page: until then each trigger is the same button.
const loadHeaderMenu = () => import('./HeaderMenu');
const HeaderMenu = lazy(loadHeaderMenu);
const MobileMenu = lazy(() => import('./MobileMenu'));

/** A header menu whose code loads when the pointer or focus reaches its trigger, opening if clicked. */
function DeferredMenu({ trigger, items }: { trigger: ReactElement<Record<string, unknown>>; items: readonly HeaderMenuItem[] }) {
  const [wanted, setWanted] = useState<'no' | 'closed' | 'open'>('no');
  if (wanted === 'no') {
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => void loadHeaderMenu(),
      onFocus: () => void loadHeaderMenu(),
      onClick: () => setWanted('open'),
    });
  }
  return (
    <Suspense fallback={trigger}>
      <HeaderMenu trigger={trigger} items={items} defaultOpen={wanted === 'open'} />
    </Suspense>
  );
}

function UserMenu() {
  const styles = useHeaderStyles();
  const name = useUserName();
  const navigate = useNavigate();
  const logout = useLogout();
  const { pathname } = useLocation();
  const trigger = (
    <Button
      appearance="subtle"
      className={mergeClasses(styles.user, styles.userButton)}
      aria-label={`${fa.nav.userMenu}: ${name || fa.shell.account}`}
      icon={<UserAvatar named={Boolean(name)} />}
      iconPosition="before"
      data-testid="user-menu"
    >
      <span className={styles.userName}>{name || fa.shell.account}</span>
      <ChevronDown16Regular className={styles.userName} />
    </Button>
  );
  // A backend without the watchlist: no entry for it (behaviour §10).
  const watchlistShown = useWatchlist()?.available !== false;
  // Only where the browser offers it (behaviour §10.14).
  const { installable } = usePwa();
  const items: HeaderMenuItem[] = [
    {
      key: 'profile',
      label: fa.nav.profile,
      icon: <Person24Regular />,
      className: isActivePath(pathname, paths.profile) ? styles.menuItemActive : undefined,
      onClick: () => navigate(paths.profile),
    },
    ...(watchlistShown
      ? [
          {
            key: 'watchlist',
            label: fa.watchlist.menu,
            icon: <Star24Regular />,
            className: isActivePath(pathname, paths.watchlist) ? styles.menuItemActive : undefined,
            onClick: () => navigate(paths.watchlist),
          },
        ]
      : []),
    ...(installable
      ? [{ key: 'install', label: faPwa.install, icon: <ArrowDownload24Regular />, onClick: () => void promptInstall() }]
      : []),
    { key: 'logout', label: fa.nav.logout, icon: <SignOut24Regular />, onClick: logout },
  ];
  return <DeferredMenu trigger={trigger} items={items} />;
}

/** A header item's label, as wide regular as semibold (the active item's weight shifts no neighbour). */
function NavLabel({ text }: { text: string }) {
  const styles = useHeaderStyles();
  return (
    <span className={styles.navLabel} data-text={text}>
      {text}
    </span>
  );
}

function DesktopEntry({ entry }: { entry: NavEntry }) {
  const styles = useHeaderStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const follow = useRouterClick();
  if (entry.kind === 'external') {
    return (
      <Button
        as="a"
        appearance="subtle"
        className={styles.navItem}
        href={externalUrl(entry.page)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {entry.label}
      </Button>
    );
  }
  if (entry.kind === 'route') {
    const active = isActivePath(pathname, entry.to);
    return (
      <Button
        as="a"
        appearance="subtle"
        href={entry.to}
        onClick={follow(entry.to)}
        aria-current={active ? 'page' : undefined}
        className={mergeClasses(styles.navItem, active && styles.navItemActive)}
      >
        <NavLabel text={entry.label} />
        {entry.id === 'tickets' && <UnreadAnswersBadge />}
      </Button>
    );
  }
  const active = entry.items.some((item) => isInItem(pathname, item));
  const trigger = (
    <Button
      appearance="subtle"
      icon={<ChevronDown16Regular />}
      iconPosition="after"
      className={mergeClasses(styles.navItem, active && styles.navItemActive)}
    >
      <NavLabel text={entry.label} />
    </Button>
  );
  const items: HeaderMenuItem[] = entry.items.map((item) => ({
    key: item.id,
    label: item.label,
    className: isInItem(pathname, item) ? styles.menuItemActive : undefined,
    onClick: () => navigate(item.to),
  }));
  return <DeferredMenu trigger={trigger} items={items} />;
}

/** The authenticated header (behaviour §2): menu, submenus, user menu; a slide-in menu at ≤767px. */
export function AppHeader({ defaultMenuOpen = false }: { /** Stories open the mobile menu. */ defaultMenuOpen?: boolean }) {
  const styles = useHeaderStyles();
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuWanted = useOpenedOnce(menuOpen);
  return (
    <header className={styles.root}>
      <a href="#main" className={styles.skip}>
        {fa.shell.skipToContent}
      </a>
      <div className={styles.bar}>
        <Button
          appearance="subtle"
          className={styles.hamburger}
          icon={<Navigation24Regular />}
          aria-label={fa.nav.openMenu}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        />
        <RouterLink to={paths.medicineA.list} className={styles.brand} aria-label={fa.shell.homeLink}>
          <Logo />
          <span aria-hidden="true" className={styles.brandText}>
            {fa.app.name}
          </span>
        </RouterLink>
        <nav aria-label={fa.shell.mainNav} className={styles.nav}>
          {mainNav.map((entry) => (
            <DesktopEntry key={entry.id} entry={entry} />
          ))}
        </nav>
        <span className={styles.spacer} />
        <WatchBell />
        <ScanEntry />
        <UserMenu />
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
