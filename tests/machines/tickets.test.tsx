import { heldActors } from '../kit/held-actors';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ticketsMachine } from '../../machines/tickets.machine';
import type { TicketsContext } from '../../machines/tickets.types';
import type { Ticket } from '../../src/api/client';
import { type ApiError, failureMessage } from '../../src/api/errors';
import { ticketsEffects } from '../../src/features/tickets/ticketsEffects';
import { TicketsScreen } from '../../src/features/tickets/TicketsView';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { formatJalaliDate, formatJalaliDateTime } from '../../src/lib/jalali';
import { accountDom as ui } from '../models/account.dom';
import { recordNotices } from '../kit/notices';
import { modelOf, stateValueToString, type ModelPath } from '../../machines/model/model';
import { SENT, pageOfTwo, tickets, ticketsWalk } from '../../machines/model/tickets.walk';

const model = modelOf(ticketsMachine, ticketsWalk);

describe('tickets model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given composing, when DRAFT.BODY {"value":"پس از ورود صفحه داروها باز نمی‌شود."}, then composing",
        "given composing, when DRAFT.TITLE {"value":"مشکل در ورود"}, then composing",
        "given composing, when NEW.CANCEL, then list.failed",
        "given composing, when NEW.CANCEL, then list.loaded.rows.browsing",
        "given composing, when NEW.CANCEL, then list.loading",
        "given composing, when NEW.SUBMIT, then sending",
        "given list.failed, when NEW.OPEN, then composing",
        "given list.failed, when RETRY, then list.loading",
        "given list.loaded.empty, when NEW.OPEN, then composing",
        "given list.loaded.rows.browsing, when NEW.OPEN, then composing",
        "given list.loaded.rows.browsing, when PAGE.NEXT, then list.loaded.rows.browsing",
        "given list.loaded.rows.browsing, when PAGE.NEXT, then list.loading",
        "given list.loaded.rows.browsing, when PAGE.PREVIOUS, then list.loaded.rows.browsing",
        "given list.loaded.rows.browsing, when PAGE.PREVIOUS, then list.loading",
        "given list.loaded.rows.browsing, when TICKET.OPEN {"id":"t-2"}, then list.loaded.rows.viewing",
        "given list.loaded.rows.viewing, when TICKET.CLOSE, then list.loaded.rows.browsing",
        "given list.loading, when NEW.OPEN, then composing",
        "given list.loading, when xstate.done.actor.fetchTickets (0 rows), then list.loaded.empty",
        "given list.loading, when xstate.done.actor.fetchTickets (0 rows), then list.loading",
        "given list.loading, when xstate.done.actor.fetchTickets (2 rows), then list.loaded.rows.browsing",
        "given list.loading, when xstate.error.actor.fetchTickets (forbidden), then list.failed",
        "given list.loading, when xstate.error.actor.fetchTickets (network), then list.failed",
        "given list.loading, when xstate.error.actor.fetchTickets (server 500), then list.failed",
        "given list.loading, when xstate.error.actor.fetchTickets (unauthorized), then list.failed",
        "given sending, when xstate.done.actor.sendTicket, then list.loading",
        "given sending, when xstate.error.actor.sendTicket (client 400), then composing",
        "given sending, when xstate.error.actor.sendTicket (network), then composing",
        "given sending, when xstate.error.actor.sendTicket (unauthorized), then composing",
      ]
    `);
  });
});

// ---------------------------------------------------------------------------------------------
// Every path walked through the rendered screen.

function renderTickets() {
  const { heldActor, calls, settle, settleStep } = heldActors();
  const machine = ticketsMachine.provide({
    actors: { fetchTickets: heldActor(), sendTicket: heldActor() } as never,
    actions: ticketsEffects,
  });
  const actor = createActor(machine);
  actor.start();
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <TicketsScreen actorRef={actor} />
    </FluentProvider>,
  );
  return { actor, calls, settle, settleStep };
}
type Harness = ReturnType<typeof renderTickets>;

const notices = recordNotices();
afterEach(cleanup);

async function perform(event: EventObject, h: Harness, before: AnyMachineSnapshot, user: ReturnType<typeof userEvent.setup>) {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (await h.settleStep(event)) return;
  if (type === 'PAGE.NEXT') await user.click(ui.next());
  else if (type === 'PAGE.PREVIOUS') await user.click(ui.previous());
  else if (type === 'RETRY') await user.click(ui.retry());
  else if (type === 'TICKET.OPEN') {
    const ticket = (before.context as TicketsContext).rows.find((row) => row._id === rest.id)!;
    await user.click(ui.showTicket(ticket.title));
  } else if (type === 'TICKET.CLOSE') await user.click(ui.detailClose());
  else if (type === 'NEW.OPEN') await user.click(ui.newTicketButton());
  else if (type === 'DRAFT.TITLE' || type === 'DRAFT.BODY') {
    const input = type === 'DRAFT.TITLE' ? ui.ticketTitle() : ui.ticketBody();
    await user.clear(input);
    await user.click(input);
    await user.paste(String(rest.value));
  } else if (type === 'NEW.SUBMIT') await user.click(ui.sendTicket());
  else if (type === 'NEW.CANCEL') await user.click(ui.cancelTicket());
  else throw new Error(`the path test does not know how to perform ${type}`);
}

/** What the rendered screen must show for the machine's state. */
async function expectScreenFor(state: AnyMachineSnapshot) {
  const c = state.context as TicketsContext;
  const viewing = state.matches({ list: { loaded: { rows: 'viewing' } } });
  if (!state.matches('list')) {
    await waitFor(() => expect(ui.newTicketForm()).toBeTruthy());
    expect(ui.ticketsTable()).toBeNull();
    expect(ui.ticketTitle().value).toBe(c.draft.title);
    expect(ui.ticketBody().value).toBe(c.draft.report);
    expect(ui.sendTicket().getAttribute('aria-disabled')).toBe(state.matches('sending') ? 'true' : null);
    return;
  }
  await waitFor(() => expect(ui.ticketsTable()).toBeTruthy());
  expect(ui.newTicketForm()).toBeNull();
  if (state.hasTag('loading')) {
    expect(ui.skeletonRows()).toHaveLength(7);
    expect(ui.pagerStatus()).toBe('');
  } else if (state.hasTag('failed')) {
    expect(ui.loadFailed()!.textContent).toContain(failureMessage(c.failure!));
    expect(ui.pagerStatus()).toBe('');
  } else if (state.hasTag('empty')) {
    expect(ui.ticketsTable()!.textContent).toContain(fa.tickets.empty);
    expect(ui.pagerStatus()).toBe(fa.pager.pageOf('۱', '۱'));
  } else {
    const rows = ui.bodyRows();
    expect(rows).toHaveLength(c.rows.length);
    c.rows.forEach((ticket, index) => {
      const cells = within(rows[index]).getAllByRole('cell');
      expect(cells[0].textContent).toBe(toPersianDigits(10 * (c.page - 1) + 1 + index));
      expect(cells[1].textContent).toBe(ticket.title.length > 20 ? `${ticket.title.slice(0, 20)}…` : ticket.title);
      expect(cells[2].textContent).toBe(formatJalaliDate(ticket.date));
    });
    expect(ui.pagerStatus()).toBe(fa.pager.pageOf(toPersianDigits(c.page), toPersianDigits(c.totalPages)));
    // Behind the open detail dialog the pager does nothing.
    expect(ui.previous().disabled).toBe(viewing || c.page <= 1);
    expect(ui.next().disabled).toBe(viewing || c.page >= c.totalPages);
  }
  await waitFor(() => expect(Boolean(ui.detailDialog())).toBe(viewing));
  if (viewing) {
    const dialog = ui.detailDialog()!;
    const ticket = c.selected!;
    expect(dialog.textContent).toContain(ticket.title);
    expect(dialog.textContent).toContain(formatJalaliDateTime(ticket.date, fa.calendar.at));
    expect(within(dialog).getByTestId('ticket-status').textContent).toBe(fa.tickets.statusLabels[ticket.status]);
    expect(dialog.textContent).toContain(ticket.answer ?? fa.tickets.noAnswer);
  }
}

function expectToasts(event: EventObject, shown: Array<{ intent: string; text: string }>) {
  const failure = (event as { error?: ApiError }).error?.failure;
  if (failure) expect(shown).toEqual(failure.kind === 'unauthorized' ? [] : [{ intent: 'error', text: failureMessage(failure) }]);
  else if (event.type === 'xstate.done.actor.sendTicket') expect(shown).toEqual([{ intent: 'success', text: SENT }]);
  else expect(shown).toEqual([]);
}

describe.each(model.paths.map((path) => [path.description, path] as const))('tickets screen: %s', (_, path: ModelPath) => {
  it('shows each state of the path and raises its toasts', async () => {
    const user = userEvent.setup();
    const h = renderTickets();
    await expectScreenFor(path.initial);
    let before = path.initial;
    for (const step of path.steps) {
      const count = notices.length;
      await perform(step.event, h, before, user);
      await waitFor(() => expect(stateValueToString(h.actor.getSnapshot().value)).toBe(stateValueToString(step.state.value)));
      const snapshot = h.actor.getSnapshot();
      expect(snapshot.context).toEqual(step.state.context);
      await expectScreenFor(snapshot);
      expectToasts(step.event, notices.slice(count));
      before = snapshot;
    }
    h.actor.stop();
  });
});

// ---------------------------------------------------------------------------------------------
// Named behaviours through the screen.

describe('tickets screen', () => {
  it('sends title and body as typed and reloads page 1, where the new ticket is first', async () => {
    const user = userEvent.setup();
    const h = renderTickets();
    await act(async () => h.settle('fetchTickets', 'resolve', pageOfTwo));
    await user.click(ui.next());
    expect(h.calls.at(-1)).toEqual({ id: 'fetchTickets', input: { page: 2 } });
    await act(async () => h.settle('fetchTickets', 'resolve', { ...pageOfTwo, rows: [tickets[1]] }));
    await waitFor(() => expect(ui.pagerStatus()).toBe(fa.pager.pageOf('۲', '۲')));
    expect(within(ui.bodyRows()[0]).getAllByRole('cell')[0].textContent).toBe('۱۱');
    await user.click(ui.newTicketButton());
    await user.click(ui.ticketTitle());
    await user.paste(' عنوان ');
    await user.click(ui.sendTicket());
    expect(h.calls.at(-1)).toEqual({ id: 'sendTicket', input: { title: ' عنوان ', report: '' } });
    await act(async () => h.settle('sendTicket', 'resolve', SENT));
    expect(h.calls.at(-1)).toEqual({ id: 'fetchTickets', input: { page: 1 } });
    const fresh: Ticket = {
      _id: 't-3',
      title: ' عنوان ',
      report: '',
      date: '2026-11-23T09:00:00.000Z',
      status: 'not checked',
      answer: null,
    };
    await act(async () => h.settle('fetchTickets', 'resolve', { rows: [fresh, ...tickets], totalDocs: 13, totalPages: 2 }));
    await waitFor(() => expect(ui.bodyRows()).toHaveLength(3));
    expect(within(ui.bodyRows()[0]).getAllByRole('cell')[1].textContent).toBe(' عنوان ');
    expect(notices).toEqual([{ intent: 'success', text: SENT }]);
    h.actor.stop();
  });
});
