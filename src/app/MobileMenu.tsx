import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Divider, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, mergeClasses } from '@fluentui/react-components';
import { Dismiss24Regular, Open16Regular, SignOut24Regular } from '@fluentui/react-icons';
import { externalUrl } from '../config/site';
import { useLogout } from '../components/useLogout';
import { fa } from '../i18n/fa';
import { UnreadAnswersBadge } from '../components/unreadAnswers';
import { mainNav, siteLinks } from '../routes/navigation';
import { isActivePath } from '../routes/match';
import { paths } from '../routes/paths';
import { useWatchlist } from '../components/watchlist';
import { useHeaderStyles } from './AppHeader.styles';
import { faPwa } from '../i18n/fa-pwa';
import { promptInstall, usePwa } from '../pwa/state';

/** The slide-in menu at ≤767px (behaviour §2); its drawer code loads when it first opens (AppHeader). */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useHeaderStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const watchlistShown = useWatchlist()?.available !== false;
  const { installable } = usePwa();
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
        {id === 'tickets' && <UnreadAnswersBadge />}
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
          {watchlistShown && routeLink('watchlist', fa.watchlist.menu, paths.watchlist)}
          {/* No icon, as the links beside it: an icon shared with the header's menu would go to the entry chunk. */}
          {installable && (
            <Button appearance="subtle" className={styles.drawerLink} onClick={() => (onClose(), void promptInstall())}>
              {faPwa.install}
            </Button>
          )}
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
