import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { medicineDetailActors } from '../../machines/medicine-detail.actors';
import { medicineDetailMachine } from '../../machines/medicine-detail.machine';
import type { PriceKind } from '../../machines/medicine-detail.types';
import { reportDialogActors } from '../../machines/report-dialog.actors';
import { reportDialogMachine } from '../../machines/report-dialog.machine';
import { type ApiError, failureMessage } from '../../src/api/errors';
import { DetailPage } from '../../src/features/catalog/DetailPage';
import { PRICE_KIND_LABELS } from '../../src/features/catalog/DetailParts';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { medicineA, medicineB } from '../../stories/catalog/detail-fixtures';
import { equivalentsOfA } from '../../stories/catalog/equivalents-fixtures';
import { medicineEquivalentsMachine } from '../../machines/medicine-equivalents.machine';
import type { MedicineEquivalents, MedicineEquivalentsInput } from '../../machines/medicine-equivalents.types';
import { detailDom } from '../models/detail.dom';
import { recordNotices } from '../kit/notices';
import { heldApi } from './held-api';
import { CHART, model } from '../../machines/model/medicine-detail.walk';

/** The width of the chart's box in a desktop dialog. */
const CHART_BOX_PX = 600;

beforeAll(() => {
  // jsdom lays nothing out: give apexcharts the few SVG/observer calls it makes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const proto = SVGElement.prototype as unknown as Record<string, unknown>;
  proto.getBBox ??= () => ({ x: 0, y: 0, width: 40, height: 12 });
  proto.getComputedTextLength ??= () => 40;
  proto.getScreenCTM ??= () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, inverse: () => ({}) });
  // The chart waits for its box's width before it draws (its ticks and margins follow the width):
  // the chart box gets a desktop dialog's width, every other element keeps jsdom's 0.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'price-chart' ? CHART_BOX_PX : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});

/** What the rendered page must show for a machine state. */
async function expectView(state: AnyMachineSnapshot) {
  if (state.matches('loading')) {
    expect(screen.getByText(faMedicine.loading)).toBeTruthy();
    expect(detailDom.queryHeading()).toBeNull();
    return;
  }
  if (state.matches('loaded')) {
    await waitFor(() => expect(detailDom.heading().textContent).toBe(medicineA.brand_name_fa));
    // Under the drug, its other brands (behaviour §10.3).
    await waitFor(() => expect(screen.getAllByTestId('equivalent')).toHaveLength(equivalentsOfA.docs.length));
    const chart = state.matches({ loaded: 'chart' }) ? state.context.chart : null;
    const photoOpen = state.matches({ loaded: 'photo' });
    if (chart) {
      // The chart dialog is lazy: wait for its chunk, then for the chart's SVG.
      const dialog = await waitFor(() => detailDom.chartDialog(PRICE_KIND_LABELS[chart as PriceKind]));
      await waitFor(() => expect(dialog.querySelector('[data-testid=price-chart] svg')).not.toBeNull());
    }
    if (photoOpen) {
      const dialog = await waitFor(() => detailDom.previewDialog());
      expect(dialog.querySelector('img')?.getAttribute('src')).toBe(`/api${medicineA.photo!.path}`);
    }
    if (!chart && !photoOpen) await waitFor(() => expect(detailDom.queryAnyDialog()).toBeNull());
    return;
  }
  if (state.matches('failed')) {
    // What went wrong (the failure's own text) and 'try again', never "not found".
    const text = failureMessage(state.context.failure!);
    await waitFor(() => expect(screen.getByTestId('load-failed').textContent).toContain(text));
    expect(screen.queryByText(faMedicine.notFound)).toBeNull();
  } else {
    const text = state.matches('notFound') ? faMedicine.notFound : faMedicine.forbidden;
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(text));
  }
  expect(detailDom.queryHeading()).toBeNull();
  expect(detailDom.retryButton() !== null).toBe(state.matches('failed'));
}

/** The equivalents card answers at once (its own paths are walked in medicine-equivalents.paths.test). */
const equivalentsMachine = medicineEquivalentsMachine.provide({
  actors: { loadEquivalents: fromPromise<MedicineEquivalents, MedicineEquivalentsInput>(async () => equivalentsOfA) },
});

function renderPage(api: ReturnType<typeof heldApi>, category: 'A' | 'B', medicineId: string) {
  const access: boolean[] = [];
  const closes: number[] = [];
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <DetailPage
        category={category}
        medicineId={medicineId}
        onAccess={(granted) => access.push(granted)}
        onClose={() => closes.push(1)}
        machine={medicineDetailMachine.provide({ actors: medicineDetailActors(api.client) })}
        reportMachine={reportDialogMachine.provide({ actors: reportDialogActors(api.client) })}
        equivalentsMachine={equivalentsMachine}
      />
    </FluentProvider>,
  );
  return { access, closes };
}

