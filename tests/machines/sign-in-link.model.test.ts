import { describe, expect, it } from 'vitest';
import { readSignInLink } from '../../machines/sign-in-link.machine';
import { signInLinkModel as model } from '../../machines/model/sign-in-link.walk';

describe('sign-in link machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given damaged, when GO.LOGIN, then leaving",
        "given failed (client), when GO.LOGIN, then leaving (client)",
        "given failed (client), when RETRY, then signingIn",
        "given failed (network), when GO.LOGIN, then leaving (network)",
        "given failed (network), when RETRY, then signingIn",
        "given signedIn.loadingProfile, when xstate.done.actor.getMyProfile, then redirecting",
        "given signedIn.loadingProfile, when xstate.error.actor.getMyProfile (server), then redirecting",
        "given signingIn, when xstate.done.actor.signInWithLink, then signedIn.loadingProfile",
        "given signingIn, when xstate.error.actor.signInWithLink (client), then failed (client)",
        "given signingIn, when xstate.error.actor.signInWithLink (network), then failed (network)",
      ]
    `);
  });

  it('reads a link only when it is a mobile and a 22-character token', () => {
    expect(readSignInLink('#09121234567.8bqY2nZ0c1xVtQ4mR7wKpA')).toEqual({ mobile: '09121234567', token: '8bqY2nZ0c1xVtQ4mR7wKpA' });
    for (const hash of [
      '',
      '#',
      '#09121234567',
      '#09121234567.',
      '#0912123456.8bqY2nZ0c1xVtQ4mR7wKpA',
      '#09121234567.8bqY2nZ0c1xVtQ4mR7wKp',
      '#09121234567.8bqY2nZ0c1xVtQ4mR7wKpA.x',
      '#09121234567.8bqY2nZ0c1xVtQ4mR7wKp=',
    ]) {
      expect(readSignInLink(hash), hash).toBeNull();
    }
  });
});
