import { screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';

/** Selectors of the shell (header, menus, notices, 404) for testing-library (jsdom) tests. */
export const shellDom = {
  header: () => screen.getByRole('banner'),
  queryHeader: () => screen.queryByRole('banner'),
  footer: () => screen.getByRole('contentinfo'),
  mainNav: () => screen.getByRole('navigation', { name: fa.shell.mainNav }),
  navButton: (label: string) => within(shellDom.mainNav()).getByRole('button', { name: label }),
  userMenu: () => screen.getByTestId('user-menu'),
  hamburger: () => screen.getByRole('button', { name: fa.nav.openMenu }),
  completeProfileNotice: () => screen.queryByTestId('gate-notice-completeProfile'),
  buySubscriptionNotice: () => screen.queryByTestId('gate-notice-buySubscription'),
  anyNotice: () => document.querySelector('[data-testid^="gate-notice-"]'),
  noticeButton: (label: string) => screen.getByRole('button', { name: label }),
  waiting: () => screen.queryByText(fa.app.loading),
  notFound: () => screen.queryByTestId('not-found'),
  notFoundBack: () => screen.getByRole('button', { name: fa.notFound.back }),
};
