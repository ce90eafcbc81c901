import { describe, expect, it } from 'vitest';

import { model } from '../../machines/model/medicine-equivalents.walk';

describe('medicine equivalents model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given failed, when RETRY, then loading",
        "given loading, when xstate.done.actor.loadEquivalents (5 of 5), then loaded",
        "given loading, when xstate.error.actor.loadEquivalents (absent), then absent",
        "given loading, when xstate.error.actor.loadEquivalents (network), then failed",
        "given loading, when xstate.error.actor.loadEquivalents (server), then failed",
      ]
    `);
  });
});
