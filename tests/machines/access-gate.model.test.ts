import { describe, expect, it } from 'vitest';
import { accessGateModel as model } from '../../machines/model/access-gate.walk';

describe('access gate model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given signedIn.completeness.checking + identity.loaded, when ACCESS.DENIED, then signedIn.completeness.checking + identity.loaded",
        "given signedIn.completeness.checking + identity.loaded, when ACCESS.GRANTED, then signedIn.completeness.checking + identity.loaded",
        "given signedIn.completeness.checking + identity.loaded, when PROFILE.CHANGED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.checking + identity.loaded, when SESSION.ENDED, then signedOut",
        "given signedIn.completeness.checking + identity.loaded, when SESSION.STARTED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.checking + identity.loaded, when TOKEN.CHANGED {"hasToken":false}, then signedOut",
        "given signedIn.completeness.checking + identity.loaded, when TOKEN.CHANGED {"hasToken":true}, then signedIn.completeness.checking + identity.loaded",
        "given signedIn.completeness.checking + identity.loaded, when xstate.done.actor.checkProfile {"completeProfile":false}, then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.checking + identity.loaded, when xstate.done.actor.checkProfile {"completeProfile":true}, then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.checking + identity.loaded, when xstate.error.actor.checkProfile (offline), then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.checking + identity.loading, when ACCESS.DENIED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.checking + identity.loading, when ACCESS.GRANTED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.checking + identity.loading, when PROFILE.CHANGED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.checking + identity.loading, when SESSION.ENDED, then signedOut",
        "given signedIn.completeness.checking + identity.loading, when SESSION.STARTED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.checking + identity.loading, when TOKEN.CHANGED {"hasToken":false}, then signedOut",
        "given signedIn.completeness.checking + identity.loading, when TOKEN.CHANGED {"hasToken":true}, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.checking + identity.loading, when xstate.done.actor.checkProfile {"completeProfile":false}, then signedIn.completeness.known + identity.loading",
        "given signedIn.completeness.checking + identity.loading, when xstate.done.actor.checkProfile {"completeProfile":true}, then signedIn.completeness.known + identity.loading",
        "given signedIn.completeness.checking + identity.loading, when xstate.done.actor.loadProfile {"name":"مریم","lastName":"احمدی"}, then signedIn.completeness.checking + identity.loaded",
        "given signedIn.completeness.checking + identity.loading, when xstate.error.actor.checkProfile (offline), then signedIn.completeness.known + identity.loading",
        "given signedIn.completeness.checking + identity.loading, when xstate.error.actor.loadProfile (offline), then signedIn.completeness.checking + identity.loaded",
        "given signedIn.completeness.known + identity.loaded, when ACCESS.DENIED, then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.known + identity.loaded, when ACCESS.GRANTED, then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.known + identity.loaded, when PROFILE.CHANGED, then signedIn.completeness.rechecking + identity.loading",
        "given signedIn.completeness.known + identity.loaded, when SESSION.ENDED, then signedOut",
        "given signedIn.completeness.known + identity.loaded, when SESSION.STARTED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.known + identity.loaded, when TOKEN.CHANGED {"hasToken":false}, then signedOut",
        "given signedIn.completeness.known + identity.loaded, when TOKEN.CHANGED {"hasToken":true}, then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.known + identity.loading, when ACCESS.DENIED, then signedIn.completeness.known + identity.loading",
        "given signedIn.completeness.known + identity.loading, when ACCESS.GRANTED, then signedIn.completeness.known + identity.loading",
        "given signedIn.completeness.known + identity.loading, when PROFILE.CHANGED, then signedIn.completeness.rechecking + identity.loading",
        "given signedIn.completeness.known + identity.loading, when SESSION.ENDED, then signedOut",
        "given signedIn.completeness.known + identity.loading, when SESSION.STARTED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.known + identity.loading, when TOKEN.CHANGED {"hasToken":false}, then signedOut",
        "given signedIn.completeness.known + identity.loading, when TOKEN.CHANGED {"hasToken":true}, then signedIn.completeness.known + identity.loading",
        "given signedIn.completeness.known + identity.loading, when xstate.done.actor.loadProfile {"name":"مریم","lastName":"احمدی"}, then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.known + identity.loading, when xstate.error.actor.loadProfile (offline), then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loaded, when ACCESS.DENIED, then signedIn.completeness.rechecking + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loaded, when ACCESS.GRANTED, then signedIn.completeness.rechecking + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loaded, when PROFILE.CHANGED, then signedIn.completeness.rechecking + identity.loading",
        "given signedIn.completeness.rechecking + identity.loaded, when SESSION.ENDED, then signedOut",
        "given signedIn.completeness.rechecking + identity.loaded, when SESSION.STARTED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.rechecking + identity.loaded, when TOKEN.CHANGED {"hasToken":false}, then signedOut",
        "given signedIn.completeness.rechecking + identity.loaded, when TOKEN.CHANGED {"hasToken":true}, then signedIn.completeness.rechecking + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loaded, when xstate.done.actor.recheckProfile {"completeProfile":false}, then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loaded, when xstate.done.actor.recheckProfile {"completeProfile":true}, then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loaded, when xstate.error.actor.recheckProfile (offline), then signedIn.completeness.known + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loading, when ACCESS.DENIED, then signedIn.completeness.rechecking + identity.loading",
        "given signedIn.completeness.rechecking + identity.loading, when ACCESS.GRANTED, then signedIn.completeness.rechecking + identity.loading",
        "given signedIn.completeness.rechecking + identity.loading, when PROFILE.CHANGED, then signedIn.completeness.rechecking + identity.loading",
        "given signedIn.completeness.rechecking + identity.loading, when SESSION.ENDED, then signedOut",
        "given signedIn.completeness.rechecking + identity.loading, when SESSION.STARTED, then signedIn.completeness.checking + identity.loading",
        "given signedIn.completeness.rechecking + identity.loading, when TOKEN.CHANGED {"hasToken":false}, then signedOut",
        "given signedIn.completeness.rechecking + identity.loading, when TOKEN.CHANGED {"hasToken":true}, then signedIn.completeness.rechecking + identity.loading",
        "given signedIn.completeness.rechecking + identity.loading, when xstate.done.actor.loadProfile {"name":"مریم","lastName":"احمدی"}, then signedIn.completeness.rechecking + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loading, when xstate.done.actor.recheckProfile {"completeProfile":false}, then signedIn.completeness.known + identity.loading",
        "given signedIn.completeness.rechecking + identity.loading, when xstate.done.actor.recheckProfile {"completeProfile":true}, then signedIn.completeness.known + identity.loading",
        "given signedIn.completeness.rechecking + identity.loading, when xstate.error.actor.loadProfile (offline), then signedIn.completeness.rechecking + identity.loaded",
        "given signedIn.completeness.rechecking + identity.loading, when xstate.error.actor.recheckProfile (offline), then signedIn.completeness.known + identity.loading",
        "given signedOut, when SESSION.STARTED, then signedIn.completeness.checking + identity.loading",
        "given signedOut, when TOKEN.CHANGED {"hasToken":false}, then signedOut",
        "given signedOut, when TOKEN.CHANGED {"hasToken":true}, then signedIn.completeness.checking + identity.loading",
      ]
    `);
  });
});
