import type { AccessGateSnapshot } from './access-gate.machine';
import type { AccessGateEvent, GateNotice } from './access-gate.types';

/** Where the gate is being read: the route's metadata decides whether notices may show. */
export interface AccessGateWhere {
  /** The screen never shows the gate's notices (`isNoticeFree` of `src/routes/table.ts`). */
  noticeFree: boolean;
}

/** What the shell, the header and the guards read from the access gate, and what they call. */
export function connectAccessGate(
  snapshot: AccessGateSnapshot,
  send: (event: AccessGateEvent) => void,
  where: AccessGateWhere = { noticeFree: false },
) {
  const { context } = snapshot;
  const signedIn = !snapshot.matches('signedOut');
  const deciding = snapshot.hasTag('deciding');
  let notice: GateNotice | null = null;
  if (snapshot.matches('signedIn') && !deciding && !where.noticeFree) {
    if (!context.completeProfile) notice = 'completeProfile';
    else if (!context.validity) notice = 'buySubscription';
  }
  return {
    /** Signed in (or starting up with a token): not `signedOut`. */
    signedIn,
    /** The first profile check is in flight on a gated screen: wait rather than flash a notice. */
    deciding: deciding && !where.noticeFree,
    /** The full-screen notice to show instead of the screen, if any. */
    notice,
    /**
     * The subscription as the profile says it: active until `ends` (ISO), none (`ends` null), or
     * null when not known (the backend does not say): the screens then say nothing about it.
     */
    subscription: context.subscriptionEnds === undefined ? null : { ends: context.subscriptionEnds },
    /** "First Last", or '' before the profile is known. */
    userName: `${context.name} ${context.lastName}`.trim(),
    /** A catalogue call answered: the subscription is valid (true) or not (false, a 403). */
    reportAccess: (granted: boolean) => send({ type: granted ? 'ACCESS.GRANTED' : 'ACCESS.DENIED' }),
    /** The stored token appeared or disappeared: the gate decides what it means. */
    tokenChanged: (hasToken: boolean) => send({ type: 'TOKEN.CHANGED', hasToken }),
    startSession: () => send({ type: 'SESSION.STARTED' }),
    endSession: () => send({ type: 'SESSION.ENDED' }),
    profileChanged: () => send({ type: 'PROFILE.CHANGED' }),
  };
}

export type AccessGateApi = ReturnType<typeof connectAccessGate>;
