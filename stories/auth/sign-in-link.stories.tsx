import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInLinkMachine, type SignInLinkSnapshot } from '../../machines/sign-in-link.machine';
import type { SignInLinkContext } from '../../machines/sign-in-link.types';
import { LINK_MOBILE, LINK_TOKEN, failures } from '../../machines/model/sign-in-link.walk';
import { SignInLinkView } from '../../src/features/auth/SignInLinkView';

/** The SMS sign-in link's screen (behaviour §10.11), one story per state of the sign-in link machine. */
const meta = {
  title: 'Auth/Sign-in link',
  parameters: { route: '/link', signedIn: false },
} satisfies Meta;

export default meta;

const phone = { viewport: { value: 'phone', isRotated: false } };
const link = { mobile: LINK_MOBILE, token: LINK_TOKEN };

/** A real snapshot of the sign-in link machine. */
function snapshot(value: SignInLinkSnapshot['value'], context: Partial<SignInLinkContext> = {}): SignInLinkSnapshot {
  return signInLinkMachine.resolveState({ value, context: { link, failure: null, ...context } });
}

function Story({ state }: { state: SignInLinkSnapshot }) {
  return <SignInLinkView snapshot={state} send={(event) => console.info('sign-in link event', event)} />;
}

/** The link reads: signing in (the token has left the address). */
export const SigningIn: StoryObj = { render: () => <Story state={snapshot('signingIn')} />, globals: phone };

/** Signed in: greeting the user before the catalogue opens. */
export const SignedIn: StoryObj = { render: () => <Story state={snapshot({ signedIn: 'loadingProfile' })} />, globals: phone };

/** The server refused the link (used, expired or another number's): its message, and the way to a code. */
export const Refused: StoryObj = { render: () => <Story state={snapshot('failed', { failure: failures.invalid })} />, globals: phone };

/** The link could not be sent (no network): try again, or sign in with a code. */
export const NoNetwork: StoryObj = { render: () => <Story state={snapshot('failed', { failure: failures.network })} /> };

/** The address is not a whole link (cut short when copied): only the way to the login. */
export const Damaged: StoryObj = { render: () => <Story state={snapshot('damaged', { link: null })} />, globals: phone };
