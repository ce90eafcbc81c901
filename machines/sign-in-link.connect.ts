import type { SignInLinkSnapshot } from './sign-in-link.machine';
import type { SignInLinkEvent } from './sign-in-link.types';

export type { SignInLinkSnapshot };

/** What the sign-in link screen reads from a snapshot, and what it calls. */
export function connectSignInLink(snapshot: SignInLinkSnapshot, send: (event: SignInLinkEvent) => void) {
  const failed = snapshot.matches('failed');
  return {
    /** Signing in, or greeting the user before the catalogue opens: a spinner. */
    busy: snapshot.hasTag('busy') || snapshot.matches('redirecting'),
    /** Signed in: the spinner says so while the profile loads. */
    signedIn: snapshot.matches('signedIn') || snapshot.matches('redirecting'),
    /** The address is not a sign-in link (cut short, changed): only the way to the login. */
    damaged: snapshot.matches('damaged'),
    /** The sign-in failed: why (the server's message for a used, expired or foreign link). */
    failure: failed ? snapshot.context.failure : null,
    /** The mobile the link was sent to (Latin digits), when the link reads. */
    mobile: snapshot.context.link?.mobile ?? null,
    canRetry: snapshot.can({ type: 'RETRY' }),
    canLeave: snapshot.can({ type: 'GO.LOGIN' }),
    retry: () => send({ type: 'RETRY' }),
    goToLogin: () => send({ type: 'GO.LOGIN' }),
  };
}

export type SignInLinkApi = ReturnType<typeof connectSignInLink>;
