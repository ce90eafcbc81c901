/**
 * Page model of the drug detail screens (A and B) for Playwright: the selectors of
 * tests/e2e/catalog-detail.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { faMedicine } from '../../src/i18n/fa-medicine';

export class DetailPage {
  constructor(
    readonly page: Page,
    readonly category: 'A' | 'B',
  ) {}

  goto(id: string) {
    return this.page.goto(`/medicine-${this.category}/${encodeURIComponent(id)}`);
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  /** The value shown for a labelled card. */
  value(label: string): Locator {
    return this.page
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
      .locator('dd');
  }
  chartButton(kind: string): Locator {
    return this.page.getByRole('button', { name: faMedicine.showChart(kind) });
  }
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
  chart(kind: string): Locator {
    return this.dialog(kind).getByTestId('price-chart').locator('svg').first();
  }
  xLabels(kind: string): Locator {
    return this.dialog(kind).locator('.apexcharts-xaxis-label tspan');
  }
  /** The horizontal centres of the chart's point markers (one per recorded change), left to right. */
  async markerXs(kind: string): Promise<number[]> {
    const markers = this.dialog(kind).locator('[data-testid=price-chart] .apexcharts-marker');
    await markers.first().waitFor();
    // apexcharts also draws size-0 markers on points without one (the price carried to today).
    const boxes = await markers.evaluateAll((els) =>
      els
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 1)
        .map((r) => r.x + r.width / 2),
    );
    return boxes.sort((a, b) => a - b);
  }
  /** The width of the chart's box and of its plot (a horizontal grid line spans the plot). */
  async plotWidth(kind: string): Promise<{ chart: number; plot: number }> {
    const box = this.dialog(kind).getByTestId('price-chart');
    const chart = (await box.boundingBox())!.width;
    const plot = (await box.locator('.apexcharts-gridlines-horizontal line').first().boundingBox())!.width;
    return { chart, plot };
  }
  yLabels(kind: string): Locator {
    return this.dialog(kind).locator('.apexcharts-yaxis-label tspan');
  }
  get photoButton(): Locator {
    return this.page.getByRole('button', { name: faMedicine.openPhoto });
  }
  get preview(): Locator {
    return this.dialog(faMedicine.photoPreview);
  }
  get previewImage(): Locator {
    return this.preview.getByTestId('preview-image');
  }
  previewControl(label: string): Locator {
    return this.preview.getByRole('button', { name: label, exact: true });
  }
  get reportButton(): Locator {
    return this.page.getByRole('button', { name: faMedicine.sendReport }).first();
  }
  get reportDialog(): Locator {
    return this.dialog(faMedicine.sendReport);
  }
  copyButton(label: string): Locator {
    return this.page.getByRole('button', { name: faMedicine.copyCode(label) });
  }
  toast(text: string): Locator {
    return this.page.getByTestId('toast').and(this.page.getByText(text, { exact: true }));
  }
  get closeButton(): Locator {
    return this.page.locator('article footer').getByRole('button', { name: faMedicine.close });
  }
}
