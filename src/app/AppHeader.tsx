import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  Avatar,
  Button,
  Divider,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  OverlayDrawer,
  mergeClasses,
} from '@fluentui/react-components';
import { ChevronDown16Regular, Dismiss24Regular, Navigation24Regular, Open16Regular, Person24Regular, SignOut24Regular } from '@fluentui/react-icons';
import { externalUrl } from '../config/site';
import { useLogout } from '../features/auth/useLogout';
import { fa } from '../i18n/fa';
import { mainNav, siteLinks, type NavEntry } from './navigation';
import { isActivePath, paths } from './paths';
import { Logo } from '../components/Logo';
import { useAccessGateApi } from '../components/session';
import { useHeaderStyles } from './AppHeader.styles';

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


function UserMenu() {
  const styles = useHeaderStyles();
  const name = useUserName();
  const navigate = useNavigate();
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <Menu positioning={{ position: 'below', align: 'start' }}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={mergeClasses(styles.user, styles.userButton)}
          aria-label={`${fa.nav.userMenu}: ${name || fa.shell.account}`}
          icon={<Avatar name={name || undefined} size={28} color={name ? 'brand' : 'neutral'} aria-hidden />}
          iconPosition="before"
          data-testid="user-menu"
        >
          <span className={styles.userName}>{name || fa.shell.account}</span>
          <ChevronDown16Regular className={styles.userName} />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<Person24Regular />}
            className={isActivePath(pathname, paths.profile) ? styles.menuItemActive : undefined}
            onClick={() => navigate(paths.profile)}
          >
            {fa.nav.profile}
          </MenuItem>
          <MenuItem icon={<SignOut24Regular />} onClick={logout}>
            {fa.nav.logout}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
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
        {entry.label}
      </Button>
    );
  }
  const active = entry.items.some((item) => isActivePath(pathname, item.to));
  return (
    <Menu positioning={{ position: 'below', align: 'start' }}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<ChevronDown16Regular />}
          iconPosition="after"
          className={mergeClasses(styles.navItem, active && styles.navItemActive)}
        >
          {entry.label}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {entry.items.map((item) => (
            <MenuItem
              key={item.id}
              className={isActivePath(pathname, item.to) ? styles.menuItemActive : undefined}
              onClick={() => navigate(item.to)}
            >
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useHeaderStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const go = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    onClose();
    navigate(to);
  };
  const routeLink = (id: string, label: string, to: string) => {
    const active = isActivePath(pathname, to);
    return (
      <Button
        key={id}
        as="a"
        href={to}
        appearance="subtle"
        onClick={go(to)}
        aria-current={active ? 'page' : undefined}
        className={mergeClasses(styles.drawerLink, active && styles.drawerLinkActive)}
      >
        {label}
      </Button>
    );
  };
  const externalLink = (id: string, label: string, href: string) => (
    <Button
      key={id}
      as="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      appearance="subtle"
      icon={<Open16Regular />}
      iconPosition="after"
      className={styles.drawerLink}
      onClick={onClose}
    >
      {label}
    </Button>
  );
  return (
    <OverlayDrawer position="start" open={open} onOpenChange={(_, data) => !data.open && onClose()} aria-label={fa.shell.mobileNav}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={fa.nav.closeMenu} icon={<Dismiss24Regular />} onClick={onClose} />}
        >
          {fa.app.name}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={fa.shell.mobileNav} className={styles.drawerBody} data-testid="mobile-menu">
          {mainNav.map((entry) => {
            if (entry.kind === 'external') return externalLink(entry.id, entry.label, externalUrl(entry.page));
            if (entry.kind === 'route') return routeLink(entry.id, entry.label, entry.to);
            return [
              <div key={entry.id} className={styles.drawerGroup} role="heading" aria-level={2}>
                {entry.label}
              </div>,
              ...entry.items.map((item) => routeLink(`${entry.id}.${item.id}`, item.label, item.to)),
            ];
          })}
          <Divider />
          {routeLink('profile', fa.nav.profile, paths.profile)}
          <Button appearance="subtle" className={styles.drawerLink} icon={<SignOut24Regular />} onClick={() => (onClose(), logout())}>
            {fa.nav.logout}
          </Button>
          <Divider />
          {siteLinks.map((link) => externalLink(link.id, link.label, externalUrl(link.page)))}
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}

/** The authenticated header (SPEC §2): menu, submenus, user menu; a slide-in menu at ≤767px. */
export function AppHeader({ defaultMenuOpen = false }: { /** Stories open the mobile menu. */ defaultMenuOpen?: boolean }) {
  const styles = useHeaderStyles();
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
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
        <UserMenu />
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
