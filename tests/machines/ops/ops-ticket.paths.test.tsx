import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import { opsTicketActors } from '../../../machines/ops/ops-ticket.actors';
import { opsTicketMachine } from '../../../machines/ops/ops-ticket.machine';
import type { AnswerOutcome, OpsTicketContext } from '../../../machines/ops/ops-ticket.types';
import { stateValueToString } from '../../../machines/model/model';
import { opsTicketModel } from '../../../machines/ops/model/ops.walk';
import type { ApiError } from '../../../src/api/errors';
import { failureMessage } from '../../../src/api/errors';
import { opsTicketsEffects } from '../../../src/ops/features/tickets/opsTicketsEffects';
import { TicketScreen } from '../../../src/ops/features/tickets/TicketView';
import { fa } from '../../../src/i18n/fa';
import { faOps } from '../../../src/ops/i18n/fa-ops';
import { recordNotices } from '../../kit/notices';
import { heldApi } from '../held-api';

const notices = recordNotices();
afterEach(cleanup);

/** The ticket screen as its page runs it: the real actors over a held client, the real toasts. */
function renderTicket() {
  const api = heldApi();
  const machine = opsTicketMachine.provide({ actors: opsTicketActors(api.client), actions: opsTicketsEffects });
  let actor: ActorRefFrom<typeof opsTicketMachine> | null = null;
  function Screen() {
    const ref = useActorRef(machine, { input: { ticketId: 't-1' } });
    actor = ref;
    return <TicketScreen actorRef={ref} />;
  }
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    </FluentProvider>,
  );
  return { api, snapshot: () => actor!.getSnapshot() };
}

const answerBox = () => screen.queryByRole('textbox', { name: new RegExp(faOps.ticket.answerLabel) });
const noteBox = () => screen.getByRole('textbox', { name: faOps.ticket.noteLabel });

/** What the rendered screen must show for a machine state. */
function expectView(state: AnyMachineSnapshot) {
  const c = state.context as OpsTicketContext;
  if (state.matches('loading')) {
    expect(screen.queryByTestId('ops-ticket')).toBeNull();
    return;
  }
  if (state.matches('failed')) {
    expect(screen.getByTestId('load-failed').textContent).toContain(failureMessage(c.failure!));
    return;
  }
  if (state.matches('missing')) {
    expect(screen.getByRole('alert').textContent).toContain(faOps.ticket.notFound);
    return;
  }
  const ticket = c.ticket!;
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ticket.title);
  expect(screen.getByTestId('ops-ticket-status').textContent).toBe(fa.tickets.statusLabels[ticket.status]);
  // The pharmacy as the operator reads it: name, centre, province.
  const pharmacy = screen.getByTestId('ops-ticket-pharmacy').textContent ?? '';
  expect(pharmacy).toContain(ticket.pharmacy.org_name);
  expect(pharmacy).toContain(ticket.pharmacy.province!.name);
  if (ticket.answer === null) {
    expect((answerBox() as HTMLTextAreaElement).value).toBe(c.answer);
    expect(screen.queryByTestId('ops-ticket-answer')).toBeNull();
  } else {
    expect(answerBox()).toBeNull();
    expect(screen.getByTestId('ops-ticket-answer').textContent).toBe(ticket.answer);
  }
  expect(screen.queryByTestId('ops-answer-conflict') !== null).toBe(c.conflict !== null);
  expect(noteBox()).toHaveProperty('value', c.note);
  expect(screen.queryAllByRole('listitem').length).toBe(ticket.notes.length);
}

describe.each(opsTicketModel.paths.map((path) => [path.description, path] as const))('the console ticket: %s', (_, path) => {
  it('shows each state of the path, sends what was typed and raises its toasts', async () => {
    const user = userEvent.setup();
    const { api, snapshot } = renderTicket();
    for (const { event, state } of path.steps) {
      const count = notices.length;
      switch (event.type) {
        case 'xstate.done.actor.loadTicket':
          await act(() => api.respond(200, { data: event.output.ticket }));
          await act(() => api.respond(200, { docs: event.output.assignees }));
          break;
        case 'xstate.done.actor.answerTicket': {
          const outcome = event.output as AnswerOutcome;
          if (outcome.kind === 'conflict') await act(() => api.respond(409, { message: outcome.message, data: outcome.ticket }));
          else await act(() => api.respond(200, { data: outcome.ticket }));
          break;
        }
        case 'xstate.done.actor.addNote':
        case 'xstate.done.actor.assignTicket':
          await act(() => api.respond(event.type === 'xstate.done.actor.addNote' ? 201 : 200, { data: event.output }));
          break;
        case 'xstate.error.actor.loadTicket':
        case 'xstate.error.actor.answerTicket':
        case 'xstate.error.actor.addNote':
        case 'xstate.error.actor.assignTicket':
          await act(() => api.fail((event.error as ApiError).failure));
          break;
        case 'RETRY':
          await user.click(screen.getByRole('button', { name: fa.loadFailed.retry }));
          break;
        case 'ANSWER.CHANGE':
          await user.clear(answerBox()!);
          await user.type(answerBox()!, event.value);
          break;
        case 'ANSWER.SEND':
          await user.click(screen.getByRole('button', { name: faOps.ticket.sendAnswer }));
          expect(await api.lastBody()).toEqual({ answer: snapshot().context.answer });
          break;
        case 'NOTE.CHANGE':
          await user.clear(noteBox());
          await user.type(noteBox(), event.value);
          break;
        case 'NOTE.SEND':
          await user.click(screen.getByRole('button', { name: faOps.ticket.addNote }));
          expect(await api.lastBody()).toEqual({ note: snapshot().context.note });
          break;
        case 'ASSIGN':
          await user.selectOptions(screen.getByRole('combobox', { name: faOps.ticket.assignee }), event.assigneeId ?? '');
          expect(await api.lastBody()).toEqual({ assigneeId: event.assigneeId });
          break;
        default:
          throw new Error(`no view action for ${event.type}`);
      }
      await waitFor(() => expect(stateValueToString(snapshot().value)).toBe(stateValueToString(state.value)));
      expect(snapshot().context).toEqual(state.context);
      await waitFor(() => expectView(state));
      const raised = notices.slice(count).map((n) => n.intent);
      if (event.type === 'xstate.done.actor.answerTicket' && (event.output as AnswerOutcome).kind === 'answered')
        expect(raised).toEqual(['success']);
      if (event.type === 'xstate.done.actor.answerTicket' && (event.output as AnswerOutcome).kind === 'conflict')
        expect(raised).toEqual([]);
      if (event.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.loadTicket') expect(raised).toEqual(['error']);
    }
  });
});
