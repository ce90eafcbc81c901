import { describe, expect, it } from 'vitest';
import { otpChildOf } from '../../machines/otp-verification.connect';
import { flush, useFakeTimersForTestingLibrary } from '../kit/timers';
import type { ModelPath } from '../../machines/model/model';
import { atSending, expectCodeScreenFor, performCodeEvent } from './login.harness';
import { otpVerificationModel as model } from '../../machines/model/otp-verification.walk';

// Every path of the one-time-code machine walked through the login screen that invokes it: user
// events through the boxes and buttons, server answers through held actors, the countdown through
// fake timers. (The wizard's dialog shows the same machine; its path test covers how it opens and closes.)

useFakeTimersForTestingLibrary();

describe.each(model.paths.map((path) => [path.description, path] as const))(
  'one-time code on the login screen: %s',
  (_, path: ModelPath) => {
    it('shows each state of the path and sends what the machine asks for', async () => {
      const { user, h } = await atSending();
      const child = otpChildOf(h.actor.getSnapshot());
      if (!child) throw new Error('the login did not start the one-time-code machine');
      expect(child.getSnapshot().value).toEqual(path.initial.value);
      expectCodeScreenFor(child.getSnapshot(), expect);
      for (const step of path.steps) {
        await performCodeEvent(step.event, h, user);
        await flush();
        const snapshot = child.getSnapshot();
        expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expectCodeScreenFor(snapshot, expect);
      }
    });
  },
);
