import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { accessGateActors } from '../../machines/access-gate.actors';
import { connectAccessGate, type AccessGateApi, type AccessGateWhere } from '../../machines/access-gate.connect';
import { accessGateMachine, type AccessGateSnapshot } from '../../machines/access-gate.machine';
import { api, setSessionExpiredHandler } from '../api/client';
import { notifier } from '../api/notifier';
import { ACCESS_TOKEN_KEY, tokenStore } from '../api/tokens';
import { fa } from '../i18n/fa';
import { useTransitionSnapshot } from './useTransitionSnapshot';

/** The running access gate: other features send it `SESSION.*`, `ACCESS.*` and `PROFILE.CHANGED`. */
export type AccessGateRef = ActorRefFrom<typeof accessGateMachine>;

const GateContext = createContext<AccessGateRef | null>(null);

/** The gate as the app runs it: its actors call the API through the one client. */
export const appAccessGateMachine = accessGateMachine.provide({ actors: accessGateActors(api) });

export interface SessionProviderProps {
  children: ReactNode;
  /** The gate's logic; tests and stories pass `accessGateMachine.provide({ actors })`. */
  machine?: typeof accessGateMachine;
  /** Start from this snapshot (stories: `accessGateMachine.resolveState(...)`). */
  snapshot?: AccessGateSnapshot;
  /** Whether a token is stored; read from local storage when not given. */
  hasToken?: boolean;
}

/**
 * Runs the one access-gate actor of the app. Wires what the machine must not touch itself: the
 * stored token (at start, and when another tab signs in or out: the one place that sends the gate
 * `TOKEN.CHANGED`) and the client's session-expired hook.
 */
export function SessionProvider({ children, machine = appAccessGateMachine, snapshot, hasToken }: SessionProviderProps) {
  const gate = useActorRef(machine, {
    input: { hasToken: hasToken ?? tokenStore.hasSession() },
    ...(snapshot ? { snapshot } : {}),
  });

  useEffect(() => {
    setSessionExpiredHandler(() => {
      gate.send({ type: 'SESSION.ENDED' });
      notifier.error(fa.errors.sessionExpired, { carry: true });
    });
    return () => setSessionExpiredHandler(() => {});
  }, [gate]);

  useEffect(() => {
    const tokenChanged = () => connectAccessGate(gate.getSnapshot(), gate.send).tokenChanged(tokenStore.hasSession());
    // A gate started from a snapshot (stories, tests) may disagree with storage: storage wins.
    tokenChanged();
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== ACCESS_TOKEN_KEY) return;
      tokenChanged();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [gate]);

  return <GateContext.Provider value={gate}>{children}</GateContext.Provider>;
}

/** The app's access-gate actor. */
export function useAccessGate(): AccessGateRef {
  const gate = useContext(GateContext);
  if (!gate) throw new Error('useAccessGate needs a <SessionProvider> above it');
  return gate;
}

/**
 * The gate's `reportAccess` (a catalogue call's 403 or success) for a page that only reports: it
 * does not follow the gate, so the gate's changes do not render the page again.
 */
export function useReportAccess(): (granted: boolean) => void {
  const gate = useAccessGate();
  return useCallback((granted: boolean) => connectAccessGate(gate.getSnapshot(), gate.send).reportAccess(granted), [gate]);
}

/**
 * The app's access gate through its connect layer, for the screen at `where`. Its changes render as a
 * transition (`useTransitionSnapshot`): the gate shows no text field.
 */
export function useAccessGateApi(where?: AccessGateWhere): AccessGateApi {
  const gate = useAccessGate();
  const snapshot = useTransitionSnapshot(gate);
  return connectAccessGate(snapshot, gate.send, where);
}

/** Runs a gate actor the caller owns (the machine explorer feeds the shell its running actor). */
export const AccessGateProvider = GateContext.Provider;
