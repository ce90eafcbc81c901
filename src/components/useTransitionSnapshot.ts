import { startTransition, useEffect, useState } from 'react';

/** What the hook reads of an actor (an XState actor ref, or a stand-in in tests). */
interface Observable<TSnapshot> {
  getSnapshot: () => TSnapshot;
  subscribe: (observer: (snapshot: TSnapshot) => void) => { unsubscribe: () => void };
}

/**
 * An actor's snapshot, each change rendered as a transition: React renders it in slices of a few
 * milliseconds and lets the browser paint and answer input between them. `useSelector` is a
 * `useSyncExternalStore`, whose changes React always renders at once, in one task: the access gate
 * letting the user in, read by the guard, the frame and the header, was the list's and the detail's
 * longest task after load (behaviour §11.2). Only for what no text field shows: a field's value
 * must follow its typing at once.
 */
export function useTransitionSnapshot<TSnapshot>(actor: Observable<TSnapshot>): TSnapshot {
  const [shown, setShown] = useState(() => ({ actor, snapshot: actor.getSnapshot() }));
  useEffect(() => {
    const show = (snapshot: TSnapshot) => startTransition(() => setShown({ actor, snapshot }));
    // A change between the render and this effect is not missed.
    if (actor.getSnapshot() !== shown.snapshot) show(actor.getSnapshot());
    const subscription = actor.subscribe(show);
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per actor; `shown` is read once, at subscription
  }, [actor]);
  // Another actor than the one shown (a remount with a new gate): its own snapshot at once.
  return shown.actor === actor ? shown.snapshot : actor.getSnapshot();
}
