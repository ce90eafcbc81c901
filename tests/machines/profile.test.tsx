import { heldActors } from '../kit/held-actors';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { profileMachine } from '../../machines/profile.machine';
import { validateProfile } from '../../machines/profile.rules';
import { type ApiError, failureMessage } from '../../src/api/errors';
import { profileEffects } from '../../src/features/profile/profileEffects';
import { ProfileScreen } from '../../src/features/profile/ProfileView';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';
import { formatJalaliDateTime } from '../../src/lib/jalali';
import { accountDom as ui } from '../models/account.dom';
import { recordNotices } from '../kit/notices';
import { modelOf, stateValueToString, type ModelPath } from '../../machines/model/model';
import { PROVINCES, SAVED, complete, empty, error, failures, profileWalk } from '../../machines/model/profile.walk';

const model = modelOf(profileMachine, profileWalk);

describe('profile model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given confirming, when CONFIRM.NO, then editing",
        "given confirming, when CONFIRM.YES, then editing",
        "given confirming, when CONFIRM.YES, then saving",
        "given confirming, when xstate.done.actor.provinces (2 provinces), then confirming",
        "given confirming, when xstate.error.actor.provinces (network), then confirming",
        "given confirming, when xstate.error.actor.provinces (server 500), then confirming",
        "given editing, when FIELD.CHANGE {"field":"email","value":"info@"}, then editing",
        "given editing, when FIELD.CHANGE {"field":"email","value":"info@example.ir"}, then editing",
        "given editing, when FIELD.CHANGE {"field":"firstName","value":""}, then editing",
        "given editing, when FIELD.CHANGE {"field":"firstName","value":"سارا"}, then editing",
        "given editing, when SAVE, then confirming",
        "given editing, when xstate.done.actor.provinces (2 provinces), then editing",
        "given editing, when xstate.error.actor.provinces (network), then editing",
        "given editing, when xstate.error.actor.provinces (server 500), then editing",
        "given failed, when RETRY, then loading.profile.fetching, check.fetching",
        "given failed, when xstate.done.actor.provinces (2 provinces), then failed",
        "given failed, when xstate.error.actor.provinces (network), then failed",
        "given failed, when xstate.error.actor.provinces (server 500), then failed",
        "given loading.profile.done, check.fetching, when xstate.done.actor.checkProfile (false), then editing",
        "given loading.profile.done, check.fetching, when xstate.done.actor.checkProfile (true), then editing",
        "given loading.profile.done, check.fetching, when xstate.done.actor.provinces (2 provinces), then loading.profile.done, check.fetching",
        "given loading.profile.done, check.fetching, when xstate.error.actor.checkProfile (server 500), then editing",
        "given loading.profile.done, check.fetching, when xstate.error.actor.provinces (network), then loading.profile.done, check.fetching",
        "given loading.profile.done, check.fetching, when xstate.error.actor.provinces (server 500), then loading.profile.done, check.fetching",
        "given loading.profile.fetching, check.done, when xstate.done.actor.loadProfile (complete profile), then editing",
        "given loading.profile.fetching, check.done, when xstate.done.actor.loadProfile (empty profile), then editing",
        "given loading.profile.fetching, check.done, when xstate.done.actor.provinces (2 provinces), then loading.profile.fetching, check.done",
        "given loading.profile.fetching, check.done, when xstate.error.actor.loadProfile (network), then failed",
        "given loading.profile.fetching, check.done, when xstate.error.actor.loadProfile (server 500), then failed",
        "given loading.profile.fetching, check.done, when xstate.error.actor.loadProfile (unauthorized), then failed",
        "given loading.profile.fetching, check.done, when xstate.error.actor.provinces (network), then loading.profile.fetching, check.done",
        "given loading.profile.fetching, check.done, when xstate.error.actor.provinces (server 500), then loading.profile.fetching, check.done",
        "given loading.profile.fetching, check.fetching, when xstate.done.actor.checkProfile (false), then loading.profile.fetching, check.done",
        "given loading.profile.fetching, check.fetching, when xstate.done.actor.checkProfile (true), then loading.profile.fetching, check.done",
        "given loading.profile.fetching, check.fetching, when xstate.done.actor.loadProfile (complete profile), then loading.profile.done, check.fetching",
        "given loading.profile.fetching, check.fetching, when xstate.done.actor.loadProfile (empty profile), then loading.profile.done, check.fetching",
        "given loading.profile.fetching, check.fetching, when xstate.done.actor.provinces (2 provinces), then loading.profile.fetching, check.fetching",
        "given loading.profile.fetching, check.fetching, when xstate.error.actor.checkProfile (server 500), then loading.profile.fetching, check.done",
        "given loading.profile.fetching, check.fetching, when xstate.error.actor.loadProfile (network), then failed",
        "given loading.profile.fetching, check.fetching, when xstate.error.actor.loadProfile (server 500), then failed",
        "given loading.profile.fetching, check.fetching, when xstate.error.actor.loadProfile (unauthorized), then failed",
        "given loading.profile.fetching, check.fetching, when xstate.error.actor.provinces (network), then loading.profile.fetching, check.fetching",
        "given loading.profile.fetching, check.fetching, when xstate.error.actor.provinces (server 500), then loading.profile.fetching, check.fetching",
        "given saving, when xstate.done.actor.provinces (2 provinces), then saving",
        "given saving, when xstate.done.actor.saveProfile (اطلاعات با موفقیت ذخیره شد.), then loading.profile.fetching, check.fetching",
        "given saving, when xstate.error.actor.provinces (network), then saving",
        "given saving, when xstate.error.actor.provinces (server 500), then saving",
        "given saving, when xstate.error.actor.saveProfile (client 400), then editing",
        "given saving, when xstate.error.actor.saveProfile (forbidden), then editing",
        "given saving, when xstate.error.actor.saveProfile (network), then editing",
        "given saving, when xstate.error.actor.saveProfile (server 500), then editing",
        "given saving, when xstate.error.actor.saveProfile (unauthorized), then editing",
      ]
    `);
  });
});

// ---------------------------------------------------------------------------------------------
// Every path walked through the rendered screen.

function renderProfile() {
  const { heldActor, calls, settle, settleStep } = heldActors();
  const gate = { send: vi.fn() };
  const navigate = vi.fn();
  const machine = profileMachine.provide({
    actors: { loadProvinces: heldActor(), checkProfile: heldActor(), loadProfile: heldActor(), saveProfile: heldActor() } as never,
    actions: profileEffects({ gate, navigate }),
  });
  const actor = createActor(machine);
  actor.start();
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <ProfileScreen actorRef={actor} />
    </FluentProvider>,
  );
  return { actor, gate, navigate, calls, settle, settleStep };
}
type Harness = ReturnType<typeof renderProfile>;

const notices = recordNotices();
afterEach(cleanup);

const label = (field: keyof typeof fa.profile.fields) => fa.profile.fields[field];

async function perform(event: EventObject, h: Harness, user: ReturnType<typeof userEvent.setup>) {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (await h.settleStep(event)) return;
  if (type === 'FIELD.CHANGE') {
    const input = ui.field(label(rest.field as 'email'));
    await user.clear(input);
    if (rest.value) {
      await user.click(input);
      await user.paste(String(rest.value));
    }
  } else if (type === 'SAVE') await user.click(ui.saveButton());
  else if (type === 'CONFIRM.YES') await user.click(ui.confirmYes());
  else if (type === 'CONFIRM.NO') await user.click(ui.confirmNo());
  else if (type === 'RETRY') await user.click(ui.retry());
  else throw new Error(`the path test does not know how to perform ${type}`);
}

/** What the rendered screen must show for the machine's state. */
async function expectScreenFor(state: AnyMachineSnapshot) {
  const c = state.context as (typeof profileMachine)['config']['context'] & AnyMachineSnapshot['context'];
  if (state.hasTag('failed')) {
    await waitFor(() => expect(ui.loadFailed()).toBeTruthy());
    expect(ui.loadFailed()!.textContent).toContain(failureMessage(c.failure));
    expect(ui.profileForm()).toBeNull();
    return;
  }
  if (state.hasTag('loading') && c.shown === null) {
    await waitFor(() => expect(ui.profileSkeleton()).toBeTruthy());
    expect(ui.profileForm()).toBeNull();
    return;
  }
  await waitFor(() => expect(ui.profileForm()).toBeTruthy());
  expect(ui.field(label('firstName')).value).toBe(c.form.firstName);
  expect(ui.field(label('email')).value).toBe(c.form.email);
  expect(ui.field(label('mobile')).value).toBe(toPersianDigits(c.shown.mobile));
  expect(ui.field(label('mobile')).readOnly).toBe(true);
  expect(ui.field(label('lastLogin')).value).toBe(c.shown.lastLogin ? formatJalaliDateTime(c.shown.lastLogin, fa.calendar.at) : '-');
  expect(ui.field(label('firstName')).readOnly).toBe(!state.matches('editing'));
  expect(Boolean(ui.incompleteNotice())).toBe(c.complete === false);
  const errors = c.attempted ? validateProfile(c.form) : {};
  const expected = (['firstName', 'lastName', 'orgName', 'province', 'email'] as const)
    .filter((field) => errors[field])
    .map((field) => (errors[field] === 'required' ? fa.profile.required : fa.profile.invalidEmail));
  expect(ui.fieldErrors()).toEqual(expected);
  const dropdown = ui.provinceDropdown();
  const disabled = dropdown.hasAttribute('disabled') || dropdown.getAttribute('aria-disabled') === 'true';
  expect(disabled).toBe(c.provinces === null || !state.matches('editing'));
  const dialogOpen = state.matches('confirming') || state.matches('saving');
  await waitFor(() => expect(Boolean(ui.confirmDialog())).toBe(dialogOpen));
  if (state.matches('saving')) expect(ui.confirmYes().getAttribute('aria-disabled')).toBe('true');
}

/** The toasts an event must raise, and the gate and router effects. */
function expectEffects(event: EventObject, before: AnyMachineSnapshot, h: Harness, shown: Array<{ intent: string; text: string }>) {
  const { type } = event;
  const failure = (event as { error?: ApiError }).error?.failure;
  if (type === 'xstate.error.actor.saveProfile' || type === 'xstate.error.actor.loadProfile') {
    expect(shown).toEqual(failure!.kind === 'unauthorized' ? [] : [{ intent: 'error', text: failureMessage(failure!) }]);
  } else if (type === 'xstate.error.actor.provinces') {
    expect(shown).toEqual(failure!.kind === 'network' ? [{ intent: 'error', text: fa.errors.noNetwork }] : []);
  } else if (type === 'xstate.done.actor.saveProfile') {
    // A first completion goes on to the packages: the message goes with it.
    expect(shown).toEqual([{ intent: 'success', text: SAVED, carry: before.context.complete === false ? true : undefined }]);
    expect(h.gate.send).toHaveBeenLastCalledWith({ type: 'PROFILE.CHANGED' });
    if (before.context.complete === false) expect(h.navigate).toHaveBeenLastCalledWith('/SelectPackage/buyPackage');
  } else if (type === 'CONFIRM.YES' && !before.can({ type: 'CONFIRM.YES' })) {
    expect(shown).toEqual([]);
  } else if (type === 'CONFIRM.YES') {
    const errors = validateProfile(before.context.form);
    const missing = Object.values(errors).includes('required');
    const expected =
      Object.keys(errors).length === 0 ? [] : [{ intent: 'error', text: missing ? fa.profile.mandatoryValues : fa.profile.fixMarked }];
    expect(shown).toEqual(expected);
  } else expect(shown).toEqual([]);
}

describe.each(model.paths.map((path) => [path.description, path] as const))('profile screen: %s', (_, path: ModelPath) => {
  it('shows each state of the path and raises its effects', async () => {
    const user = userEvent.setup();
    const h = renderProfile();
    await expectScreenFor(path.initial);
    let before = path.initial;
    for (const step of path.steps) {
      const count = notices.length;
      const navigations = h.navigate.mock.calls.length;
      await perform(step.event, h, user);
      await waitFor(() => expect(stateValueToString(h.actor.getSnapshot().value)).toBe(stateValueToString(step.state.value)));
      const snapshot = h.actor.getSnapshot();
      expect(snapshot.context).toEqual(step.state.context);
      await expectScreenFor(snapshot);
      expectEffects(step.event, before, h, notices.slice(count));
      if (step.event.type !== 'xstate.done.actor.saveProfile' || before.context.complete !== false) {
        expect(h.navigate.mock.calls.length).toBe(navigations);
      }
      before = snapshot;
    }
    h.actor.stop();
  });
});

// ---------------------------------------------------------------------------------------------
// Named behaviours through the screen.

describe('profile screen', () => {
  it('asks for the provinces, the check and the profile at once, and saves what was typed with the role unchanged', async () => {
    const user = userEvent.setup();
    const h = renderProfile();
    expect(h.calls.map((call) => call.id).sort()).toEqual(['checkProfile', 'loadProfile', 'provinces']);
    await act(async () => {
      h.settle('provinces', 'resolve', PROVINCES);
      h.settle('checkProfile', 'resolve', false);
      h.settle('loadProfile', 'resolve', { ...complete, first_name: '', role: 'pharmacist' });
    });
    await waitFor(() => expect(ui.incompleteNotice()).toBeTruthy());
    await user.click(ui.field(label('firstName')));
    await user.paste('  مریم ');
    await user.clear(ui.field(label('phone')));
    await user.type(ui.field(label('phone')), '۰۲۱-۸۸۷۷۶۶۵۵۱۲۳');
    expect(ui.field(label('phone')).value).toBe('۰۲۱۸۸۷۷۶۶۵۵');
    await user.click(ui.saveButton());
    await user.click(ui.confirmYes());
    expect(h.calls.at(-1)).toEqual({
      id: 'saveProfile',
      input: {
        first_name: 'مریم',
        last_name: 'احمدی',
        org_name: 'داروخانه دکتر احمدی',
        address: 'تهران، خیابان ولیعصر',
        state: '8',
        email: 'info@example.ir',
        phone: '02188776655',
        role: 'pharmacist',
      },
    });
    // A failed save keeps everything typed.
    await act(async () => h.settle('saveProfile', 'reject', error(failures.server)));
    await waitFor(() => expect(ui.confirmDialog()).toBeNull());
    expect(ui.field(label('firstName')).value).toBe('  مریم ');
    expect(notices).toEqual([{ intent: 'error', text: fa.errors.generic }]);
    h.actor.stop();
  });

  it('with the mandatory values missing: the dialog closes, the toast shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const h = renderProfile();
    await act(async () => {
      h.settle('provinces', 'resolve', PROVINCES);
      h.settle('checkProfile', 'resolve', false);
      h.settle('loadProfile', 'resolve', empty);
    });
    await waitFor(() => expect(ui.profileForm()).toBeTruthy());
    expect(ui.fieldErrors()).toEqual([]);
    await user.click(ui.saveButton());
    await user.click(ui.confirmYes());
    await waitFor(() => expect(ui.confirmDialog()).toBeNull());
    expect(notices).toEqual([{ intent: 'error', text: fa.profile.mandatoryValues }]);
    expect(ui.fieldErrors()).toEqual([fa.profile.required, fa.profile.required, fa.profile.required, fa.profile.required]);
    expect(h.calls.map((call) => call.id)).not.toContain('saveProfile');
    h.actor.stop();
  });
});
