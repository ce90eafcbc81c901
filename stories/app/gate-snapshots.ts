import { accessGateMachine, type AccessGateSnapshot } from '../../machines/access-gate.machine';
import type { AccessGateContext } from '../../machines/access-gate.types';

const demo: AccessGateContext = { hasToken: true, name: 'مریم', lastName: 'احمدی', completeProfile: true, validity: true };
const settled = { signedIn: { completeness: 'known', identity: 'loaded' } } as const;

/** Real gate snapshots for stories (`accessGateMachine.resolveState`). */
export const gateSnapshots = {
  /** The demo pharmacist: complete profile, valid subscription. */
  signedIn: accessGateMachine.resolveState({ value: settled, context: demo }),
  /** Just signed in: the first profile check is in flight. */
  deciding: accessGateMachine.resolveState({
    value: { signedIn: { completeness: 'checking', identity: 'loading' } },
    context: { ...demo, name: '', lastName: '' },
  }),
  /** A new account: profile incomplete, no name yet. */
  incompleteProfile: accessGateMachine.resolveState({
    value: settled,
    context: { ...demo, name: '', lastName: '', completeProfile: false },
  }),
  /** Profile complete, but a list call answered 403. */
  noSubscription: accessGateMachine.resolveState({ value: settled, context: { ...demo, validity: false } }),
  signedOut: accessGateMachine.resolveState({
    value: 'signedOut',
    context: { hasToken: false, name: '', lastName: '', completeProfile: true, validity: true },
  }),
} satisfies Record<string, AccessGateSnapshot>;

/**
 * Story parameters the app decorator (.storybook/preview.tsx) reads:
 * - `route`: the address the MemoryRouter starts at (default `/`);
 * - `gate`: the access gate's snapshot (default `gateSnapshots.signedIn`);
 * - `signedIn`: true stores a token in local storage, false removes it; unset leaves storage alone.
 */
export interface AppStoryParameters {
  route?: string;
  gate?: AccessGateSnapshot;
  signedIn?: boolean;
}
