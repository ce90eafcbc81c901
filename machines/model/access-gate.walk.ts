/** The access gate's model: walked in node (`*.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { accessGateMachine } from '../access-gate.machine';
import type { AccessGateEvent, ProfileCheck, ProfileName } from '../access-gate.types';
import { lazyModelOf, type ModelOptions } from './model';

export const NAME: ProfileName = { name: 'مریم', lastName: 'احمدی' };
export const complete: ProfileCheck = { completeProfile: true };
export const incomplete: ProfileCheck = { completeProfile: false };

const events: AccessGateEvent[] = [
  { type: 'TOKEN.CHANGED', hasToken: true },
  { type: 'TOKEN.CHANGED', hasToken: false },
];

export const accessGateWalk: ModelOptions<typeof accessGateMachine> = {
  inputs: [{ hasToken: true }, { hasToken: false }],
  events,
  outputs: {
    checkProfile: [complete, incomplete],
    recheckProfile: [complete, incomplete],
    loadProfile: [NAME],
  },
  errors: { checkProfile: [new Error('offline')], recheckProfile: [new Error('offline')], loadProfile: [new Error('offline')] },
  // Lines name states by value only: the flags' effect on the screen is what the path tests check.
  describeState: (s) => JSON.stringify(s.value).replace(/["{}]/g, '').replace(/,/g, ' + ').replace(/:/g, '.'),
};

export const accessGateModel = lazyModelOf(accessGateMachine, accessGateWalk);
