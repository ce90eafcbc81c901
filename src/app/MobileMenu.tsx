import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  Divider,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular, Open16Regular, SignOut24Regular } from '@fluentui/react-icons';
import { externalUrl } from '../config/site';
import { useLogout } from '../components/useLogout';
import { fa } from '../i18n/fa';
import { UnreadAnswersBadge } from '../components/unreadAnswers';
import { mainNav, siteLinks } from '../routes/navigation';
import { isActivePath } from '../routes/match';
import { paths } from '../routes/paths';
import { useWatchlist } from '../components/watchlist';
import { faPwa } from '../offline/i18n/fa-pwa';
import { promptInstall, usePwa } from '../offline/pwa/state';

/** The drawer's own styles: they load with it, not with the header. */
const useDrawerStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalXL,
  },
  group: {
    marginTop: tokens.spacingVerticalM,
    marginBottom: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  link: {
    justifyContent: 'flex-start',
    width: '100%',
    fontWeight: tokens.fontWeightRegular,
  },
  linkActive: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorBrandBackground2,
  },
});

/** The slide-in menu at ≤767px (behaviour §2); its drawer code loads when it first opens (AppHeader). */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useDrawerStyles();
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
        className={mergeClasses(styles.link, active && styles.linkActive)}
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
      className={styles.link}
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
        <nav aria-label={fa.shell.mobileNav} className={styles.body} data-testid="mobile-menu">
          {mainNav.map((entry) => {
            if (entry.kind === 'external') return externalLink(entry.id, entry.label, externalUrl(entry.page));
            if (entry.kind === 'route') return routeLink(entry.id, entry.label, entry.to);
            return [
              <div key={entry.id} className={styles.group} role="heading" aria-level={2}>
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
            <Button appearance="subtle" className={styles.link} onClick={() => (onClose(), void promptInstall())}>
              {faPwa.install}
            </Button>
          )}
          <Button appearance="subtle" className={styles.link} icon={<SignOut24Regular />} onClick={() => (onClose(), logout())}>
            {fa.nav.logout}
          </Button>
          <Divider />
          {siteLinks.map((link) => externalLink(link.id, link.label, externalUrl(link.page)))}
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
