import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { fa } from '../../src/i18n/fa';
import { formatMinutesSeconds } from '../../src/lib/clock';
import { resendCountdownMachine } from '../../machines/resend-countdown.machine';
import { model } from '../../machines/model/resend-countdown.walk';

/** The countdown as the login screen shows it. */
function CountdownText({ actorRef }: { actorRef: ActorRefFrom<typeof resendCountdownMachine> }) {
  const remaining = useSelector(actorRef, (s) => s.context.remaining);
  const done = useSelector(actorRef, (s) => s.status === 'done');
  return <span role="timer">{done ? fa.auth.resendCode : fa.auth.resendIn(formatMinutesSeconds(remaining))}</span>;
}

describe('resend countdown, driven by fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(resendCountdownMachine, { input: { seconds: 3 } });
    actor.start();
    render(<CountdownText actorRef={actor} />);
    expect(screen.getByRole('timer').textContent).toBe(fa.auth.resendIn('۰:۰۳'));
    for (const step of path.steps) {
      expect(step.event.type).toBe('xstate.after.oneSecond.resendCountdown.counting');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
      const remaining = (step.state.context as { remaining: number }).remaining;
      expect(screen.getByRole('timer').textContent).toBe(
        step.state.status === 'done' ? fa.auth.resendCode : fa.auth.resendIn(formatMinutesSeconds(remaining)),
      );
    }
  });

  it('from 74 seconds shows 1:14 and finishes after 74 ticks', async () => {
    const actor = createActor(resendCountdownMachine, { input: { seconds: 74 } });
    actor.start();
    expect(formatMinutesSeconds(actor.getSnapshot().context.remaining)).toBe('۱:۱۴');
    await vi.advanceTimersByTimeAsync(73_000);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.remaining).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('counts 2:00 → 1:59 → … → 0:00 one second at a time, then finishes', async () => {
    const actor = createActor(resendCountdownMachine, { input: {} });
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(formatMinutesSeconds(s.context.remaining)));
    actor.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().context.remaining).toBe(120);
    await vi.advanceTimersByTimeAsync(1);
    expect(formatMinutesSeconds(actor.getSnapshot().context.remaining)).toBe('۱:۵۹');
    await vi.advanceTimersByTimeAsync(119_000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(seen.at(-1)).toBe('۰:۰۰');
    expect(new Set(seen).size).toBe(121);
  });
});
