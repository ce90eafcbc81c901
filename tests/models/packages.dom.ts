/**
 * Page model of the package screens for jsdom tests (Testing Library): every selector the packages
 * tests use lives here.
 */
import { screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';

export const packagesDom = {
  screen: () => screen.getByRole('region', { name: fa.packages.title }),
  tab: (tab: 'buy' | 'history') => screen.getByRole('tab', { name: tab === 'buy' ? fa.packages.buyTab : fa.packages.historyTab }),
  selectedTab: () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent ?? null,
  table: () => screen.queryByRole('table'),
  headers: () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  bodyRows: () => within(screen.getByRole('table')).getAllByRole('row').slice(1),
  skeletonRows: () => screen.queryAllByTestId('skeleton-row'),
  emptyText: () => within(screen.getByRole('table')).queryByText(fa.packages.empty),
  historyEmptyText: () => within(screen.getByRole('table')).queryByText(fa.packages.historyEmpty),
  loadFailed: () => screen.queryByTestId('load-failed'),
  retryButton: () => screen.getByRole('button', { name: fa.loadFailed.retry }),
  payButton: (name: string) => screen.getByRole('button', { name: `${fa.packages.pay} ${name}` }),
  payButtons: () => screen.queryAllByRole('button', { name: new RegExp(`^${fa.packages.pay} `) }),
  highlightedRow: () =>
    within(screen.getByRole('table'))
      .queryAllByRole('row')
      .find((r) => r.getAttribute('aria-current') === 'true') ?? null,
  returningNotice: () => screen.queryByTestId('returning-order')?.textContent ?? null,
  leavingNotice: () => screen.queryByText(fa.packages.leaving),
  previousButton: () => screen.getByRole('button', { name: fa.pager.previous }),
  nextButton: () => screen.getByRole('button', { name: fa.pager.next }),
  pagerStatus: () => screen.queryByTestId('pager-status')?.textContent ?? null,
  goToInput: () => screen.queryByLabelText(fa.pager.goToPage),
};
