/** behaviour §3 client state: who is signed in and what they may use. */
export interface AccessGateContext {
  /** A stored access token exists (the wiring reads storage; the machine never does). */
  hasToken: boolean;
  name: string;
  lastName: string;
  /** The profile's mandatory fields are filled (check-my-profile). */
  completeProfile: boolean;
  /** The subscription is valid: true until a list call answers 403. */
  validity: boolean;
  /**
   * When the active subscription ends (ISO), null without one; undefined when not known (not loaded
   * yet, or a backend whose profile does not say).
   */
  subscriptionEnds?: string | null;
}

/** The gate's input: whether a token was in storage when the app started. */
export interface AccessGateInput {
  hasToken: boolean;
}

export type AccessGateEvent =
  /** Tokens were just stored (after sign-in). */
  | { type: 'SESSION.STARTED' }
  /** Signed out or the session expired: flags reset to true. */
  | { type: 'SESSION.ENDED' }
  /** A list or price-change call succeeded. */
  | { type: 'ACCESS.GRANTED' }
  /** A list or price-change call answered 403. */
  | { type: 'ACCESS.DENIED' }
  /** The profile was saved: re-fetch the profile-complete flag and the name. */
  | { type: 'PROFILE.CHANGED' }
  /** The stored token appeared or disappeared (another tab signed in or out). */
  | { type: 'TOKEN.CHANGED'; hasToken: boolean };

/** What check-my-profile tells the gate. */
export interface ProfileCheck {
  completeProfile: boolean;
}

/** What get-my-profile tells the gate. */
export interface ProfileName {
  name: string;
  lastName: string;
  /** The profile's `subscription_expires_at` (an addition): undefined when the backend does not send it. */
  subscriptionEnds?: string | null;
}

/** The full-screen notice a signed-in user sees, if any. */
export type GateNotice = 'completeProfile' | 'buySubscription';
