import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstLoad } from '../../src/components/useAfterFirstLoad';

function Settled({ prepare }: { prepare?: () => Promise<unknown> }) {
  return <p data-testid="settled">{String(useAfterFirstLoad(prepare))}</p>;
}

const settled = () => screen.getByTestId('settled').textContent;

/** A promise settled by the test. */
function held() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

// behaviour §11.2: background work starts after the first load and a quiet moment, and what it
// renders is loaded before it renders (its chunk's preload links and its render are not one task).
describe('useAfterFirstLoad', () => {
  // jsdom has loaded the document and has no idle callbacks: the hook goes on once the two seconds are over.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says so two seconds after load', async () => {
    render(<Settled />);
    await act(async () => vi.advanceTimersByTime(1999));
    expect(settled()).toBe('false');
    await act(async () => vi.advanceTimersByTime(1));
    expect(settled()).toBe('true');
  });

  it('waits for what it prepares, then says so', async () => {
    const load = held();
    const prepare = vi.fn(() => load.promise);
    render(<Settled prepare={prepare} />);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(settled()).toBe('false');
    await act(async () => load.resolve());
    expect(settled()).toBe('true');
  });

  it('a failed preparation still says so (a chunk boundary handles what renders next)', async () => {
    const load = held();
    render(<Settled prepare={() => load.promise} />);
    await act(async () => vi.advanceTimersByTime(2000));
    await act(async () => load.reject(new Error('chunk failed')));
    expect(settled()).toBe('true');
  });
});
