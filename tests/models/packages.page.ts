import type { Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';

/** The package screens and the sandbox gateway page for Playwright (real Chromium) tests. */
export function packagesPage(page: Page) {
  return {
    screen: (tab: 'buy' | 'history') => page.getByTestId(`packages-${tab}`),
    tab: (tab: 'buy' | 'history') => page.getByRole('tab', { name: tab === 'buy' ? fa.packages.buyTab : fa.packages.historyTab }),
    payButton: (packageName: string) => page.getByRole('button', { name: `${fa.packages.pay} ${packageName}` }),
    rows: () => page.getByRole('table').getByRole('row'),
    highlightedRow: () => page.locator('tr[aria-current="true"]'),
    returningNotice: () => page.getByTestId('returning-order'),
    status: (status: keyof typeof fa.packages.statuses) => page.locator(`[data-status="${status}"]`),
    pagerStatus: () => page.getByTestId('pager-status'),
    /** The sandbox gateway's own page (served by our server, not the SPA). */
    sandbox: {
      amount: () => page.getByTestId('sandbox-amount'),
      testLabel: () => page.getByRole('note'),
      pay: () => page.getByRole('button', { name: 'پرداخت', exact: true }),
      cancel: () => page.getByRole('button', { name: 'انصراف', exact: true }),
    },
  };
}
