import { describe, expect, it } from 'vitest';

import { model } from '../../machines/model/watch-digest.walk';

describe('watch digest model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given failed (off, network), when RETRY, then loading (off)",
        "given failed (off, server), when RETRY, then loading (off)",
        "given loading (off), when xstate.done.actor.loadDigestSetting {"smsDigest":false}, then ready (off)",
        "given loading (off), when xstate.done.actor.loadDigestSetting {"smsDigest":true}, then ready (on)",
        "given loading (off), when xstate.error.actor.loadDigestSetting (forbidden), then unavailable (off)",
        "given loading (off), when xstate.error.actor.loadDigestSetting (network), then failed (off, network)",
        "given loading (off), when xstate.error.actor.loadDigestSetting (server), then failed (off, server)",
        "given ready (off), when DIGEST.SET on, then saving (off → on)",
        "given ready (off, client), when DIGEST.SET on, then saving (off → on)",
        "given ready (off, network), when DIGEST.SET on, then saving (off → on)",
        "given ready (on), when DIGEST.SET off, then saving (on → off)",
        "given ready (on, client), when DIGEST.SET off, then saving (on → off)",
        "given ready (on, network), when DIGEST.SET off, then saving (on → off)",
        "given saving (off → on), when xstate.done.actor.saveDigestSetting {"smsDigest":false}, then ready (off)",
        "given saving (off → on), when xstate.done.actor.saveDigestSetting {"smsDigest":true}, then ready (on)",
        "given saving (off → on), when xstate.error.actor.saveDigestSetting (client), then ready (off, client)",
        "given saving (off → on), when xstate.error.actor.saveDigestSetting (network), then ready (off, network)",
        "given saving (on → off), when xstate.done.actor.saveDigestSetting {"smsDigest":false}, then ready (off)",
        "given saving (on → off), when xstate.done.actor.saveDigestSetting {"smsDigest":true}, then ready (on)",
        "given saving (on → off), when xstate.error.actor.saveDigestSetting (client), then ready (on, client)",
        "given saving (on → off), when xstate.error.actor.saveDigestSetting (network), then ready (on, network)",
      ]
    `);
  });
});
