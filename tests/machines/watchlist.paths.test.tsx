import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { watchlistMachine } from '../../machines/watchlist.machine';
import type { WatchlistContext } from '../../machines/watchlist.types';
import { type ApiError, failureMessage } from '../../src/api/errors';
import { WatchBell } from '../../src/components/WatchBell';
import { WatchAlertsPanel, alertText } from '../../src/components/WatchAlertsPanel';
import { WatchStar } from '../../src/components/WatchStar';
import { watchlistEffects, WatchlistRefProvider } from '../../src/components/watchlist';
import { WatchlistScreen } from '../../src/features/watchlist/WatchlistView';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { formatAmount } from '../../src/lib/money';
import { recordNotices } from '../kit/notices';
import { modelOf, stateValueToString, type ModelPath } from '../../machines/model/model';
import { twoItems, watchlistWalk } from '../../machines/model/watchlist.walk';

const model = modelOf(watchlistMachine, watchlistWalk);

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The star of `a-1` and `b-9`, the bell, its panel (always shown here) and the watchlist screen, on one running actor. */
function renderWatchlist() {
  const pending = new Map<string, Pending>();
  const heldActor = () =>
    fromPromise<never, unknown>(
      ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as never, reject })),
    );
  const machine = watchlistMachine.provide({
    actors: {
      fetchItems: heldActor(),
      addItem: heldActor(),
      removeItem: heldActor(),
      fetchAlerts: heldActor(),
      markRead: heldActor(),
    } as never,
    actions: watchlistEffects,
  });
  const actor = createActor(machine);
  actor.start();
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <MemoryRouter>
        <WatchlistRefProvider value={actor}>
          <WatchBell />
          <div data-testid="star-a-1">
            <WatchStar category="A" medicineId="a-1" name="آموکسی‌سیلین ۵۰۰ میلی‌گرم" />
          </div>
          <div data-testid="star-b-9">
            <WatchStar category="B" medicineId="b-9" name="سرترالین" />
          </div>
          <section data-testid="panel">
            <WatchAlertsPanel go={() => () => {}} />
          </section>
          <WatchlistScreen />
        </WatchlistRefProvider>
      </MemoryRouter>
    </FluentProvider>,
  );
  const settle = (id: string, how: 'resolve' | 'reject', value: unknown) => {
    const call = pending.get(id);
    if (!call) throw new Error(`no ${id} call is waiting (pending: ${[...pending.keys()].join(', ')})`);
    pending.delete(id);
    call[how](value);
  };
  return { actor, settle };
}
type Harness = ReturnType<typeof renderWatchlist>;

const notices = recordNotices();
afterEach(cleanup);

const star = (id: string) => within(screen.getByTestId(`star-${id}`)).queryByTestId('watch-star');
const panel = () => within(screen.getByTestId('panel'));

async function perform(event: EventObject, h: Harness, user: ReturnType<typeof userEvent.setup>) {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
  // The second read of the list after a star runs as `refetchItems` (the held actors are keyed by invoke id).
  if (done) await act(async () => h.settle(done[1]!, 'resolve', rest.output));
  else if (failed) await act(async () => h.settle(failed[1]!, 'reject', rest.error));
  else if (type === 'WATCH.TOGGLE') await user.click(star(rest.medicineId === 'a-1' ? 'a-1' : 'b-9')!);
  else if (type === 'RELOAD') await user.click(screen.getByRole('button', { name: fa.loadFailed.retry }));
  else if (type === 'ALERTS.REFRESH') {
    // Opening the bell's popover reads the alerts again (closing it first when it is open).
    if (screen.queryByTestId('watch-alerts')) await user.click(screen.getByTestId('watch-bell'));
    await waitFor(() => expect(screen.queryByTestId('watch-alerts')).toBeNull());
    await user.click(screen.getByTestId('watch-bell'));
  } else if (type === 'ALERTS.MARK_READ') await user.click(panel().getByRole('button', { name: fa.watchlist.markAllRead }));
  else throw new Error(`the path test does not know how to perform ${type}`);
}

