import { createContext, useContext, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { watchlistActors } from '../../machines/watchlist.actors';
import { connectWatchlist, type WatchlistApi } from '../../machines/watchlist.connect';
import { watchlistMachine, type WatchlistSnapshot } from '../../machines/watchlist.machine';
import { api } from '../api/client';
import type { ApiFailure } from '../api/errors';
import { notifier } from '../api/notifier';
import { fa } from '../i18n/fa';

export type WatchlistRef = ActorRefFrom<typeof watchlistMachine>;

/** The shell's watchlist actor (null outside its provider). */
export const WatchlistContext = createContext<WatchlistRef | null>(null);

/** The real bodies of the effects the watchlist machine names: the toasts. */
export const watchlistEffects = {
  informFull: () => notifier.error(fa.watchlist.full),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};

/** The watchlist as the app runs it: the one client and the toasts. */
export const appWatchlistMachine = watchlistMachine.provide({ actors: watchlistActors(api), actions: watchlistEffects });

/**
 * Runs the one watchlist actor of the signed-in shell (stars, bell and the watchlist screen share
 * it). Stories and tests pass a machine with their own actors, or a snapshot.
 */
export function WatchlistProvider({
  children,
  machine = appWatchlistMachine,
  snapshot,
}: {
  children: ReactNode;
  machine?: typeof watchlistMachine;
  snapshot?: WatchlistSnapshot;
}) {
  const [logic] = useState(() => machine);
  const ref = useActorRef(logic, snapshot ? { snapshot } : undefined);
  return <WatchlistContext.Provider value={ref}>{children}</WatchlistContext.Provider>;
}

/** Runs a watchlist actor the caller owns (the path tests and the machine explorer). */
export const WatchlistRefProvider = WatchlistContext.Provider;

const noSnapshot = () => null;

/** The watchlist through its connect layer, or null outside a provider (a star or bell then renders nothing). */
export function useWatchlist(): WatchlistApi | null {
  const ref = useContext(WatchlistContext);
  const snapshot = useSelector(ref ?? fallbackWatchlistRef, ref ? (s: WatchlistSnapshot) => s : noSnapshot);
  return ref && snapshot ? connectWatchlist(snapshot, ref.send) : null;
}

/** A stand-in actor for `useSelector` when there is no provider (hooks run in a fixed order). */
export const fallbackWatchlistRef = {
  getSnapshot: () => null,
  subscribe: () => ({ unsubscribe: () => {} }),
} as unknown as WatchlistRef;
