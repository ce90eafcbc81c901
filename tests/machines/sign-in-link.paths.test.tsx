import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import { signInLinkActors } from '../../machines/sign-in-link.actors';
import { signInLinkMachine } from '../../machines/sign-in-link.machine';
import type { SignInLinkContext, SignInLinkInput } from '../../machines/sign-in-link.types';
import { stateValueToString } from '../../machines/model/model';
import { LINK_MOBILE, LINK_TOKEN, signInLinkModel as model } from '../../machines/model/sign-in-link.walk';
import { type ApiError, failureMessage } from '../../src/api/errors';
import { SignInLinkScreen } from '../../src/features/auth/SignInLinkView';
import { fa } from '../../src/i18n/fa';
import { faLink } from '../../src/i18n/fa-link';
import { toPersianDigits } from '../../src/lib/digits';
import { heldApi } from './held-api';

afterEach(cleanup);

/** The screen as the page runs it: the real actors over a held client; effects recorded. */
function renderLink(input: SignInLinkInput) {
  const api = heldApi();
  const effects = {
    clearAddress: vi.fn(),
    storeTokens: vi.fn(),
    startSession: vi.fn(),
    welcome: vi.fn(),
    goToCatalog: vi.fn(),
    goHome: vi.fn(),
  };
  const machine = signInLinkMachine.provide({
    actors: signInLinkActors(api.client),
    actions: {
      ...effects,
      storeTokens: (_, params) => effects.storeTokens(params.tokens),
      welcome: (_, params) => effects.welcome(params.firstName),
    },
  });
  let actor: ActorRefFrom<typeof signInLinkMachine> | null = null;
  function Screen() {
    const ref = useActorRef(machine, { input });
    actor = ref;
    return <SignInLinkScreen actorRef={ref} />;
  }
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <Screen />
    </FluentProvider>,
  );
  return { api, effects, snapshot: () => actor!.getSnapshot() };
}

const card = () => screen.getByTestId('sign-in-link');
const button = (name: string) => within(card()).queryByRole('button', { name });

/** What the rendered screen must show for a machine state. */
function expectView(state: AnyMachineSnapshot) {
  const c = state.context as SignInLinkContext;
  const heading = within(card()).getByRole('heading', { level: 1 }).textContent;
  const busy = state.hasTag('busy') || state.matches('redirecting');
  expect(card().getAttribute('aria-busy')).toBe(String(busy));
  if (state.matches('damaged')) {
    expect(heading).toBe(faLink.damagedTitle);
    expect(card().textContent).toContain(faLink.damaged);
    expect(button(faLink.retry)).toBeNull();
    expect(button(faLink.toLogin)).toBeTruthy();
    return;
  }
  expect(card().textContent?.includes(toPersianDigits(LINK_MOBILE))).toBe(c.link !== null);
  if (state.matches('failed')) {
    expect(heading).toBe(faLink.failedTitle);
    expect(within(card()).getByRole('alert').textContent).toBe(failureMessage(c.failure!));
    expect(button(faLink.retry)).toBeTruthy();
    expect(button(faLink.toLogin)).toBeTruthy();
    return;
  }
  expect(heading).toBe(fa.signInLink.title);
  expect(within(card()).queryByRole('alert')).toBeNull();
  expect(button(faLink.retry)).toBeNull();
  if (busy) {
    expect(card().textContent).toContain(state.matches('signingIn') ? faLink.signingIn : faLink.signedIn);
  }
}

describe.each(model.edgePaths.map((path) => [path.description, path] as const))('the sign-in link screen: %s', (_, path) => {
  it('shows each state of the path, sends the link once per try and performs its effects', async () => {
    const user = userEvent.setup();
    const { api, effects, snapshot } = renderLink(path.input as SignInLinkInput);
    expectView(path.initial);
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'xstate.done.actor.signInWithLink':
          expect(await api.lastBody()).toEqual({ mobile: LINK_MOBILE, token: LINK_TOKEN });
          await act(() => api.respond(200, { message: 'ورود با موفقیت انجام شد.', data: event.output }));
          break;
        case 'xstate.done.actor.getMyProfile':
          await act(() => api.respond(200, { data: { ...event.output, mobile: LINK_MOBILE } }));
          break;
        case 'xstate.error.actor.signInWithLink':
        case 'xstate.error.actor.getMyProfile':
          await act(() => api.fail((event.error as ApiError).failure));
          break;
        case 'RETRY':
          await user.click(button(faLink.retry)!);
          break;
        case 'GO.LOGIN':
          await user.click(button(faLink.toLogin)!);
          break;
        default:
          throw new Error(`no view action for ${event.type}`);
      }
      await waitFor(() => expect(stateValueToString(snapshot().value)).toBe(stateValueToString(state.value)));
      expect(snapshot().context).toEqual(state.context);
      await waitFor(() => expectView(state));
    }
    const end = path.state;
    const readable = (path.initial.context as SignInLinkContext).link !== null;
    const tries = path.steps.filter((s) => s.event.type === 'RETRY').length + (end.matches('damaged') || path.steps.length === 0 ? 0 : 1);
    expect(api.requests.filter((r) => r.url.endsWith('/user/v1/sign-in-link'))).toHaveLength(readable ? tries : 0);
    expect(effects.clearAddress).toHaveBeenCalledTimes(readable ? tries : 0);
    expect(effects.goToCatalog).toHaveBeenCalledTimes(end.matches('redirecting') ? 1 : 0);
    expect(effects.storeTokens).toHaveBeenCalledTimes(end.matches('redirecting') || end.matches('signedIn') ? 1 : 0);
    expect(effects.goHome).toHaveBeenCalledTimes(end.matches('leaving') ? 1 : 0);
  });
});