/** What the rendered pieces must show for the machine's state. */
async function expectScreenFor(state: AnyMachineSnapshot) {
  const c = state.context as WatchlistContext;
  if (state.hasTag('absent')) {
    // A backend without the watchlist: no star and no bell.
    expect(star('a-1')).toBeNull();
    expect(star('b-9')).toBeNull();
    expect(screen.queryByTestId('watch-bell')).toBeNull();
    return;
  }
  const ready = !state.matches({ items: 'loading' }) && !state.matches({ items: 'failed' });
  if (!ready) {
    expect(star('a-1')).toBeNull();
    expect(star('b-9')).toBeNull();
  } else {
    const watched = (id: string, category: string) =>
      c.items.some((item) => item.medicineId === id && item.category === category) ||
      (state.matches({ items: 'adding' }) && c.pending?.medicineId === id);
    expect(star('a-1')!.getAttribute('aria-pressed')).toBe(String(watched('a-1', 'A')));
    expect(star('b-9')!.getAttribute('aria-pressed')).toBe(String(watched('b-9', 'B')));
    expect(star('a-1')!.getAttribute('aria-label')).toBe(
      (watched('a-1', 'A') ? fa.watchlist.unstar : fa.watchlist.star)('آموکسی‌سیلین ۵۰۰ میلی‌گرم'),
    );
    const saving = state.hasTag('saving') || state.matches({ items: 'refreshing' });
    expect(star('a-1')!.getAttribute('aria-disabled')).toBe(saving ? 'true' : null);
  }
  // The bell: the unread count in Persian digits.
  const bell = screen.getByTestId('watch-bell');
  expect(bell.getAttribute('aria-label')).toBe(c.unread > 0 ? fa.watchlist.bell(toPersianDigits(c.unread)) : fa.watchlist.bellNone);
  expect(screen.queryByTestId('watch-bell-count')?.textContent ?? null).toBe(c.unread > 0 ? toPersianDigits(c.unread) : null);
  // The panel: each unread alert's sentence, newest first; 'mark all read' with unread ones.
  const items = panel().queryAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(c.alerts.map((a) => expect.stringContaining(alertText(a))));
  expect(Boolean(panel().queryByRole('button', { name: fa.watchlist.markAllRead }))).toBe(c.unread > 0);
  // The watchlist screen.
  const table = screen.getByRole('table', { name: fa.watchlist.tableLabel });
  if (state.hasTag('loading')) expect(table.getAttribute('aria-busy')).toBe('true');
  else if (state.hasTag('failed')) expect(table.textContent).toContain(failureMessage(c.failure!));
  else if (c.items.length === 0) expect(table.textContent).toContain(fa.watchlist.empty);
  else {
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(c.items.length);
    c.items.slice(0, 3).forEach((item, index) => {
      expect(rows[index]!.textContent).toContain(item.currentPrice === null ? fa.app.dash : formatAmount(item.currentPrice));
    });
  }
}

function expectToasts(event: EventObject, before: AnyMachineSnapshot, shown: Array<{ intent: string; text: string }>) {
  const failure = (event as { error?: ApiError }).error?.failure;
  const userInitiated = /^xstate\.error\.actor\.(addItem|removeItem|markRead)$/.test(event.type);
  if (failure && userInitiated) expect(shown).toEqual([{ intent: 'error', text: failureMessage(failure) }]);
  else if (
    event.type === 'WATCH.TOGGLE' &&
    (before.context as WatchlistContext).items.length >= 500 &&
    !(before.context as WatchlistContext).items.some((i) => i.medicineId === (event as { medicineId?: string }).medicineId)
  )
    expect(shown).toEqual([{ intent: 'error', text: fa.watchlist.full }]);
  else expect(shown).toEqual([]);
}

describe.each(model.paths.map((path) => [path.description, path] as const))('watchlist pieces: %s', (_, path: ModelPath) => {
  it('shows each state of the path and raises its toasts', async () => {
    const user = userEvent.setup();
    const h = renderWatchlist();
    await expectScreenFor(path.initial);
    let before = path.initial;
    for (const step of path.steps) {
      const count = notices.length;
      await perform(step.event, h, user);
      await waitFor(() => expect(stateValueToString(h.actor.getSnapshot().value)).toBe(stateValueToString(step.state.value)));
      const snapshot = h.actor.getSnapshot();
      expect(snapshot.context).toEqual(step.state.context);
      await waitFor(() => expectScreenFor(snapshot));
      expectToasts(
        step.event,
        before,
        notices.slice(count).map((n) => ({ intent: n.intent, text: n.text })),
      );
      before = snapshot;
    }
    h.actor.stop();
    // The path reaching the limit renders 500 rows in jsdom: slow on a loaded machine.
  }, 120_000);
});

describe('watchlist pieces', () => {
  it('the star is a labelled toggle operable by keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    const h = renderWatchlist();
    await act(async () => h.settle('fetchItems', 'resolve', twoItems));
    const a1 = star('a-1')!;
    expect(a1.getAttribute('aria-pressed')).toBe('true');
    a1.focus();
    await user.keyboard('{Enter}');
    expect(h.actor.getSnapshot().matches({ items: 'removing' })).toBe(true);
    await act(async () => h.settle('removeItem', 'resolve', undefined));
    await waitFor(() => expect(star('a-1')!.getAttribute('aria-pressed')).toBe('false'));
    star('a-1')!.focus();
    await user.keyboard(' ');
    expect(h.actor.getSnapshot().matches({ items: 'adding' })).toBe(true);
    expect(star('a-1')!.getAttribute('aria-pressed')).toBe('true');
    h.actor.stop();
  });
});
