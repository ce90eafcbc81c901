import { describe, expect, it } from 'vitest';

import { model } from '../../machines/model/medicine-detail.walk';

describe('medicine detail model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given failed, when RETRY, then loading",
        "given loaded.chart, when CHART.CLOSE, then loaded.idle",
        "given loaded.chart, when PHOTO.FAILED, then loaded.chart",
        "given loaded.idle, when CHART.OPEN price_OA, then loaded.chart",
        "given loaded.idle, when PHOTO.FAILED, then loaded.idle",
        "given loaded.idle, when PHOTO.OPEN, then loaded.photo",
        "given loaded.photo, when PHOTO.CLOSE, then loaded.idle",
        "given loaded.photo, when PHOTO.FAILED, then loaded.idle",
        "given loading, when xstate.done.actor.loadMedicine (a-amoxicillin-500), then loaded.idle",
        "given loading, when xstate.error.actor.loadMedicine (forbidden), then forbidden",
        "given loading, when xstate.error.actor.loadMedicine (network), then failed",
        "given loading, when xstate.error.actor.loadMedicine (notFound), then notFound",
        "given loading, when xstate.error.actor.loadMedicine (server), then failed",
      ]
    `);
  });
});
