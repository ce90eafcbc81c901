import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import { watchDigestActors } from '../../machines/watch-digest.actors';
import { watchDigestMachine } from '../../machines/watch-digest.machine';
import type { WatchDigestContext } from '../../machines/watch-digest.types';
import { type ApiError, failureMessage } from '../../src/api/errors';
import { watchDigestEffects } from '../../src/features/profile/profileEffects';
import { WatchDigestScreen } from '../../src/features/profile/WatchDigestView';
import { fa } from '../../src/i18n/fa';
import { recordNotices } from '../kit/notices';
import { heldApi } from './held-api';
import { stateValueToString } from '../../machines/model/model';
import { model } from '../../machines/model/watch-digest.walk';

const notices = recordNotices();
afterEach(cleanup);

/** The card as the profile page runs it: the real actors over a held client, the real toasts. */
function renderDigest() {
  const api = heldApi();
  const machine = watchDigestMachine.provide({ actors: watchDigestActors(api.client), actions: watchDigestEffects });
  let actor: ActorRefFrom<typeof watchDigestMachine> | null = null;
  function Card() {
    const ref = useActorRef(machine);
    actor = ref;
    return <WatchDigestScreen actorRef={ref} />;
  }
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <Card />
    </FluentProvider>,
  );
  return { api, snapshot: () => actor!.getSnapshot() };
}

const card = () => screen.queryByTestId('watch-digest');
const theSwitch = () => within(card()!).getByRole('switch', { name: fa.watchDigest.label }) as HTMLInputElement;

/** What the rendered card must show for a machine state. */
function expectView(state: AnyMachineSnapshot) {
  const c = state.context as WatchDigestContext;
  if (state.matches('unavailable')) {
    expect(card()).toBeNull();
    return;
  }
  expect(within(card()!).getByRole('heading', { level: 2 }).textContent).toBe(fa.watchDigest.title);
  if (state.matches('failed')) {
    expect(within(card()!).getByRole('status').textContent).toContain(fa.watchDigest.loadFailed);
    expect(within(card()!).getByRole('status').textContent).toContain(failureMessage(c.failure!));
    expect(within(card()!).getByRole('button', { name: fa.watchDigest.retry })).toBeTruthy();
    expect(within(card()!).queryByRole('switch')).toBeNull();
    return;
  }
  const s = theSwitch();
  // The hint is read with the switch.
  expect(card()!.textContent).toContain(fa.watchDigest.hint);
  const shown = state.matches('saving') ? c.pending : c.stored;
  expect(s.checked).toBe(shown);
  expect(s.disabled).toBe(!state.matches('ready'));
  expect(card()!.getAttribute('aria-busy')).toBe(String(state.matches('loading') || state.matches('saving')));
  if (state.matches('loading')) expect(card()!.textContent).toContain(fa.watchDigest.loading);
  if (state.matches('saving')) expect(card()!.textContent).toContain(fa.watchDigest.saving);
  const error = state.matches('ready') && c.failure ? failureMessage(c.failure) : null;
  const message = card()!.querySelector('.fui-Field__validationMessage');
  expect(message?.textContent ?? null).toBe(error);
}

describe.each(model.edgePaths.map((path) => [path.description, path] as const))('the SMS digest switch: %s', (_, path) => {
  it('shows each state of the path, sends what the switch says and raises its toasts', async () => {
    const user = userEvent.setup();
    const { api, snapshot } = renderDigest();
    expectView(path.initial);
    for (const { event, state } of path.steps) {
      const count = notices.length;
      switch (event.type) {
        case 'xstate.done.actor.loadDigestSetting':
        case 'xstate.done.actor.saveDigestSetting':
          await act(() => api.respond(200, event.output));
          break;
        case 'xstate.error.actor.loadDigestSetting':
        case 'xstate.error.actor.saveDigestSetting':
          await act(() => api.fail((event.error as ApiError).failure));
          break;
        case 'DIGEST.SET':
          // The switch turns to the other value: the event's.
          expect(theSwitch().checked).toBe(!event.on);
          await user.click(theSwitch());
          expect(await api.lastBody()).toEqual({ smsDigest: event.on });
          break;
        case 'RETRY':
          await user.click(within(card()!).getByRole('button', { name: fa.watchDigest.retry }));
          break;
        default:
          throw new Error(`no view action for ${event.type}`);
      }
      await waitFor(() => expect(stateValueToString(snapshot().value)).toBe(stateValueToString(state.value)));
      expect(snapshot().context).toEqual(state.context);
      await waitFor(() => expectView(state));
      const raised = notices.slice(count).map((n) => ({ intent: n.intent, text: n.text }));
      if (event.type === 'xstate.done.actor.saveDigestSetting')
        expect(raised).toEqual([{ intent: 'success', text: event.output.smsDigest ? fa.watchDigest.turnedOn : fa.watchDigest.turnedOff }]);
      else expect(raised).toEqual([]);
    }
    // Every call went to the settings: a PUT for each turn of the switch, GETs to read.
    expect(new Set(api.requests.map((r) => r.url))).toEqual(new Set(['http://api.test/watchlist/v1/settings']));
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(path.steps.filter((s) => s.event.type === 'DIGEST.SET').length);
    expect(api.requests.filter((r) => r.method !== 'PUT').every((r) => r.method === 'GET')).toBe(true);
  });
});

describe('the SMS digest switch', () => {
  it('is a labelled switch operable by keyboard (Space); a failed save puts it back and says why', async () => {
    const user = userEvent.setup();
    const { api } = renderDigest();
    await act(() => api.respond(200, { smsDigest: false }));
    await waitFor(() => expect(theSwitch().disabled).toBe(false));
    theSwitch().focus();
    await user.keyboard(' ');
    expect(theSwitch().checked).toBe(true);
    expect(theSwitch().disabled).toBe(true);
    await act(() => api.fail({ kind: 'network' }));
    await waitFor(() => expect(theSwitch().checked).toBe(false));
    expect(card()!.textContent).toContain(fa.errors.noNetwork);
    expect(theSwitch().getAttribute('aria-describedby')).toBeTruthy();
  });
});
