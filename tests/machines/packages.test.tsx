import { heldActors } from '../kit/held-actors';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { notifier } from '../../src/api/notifier';
import { PackagesView } from '../../src/features/packages/PackagesView';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { formatJalaliDate } from '../../src/lib/jalali';
import { formatAmount } from '../../src/lib/money';
import { packagesMachine, type PackagesSnapshot } from '../../machines/packages.machine';
import type { PackagesEvent, PackagesInput } from '../../machines/packages.types';
import { packagesDom as ui } from '../models/packages.dom';
import { flush, useFakeTimersForTestingLibrary } from '../kit/timers';
import { recordNotices } from '../kit/notices';
import type { ModelPath } from '../../machines/model/model';
import { checkoutModel, FULL, order, packagesModel, REFUSED, RETURNING, SERVER_DOWN } from '../../machines/model/packages.walk';
import { packagesActors } from '../../machines/packages.actors';
import { checkoutLogic } from '../../machines/checkout.actors';
import { createApiClient } from '../../src/api/client';

const model = packagesModel;

describe('packages machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given absent, when TAB.SHOW {"tab":"buy","orderId":null}, then loading",
        "given absent, when TAB.SHOW {"tab":"history","orderId":"order-1"}, then loading",
        "given failed, when RETRY, then loading",
        "given failed, when TAB.SHOW {"tab":"buy","orderId":null}, then loading",
        "given failed, when TAB.SHOW {"tab":"history","orderId":"order-1"}, then loading",
        "given leaving, when TAB.SHOW {"tab":"buy","orderId":null}, then loading",
        "given leaving, when TAB.SHOW {"tab":"history","orderId":"order-1"}, then loading",
        "given loaded.empty, when PAGE.NEXT, then loaded.empty",
        "given loaded.empty, when PAGE.PREVIOUS, then loaded.empty",
        "given loaded.empty, when PAGE.PREVIOUS, then loading",
        "given loaded.empty, when TAB.SHOW {"tab":"buy","orderId":null}, then loading",
        "given loaded.empty, when TAB.SHOW {"tab":"history","orderId":"order-1"}, then loading",
        "given loaded.rows, when PAGE.NEXT, then loaded.rows",
        "given loaded.rows, when PAGE.NEXT, then loading",
        "given loaded.rows, when PAGE.PREVIOUS, then loaded.rows",
        "given loaded.rows, when PAGE.PREVIOUS, then loading",
        "given loaded.rows, when PAY {"packageId":"month-1"}, then loaded.rows",
        "given loaded.rows, when PAY {"packageId":"month-1"}, then paying",
        "given loaded.rows, when TAB.SHOW {"tab":"buy","orderId":null}, then loading",
        "given loaded.rows, when TAB.SHOW {"tab":"history","orderId":"order-1"}, then loading",
        "given loading, when TAB.SHOW {"tab":"buy","orderId":null}, then loading",
        "given loading, when TAB.SHOW {"tab":"history","orderId":"order-1"}, then loading",
        "given loading, when xstate.done.actor.fetchPage (0 pages), then loaded.empty",
        "given loading, when xstate.done.actor.fetchPage (2 pages), then loaded.rows",
        "given loading, when xstate.error.actor.fetchPage (absent), then absent",
        "given loading, when xstate.error.actor.fetchPage (server), then failed",
        "given paying, when xstate.done.actor.checkout (forbidden), then loaded.rows",
        "given paying, when xstate.done.actor.checkout (to the gateway), then leaving",
      ]
    `);
  });
});

describe('checkout machine model', () => {
  it('takes every transition of the definition', () => {
    checkoutModel.assertFullCoverage();
    expect(checkoutModel.lines).toMatchInlineSnapshot(`
      [
        "given requesting, when xstate.done.actor.startCheckout {"orderId":"order-2","paymentUrl":"http://gateway.test/pay/A1"}, then redirecting",
        "given requesting, when xstate.error.actor.startCheckout (absent), then failed",
        "given requesting, when xstate.error.actor.startCheckout (forbidden), then failed",
      ]
    `);
  });
});

// ---------------------------------------------------------------------------------------------
// Every path walked through the rendered screen.

function Screen({ actor, onTab }: { actor: AnyActorRef; onTab: (tab: 'buy' | 'history') => void }) {
  const snapshot = useSelector(actor, (s) => s) as PackagesSnapshot;
  return <PackagesView snapshot={snapshot} send={actor.send} onTab={onTab} />;
}

function renderScreen(input: PackagesInput) {
  const { heldActor, calls, settle, settleStep } = heldActors();
  const notifyAccess = vi.fn();
  const onTab = vi.fn();
  const machine = packagesMachine.provide({
    actors: { fetchPage: heldActor(), checkout: heldActor() } as never,
    actions: { notifyAccess, showFailure: (_, { failure }) => notifier.failure(failure) },
  });
  const actor = createActor(machine, { input });
  actor.start();
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <Screen actor={actor} onTab={onTab} />
    </FluentProvider>,
  );
  return { actor, calls, settle, settleStep, notifyAccess, onTab };
}
type Harness = ReturnType<typeof renderScreen>;

useFakeTimersForTestingLibrary();
const notices = recordNotices();

async function perform(event: EventObject, h: Harness) {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (await h.settleStep(event)) return;
  if (type === 'TAB.SHOW') {
    // The tab button asks the route to change; the page's wiring then sends TAB.SHOW.
    fireEvent.click(ui.tab(rest.tab as 'buy'));
    expect(h.onTab).toHaveBeenLastCalledWith(rest.tab);
    act(() => h.actor.send(event as PackagesEvent));
  } else if (type === 'PAY') fireEvent.click(ui.payButton(FULL.packages.find((p) => p._id === rest.packageId)!.name));
  else if (type === 'PAGE.NEXT') fireEvent.click(ui.nextButton());
  else if (type === 'PAGE.PREVIOUS') fireEvent.click(ui.previousButton());
  else if (type === 'RETRY') fireEvent.click(ui.retryButton());
  else throw new Error(`the path test does not know how to perform ${type}`);
  await flush();
}

function expectScreenFor(h: Harness) {
  const snapshot = h.actor.getSnapshot() as PackagesSnapshot;
  const c = snapshot.context;
  expect(ui.selectedTab()).toBe(c.tab === 'buy' ? fa.packages.buyTab : fa.packages.historyTab);
  expect(ui.goToInput()).toBeNull();
  if (snapshot.hasTag('failed')) {
    expect(ui.loadFailed()).not.toBeNull();
    expect(ui.table()).toBeNull();
    expect(ui.pagerStatus()).toBeNull();
    return;
  }
  expect(ui.loadFailed()).toBeNull();
  if (snapshot.hasTag('absent')) {
    // A backend without the history: the original product's four columns over an empty body, no pager.
    expect(ui.pagerStatus()).toBeNull();
    if (c.tab === 'history') {
      expect(ui.headers()).toEqual([fa.packages.chosenName, fa.packages.validity, fa.packages.expiry, fa.packages.status]);
      expect(ui.bodyRows().map((r) => r.textContent)).toEqual(['']);
      expect(ui.historyEmptyText()).toBeNull();
    }
    return;
  }
  if (snapshot.hasTag('loading')) {
    expect(ui.skeletonRows()).toHaveLength(6);
    expect(ui.pagerStatus()).toBe('');
    return;
  }
  expect(ui.skeletonRows()).toHaveLength(0);
  expect(ui.pagerStatus()).toBe(fa.pager.pageOf(toPersianDigits(c.page), toPersianDigits(Math.max(c.totalPages, 1))));
  expect(ui.previousButton().hasAttribute('disabled')).toBe(c.page <= 1 || snapshot.hasTag('busy'));
  expect(ui.nextButton().hasAttribute('disabled')).toBe(c.page >= c.totalPages || snapshot.hasTag('busy'));
  if (snapshot.matches({ loaded: 'empty' })) {
    expect(c.tab === 'buy' ? ui.emptyText() : ui.historyEmptyText()).not.toBeNull();
    return;
  }
  if (c.tab === 'buy') {
    const rows = ui.bodyRows();
    expect(rows.map((r) => r.textContent)).toEqual(
      c.packages.map((p) => `${p.name}${toPersianDigits(p.days)}${formatAmount(p.price)}${fa.packages.pay}`),
    );
    for (const p of c.packages) expect(ui.payButton(p.name).hasAttribute('disabled')).toBe(snapshot.hasTag('busy'));
    expect(Boolean(ui.leavingNotice())).toBe(snapshot.matches('leaving'));
  } else {
    const rows = ui.bodyRows();
    expect(rows.map((r) => r.textContent)).toEqual(
      c.orders.map(
        (o) =>
          `${o.packageName}${toPersianDigits(o.days)}${o.amount === null ? '-' : `${formatAmount(o.amount)} (${fa.packages.inRial(formatAmount(o.amount * 10))})`}${o.expiresAt ? formatJalaliDate(o.expiresAt) : '-'}${fa.packages.statuses[o.status]}`,
      ),
    );
    const returning = c.orders.find((o) => o._id === c.highlightOrderId);
    expect(ui.highlightedRow()?.textContent ?? null).toBe(returning ? rows[c.orders.indexOf(returning)].textContent : null);
    expect(ui.returningNotice()).toBe(returning && returning.status !== 'granted' ? fa.packages.returning[returning.status] : null);
  }
}

describe.each(model.paths.map((path) => [path.description, path] as const))('package screens: %s', (_, path: ModelPath) => {
  it('shows each state of the path', async () => {
    const h = renderScreen(path.input as PackagesInput);
    await flush();
    expect(h.actor.getSnapshot().value).toEqual(path.initial.value);
    expectScreenFor(h);
    for (const step of path.steps) {
      await perform(step.event, h);
      const snapshot = h.actor.getSnapshot();
      expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      expectScreenFor(h);
    }
  });
});

describe('package screens', () => {
  it('a returning paid order tells the access gate once; the page asks for the history with 10 rows', async () => {
    const h = renderScreen({ tab: 'history', orderId: RETURNING });
    expect(h.calls).toEqual([{ id: 'fetchPage', input: { tab: 'history', page: 1 } }]);
    await act(async () => h.settle('fetchPage', 'resolve', FULL));
    await flush();
    expect(h.notifyAccess).toHaveBeenCalledTimes(1);
    expect(ui.returningNotice()).toBe(fa.packages.returning.paid);
    fireEvent.click(ui.nextButton());
    await act(async () => h.settle('fetchPage', 'resolve', { ...FULL, orders: [order('older', 'paid', null)] }));
    await flush();
    expect(h.notifyAccess).toHaveBeenCalledTimes(1);
  });

  it('a cancelled returning order does not touch the access gate', async () => {
    const h = renderScreen({ tab: 'history', orderId: 'order-0' });
    await act(async () => h.settle('fetchPage', 'resolve', FULL));
    await flush();
    expect(h.notifyAccess).not.toHaveBeenCalled();
    expect(ui.returningNotice()).toBe(fa.packages.returning.cancelled);
  });

  it("'payment' hands checkout the package id only and disables every button until checkout ends", async () => {
    const h = renderScreen({ tab: 'buy' });
    await act(async () => h.settle('fetchPage', 'resolve', FULL));
    await flush();
    fireEvent.click(ui.payButton('اشتراک سه‌ماهه'));
    await flush();
    expect(h.calls.at(-1)).toEqual({ id: 'checkout', input: { packageId: 'month-3' } });
    expect(ui.payButtons().every((b) => b.hasAttribute('disabled'))).toBe(true);
    await act(async () => h.settle('checkout', 'resolve', REFUSED));
    await flush();
    expect(ui.payButtons().every((b) => !b.hasAttribute('disabled'))).toBe(true);
  });

  it('a failed load shows what went wrong and the §8 toast', async () => {
    const h = renderScreen({ tab: 'buy' });
    await act(async () => h.settle('fetchPage', 'reject', SERVER_DOWN));
    await flush();
    expect(ui.loadFailed()?.textContent).toContain(fa.errors.generic);
    expect(notices).toEqual([{ intent: 'error', text: fa.errors.generic }]);
  });

  it('a backend without the history and checkout: the original empty table, no toast, asked once a session', async () => {
    const asked: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        const url = new URL((input as Request).url);
        asked.push(url.pathname);
        if (url.pathname.endsWith('/get-package-list')) {
          return Response.json({ docs: FULL.packages, totalDocs: 2, totalPages: 1 });
        }
        return Response.json({ message: 'یافت نشد.' }, { status: 404 });
      },
    });
    const reportFailure = vi.fn();
    const machine = packagesMachine.provide({
      actors: { ...packagesActors(client), checkout: checkoutLogic(client, { goToGateway: vi.fn(), reportFailure }) },
      actions: { showFailure: (_, { failure }) => notifier.failure(failure) },
    });
    const actor = createActor(machine, { input: { tab: 'history' } }).start();
    render(
      <FluentProvider dir="rtl" theme={webLightTheme}>
        <Screen actor={actor} onTab={vi.fn()} />
      </FluentProvider>,
    );
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('absent')).toBe(true));
    await flush();
    expect(ui.headers()).toHaveLength(4);
    expect(ui.historyEmptyText()).toBeNull();
    act(() => actor.send({ type: 'TAB.SHOW', tab: 'buy' }));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loaded: 'rows' })).toBe(true));
    act(() => actor.send({ type: 'PAY', packageId: 'month-1' }));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loaded: 'rows' })).toBe(true));
    act(() => actor.send({ type: 'PAY', packageId: 'month-1' }));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loaded: 'rows' })).toBe(true));
    act(() => actor.send({ type: 'TAB.SHOW', tab: 'history' }));
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('absent')).toBe(true));
    await flush();
    expect(reportFailure).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    // Each addition answered 404 once; later uses of it in this session ask nothing.
    expect(asked.filter((path) => path.endsWith('/history'))).toHaveLength(1);
    expect(asked.filter((path) => path.endsWith('/checkout'))).toHaveLength(1);
  });
});
