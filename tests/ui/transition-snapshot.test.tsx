import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useTransitionSnapshot } from '../../src/components/useTransitionSnapshot';

/** A stand-in actor: a value, its setter and its subscribers. */
function store(initial: string) {
  let value = initial;
  const observers = new Set<(value: string) => void>();
  return {
    getSnapshot: () => value,
    subscribe: (observer: (value: string) => void) => {
      observers.add(observer);
      return { unsubscribe: () => observers.delete(observer) };
    },
    set: (next: string) => {
      value = next;
      observers.forEach((observer) => observer(next));
    },
    observers,
  };
}

function Shown({ actor }: { actor: ReturnType<typeof store> }) {
  return <p data-testid="shown">{useTransitionSnapshot(actor)}</p>;
}

// behaviour §11.2: the access gate's changes render as a transition, and none is lost.
describe('useTransitionSnapshot', () => {
  it('shows the snapshot, then each change; it lets go of the actor when unmounted', async () => {
    const actor = store('deciding');
    const { unmount } = render(<Shown actor={actor} />);
    expect(screen.getByTestId('shown').textContent).toBe('deciding');
    await act(async () => actor.set('signedIn'));
    expect(screen.getByTestId('shown').textContent).toBe('signedIn');
    unmount();
    expect(actor.observers.size).toBe(0);
  });

  it('a change between the render and the subscription is shown', async () => {
    const actor = store('deciding');
    function ChangesEarly() {
      // Layout effects run before the hook's own effect subscribes.
      useLayoutEffect(() => actor.set('signedIn'), []);
      return null;
    }
    await act(async () => {
      render(
        <>
          <Shown actor={actor} />
          <ChangesEarly />
        </>,
      );
    });
    expect(screen.getByTestId('shown').textContent).toBe('signedIn');
  });

  it('another actor is shown at once, with its own snapshot', () => {
    const { rerender } = render(<Shown actor={store('one')} />);
    rerender(<Shown actor={store('two')} />);
    expect(screen.getByTestId('shown').textContent).toBe('two');
  });
});
