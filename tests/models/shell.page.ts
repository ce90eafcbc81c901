import type { Locator, Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { atRest } from './motion';

/** The shell's selectors for Playwright (real Chromium) tests: header, menus, footer, notices, 404. */
export function shellPage(page: Page) {
  const header = page.locator('header');
  return {
    header,
    mainNav: () => page.getByRole('navigation', { name: fa.shell.mainNav }),
    navButton: (label: string) =>
      page.getByRole('navigation', { name: fa.shell.mainNav }).getByRole('button', { name: label, exact: true }),
    navLink: (label: string) => page.getByRole('navigation', { name: fa.shell.mainNav }).getByRole('link', { name: label, exact: true }),
    menuItem: (label: string) => page.getByRole('menuitem', { name: label, exact: true }),
    /** An item of the open menu named `menu` (its trigger's label): never the item of a menu still closing. */
    menuItemOf: (menu: string, label: string) =>
      page.getByRole('menu', { name: menu, exact: true }).getByRole('menuitem', { name: label, exact: true }),
    /** Waits until nothing on the page is moving (`atRest`). */
    atRest: () => atRest(page),
    /**
     * Clicks `item` of an open menu once the menu has come to rest: a click while it slides in can
     * land beside the item (a CI run's choice of category B did nothing; the page stayed on the tickets).
     */
    async choose(item: Locator): Promise<void> {
      await item.waitFor();
      await this.atRest();
      await item.click();
    },
    userMenu: () => page.getByTestId('user-menu'),
    hamburger: () => page.getByRole('button', { name: fa.nav.openMenu }),
    mobileMenu: () => page.getByTestId('mobile-menu'),
    mobileLink: (label: string) => page.getByTestId('mobile-menu').getByRole('link', { name: label, exact: true }),
    closeMobileMenu: () => page.getByRole('button', { name: fa.nav.closeMenu }),
    footer: () => page.locator('footer'),
    footerLink: (label: string) => page.locator('footer').getByRole('link', { name: label, exact: true }),
    copyright: () => page.locator('footer').getByText(/^©/),
    completeProfileNotice: () => page.getByTestId('gate-notice-completeProfile'),
    buySubscriptionNotice: () => page.getByTestId('gate-notice-buySubscription'),
    anyNotice: () => page.locator('[data-testid^="gate-notice-"]'),
    noticeButton: (label: string) => page.getByRole('button', { name: label }),
    /** A toast the app's toaster shows. */
    toast: (text: string) => page.getByTestId('toast').filter({ hasText: text }),
    /** Every toast on screen. */
    toasts: () => page.getByTestId('toast'),
    notFound: () => page.getByTestId('not-found'),
    notFoundBack: () => page.getByRole('button', { name: fa.notFound.back }),
  };
}
