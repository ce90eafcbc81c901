/**
 * Page model of the watchlist pieces (behaviour §10.1) for Playwright: the stars, the header's bell and its
 * popover, and the 'my watchlist' screen.
 */
import type { Locator, Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { atRest } from './motion';

export class WatchlistModel {
  constructor(readonly page: Page) {}

  /** The star of the list row (or detail page) of one drug. */
  starOfRow(category: 'A' | 'B', id: string): Locator {
    return this.page
      .locator('tbody tr')
      .filter({ has: this.page.locator(`a[href="/medicine-${category}/${id}"]`) })
      .getByTestId('watch-star');
  }
  get bell(): Locator {
    return this.page.getByTestId('watch-bell');
  }
  get bellCount(): Locator {
    return this.page.getByTestId('watch-bell-count');
  }
  get alerts(): Locator {
    return this.page.getByTestId('watch-alerts');
  }
  get markAllRead(): Locator {
    return this.alerts.getByRole('button', { name: fa.watchlist.markAllRead });
  }
  /**
   * Waits until the alerts popover has come to rest: Fluent animates it in (a fade and a 10 px
   * slide), and a click aimed at a link during the slide can land beside it.
   */
  async alertsAtRest(): Promise<void> {
    await this.alerts.waitFor();
    await atRest(this.page);
  }
  get openWatchlist(): Locator {
    return this.alerts.getByRole('link', { name: fa.watchlist.openWatchlist });
  }
  get table(): Locator {
    return this.page.getByRole('table', { name: fa.watchlist.tableLabel });
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { name: fa.watchlist.title });
  }
  removeButton(name: string): Locator {
    return this.table.getByRole('button', { name: fa.watchlist.unstar(name) });
  }
}