const notices = recordNotices();
// A path that opens the chart pays for loading apexcharts into jsdom (about 500 KB of module) on its
// first open: on a busy 2-core machine that alone nears the default 30 s.
const CHART_TIMEOUT = 90_000;
describe('medicine detail model', () => {
  for (const path of model.edgePaths) {
    const opensChart = path.steps.some((step) => step.event.type === 'CHART.OPEN');
    it(`through the view: ${path.description}`, { timeout: opensChart ? CHART_TIMEOUT : undefined }, async () => {
      const user = userEvent.setup();
      const api = heldApi();
      const { access } = renderPage(api, 'A', medicineA._id);
      await expectView(path.initial);
      for (const { event, state } of path.steps) {
        const noticesBefore = notices.length;
        const accessBefore = access.length;
        switch (event.type) {
          case 'xstate.done.actor.loadMedicine':
            await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
            expect(api.requests.at(-1)?.url).toBe(`http://api.test/medicine/v1/get-medicine-a-by-id/${medicineA._id}`);
            await act(() => api.respond(200, { data: event.output.medicine }));
            await waitFor(() => expect(access.slice(accessBefore)).toEqual([true]));
            break;
          case 'xstate.error.actor.loadMedicine': {
            const failure = (event.error as ApiError).failure;
            await act(() => api.fail(failure));
            if (failure.kind === 'forbidden') await waitFor(() => expect(access.slice(accessBefore)).toEqual([false]));
            if (failure.kind === 'server' || failure.kind === 'network') {
              await waitFor(() => expect(notices.slice(noticesBefore)).toEqual([{ intent: 'error', text: failureMessage(failure) }]));
            }
            break;
          }
          case 'RETRY':
            await user.click(detailDom.retryButton()!);
            break;
          case 'CHART.OPEN':
            await user.click(detailDom.chartButton(PRICE_KIND_LABELS[event.kind as PriceKind]));
            break;
          case 'CHART.CLOSE':
            await user.click(detailDom.dialogClose(PRICE_KIND_LABELS[CHART]));
            break;
          case 'PHOTO.OPEN':
            await user.click(detailDom.photoButton());
            break;
          case 'PHOTO.CLOSE':
            await user.click(detailDom.previewClose());
            break;
          case 'PHOTO.FAILED':
            // The title bar's photo does not load (behaviour §10: a backend without the photo addition).
            fireEvent.error(detailDom.photoButton().querySelector('img')!);
            await waitFor(() => expect(screen.queryByRole('button', { name: faMedicine.openPhoto, hidden: true })).toBeNull());
            expect(screen.getByRole('img', { name: fa.drug.noImage, hidden: true })).toBeTruthy();
            break;
          default:
            throw new Error(`no view action for ${event.type}`);
        }
        await expectView(state);
        // Only the failed state toasts; the others say it on the page.
        if (!state.matches('failed')) expect(notices.slice(noticesBefore)).toEqual([]);
      }
    });
  }
});

describe('category B detail through the view', () => {
  it(
    'loads the B drug, shows its fields with Persian digits and the status label, and charts the consumer price',
    { timeout: CHART_TIMEOUT },
    async () => {
      const user = userEvent.setup();
      const api = heldApi();
      renderPage(api, 'B', medicineB._id);
      await waitFor(() => expect(api.requests).toHaveLength(1));
      expect(api.requests[0].url).toBe(`http://api.test/medicine/v1/get-medicine-b-by-id/${medicineB._id}`);
      await act(() => api.respond(200, medicineB));
      await waitFor(() => expect(detailDom.heading().textContent).toBe(medicineB.brand_name_fa));
      expect(detailDom.cardValue(faMedicine.consumerPrice)).toBe('۶۲۰٬۰۰۰ ریال');
      expect(detailDom.cardValue(faMedicine.status)).toBe('فعال');
      expect(detailDom.cardValue(faMedicine.ircCode)).toBe('۱۲۲۸۸۰۴۵۱۹۳۷۴۰۲۹');
      expect(screen.getByText('کلسیم د')).toBeTruthy();
      await user.click(detailDom.chartButton(faMedicine.consumerPrice));
      const dialog = await waitFor(() => detailDom.chartDialog(faMedicine.consumerPrice));
      await waitFor(() => expect(dialog.querySelector('[data-testid=price-chart] svg')).not.toBeNull());
    },
  );

  it("'بستن' calls the page's close", async () => {
    const user = userEvent.setup();
    const api = heldApi();
    const { closes } = renderPage(api, 'B', medicineB._id);
    await act(() => api.respond(200, medicineB));
    await waitFor(() => detailDom.heading());
    await user.click(detailDom.pageClose());
    expect(closes).toEqual([1]);
  });
});
