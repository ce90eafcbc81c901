import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { accessGateMachine } from '../../machines/access-gate.machine';
import type { ProfileCheck, ProfileName } from '../../machines/access-gate.types';
import { tokenStore } from '../../src/api/tokens';
import { SessionProvider, useAccessGate, type AccessGateRef } from '../../src/components/session';

/** The gate with profile calls that never answer: these tests are about the session, not the profile. */
const quietGate = accessGateMachine.provide({
  actors: {
    checkProfile: fromPromise<ProfileCheck>(() => new Promise(() => {})),
    loadProfile: fromPromise<ProfileName>(() => new Promise(() => {})),
  },
});

function renderSession(hasToken?: boolean) {
  let gate!: AccessGateRef;
  function Handle() {
    gate = useAccessGate();
    return null;
  }
  render(
    <SessionProvider machine={quietGate} hasToken={hasToken}>
      <Handle />
    </SessionProvider>,
  );
  return () => gate;
}

describe('SessionProvider', () => {
  it('starts the gate signed in when a token is stored, signed out otherwise', () => {
    tokenStore.save({ accessToken: 'a', refreshToken: 'r' });
    expect(renderSession()().getSnapshot().matches('signedIn')).toBe(true);
  });

  it('starts signed out without a stored token', () => {
    expect(renderSession()().getSnapshot().matches('signedOut')).toBe(true);
  });

  it('follows another tab signing out and in (storage events)', () => {
    tokenStore.save({ accessToken: 'a', refreshToken: 'r' });
    const gate = renderSession();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(gate().getSnapshot().matches('signedOut')).toBe(true);
    act(() => {
      tokenStore.save({ accessToken: 'b', refreshToken: 'r2' });
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'b' }));
    });
    expect(gate().getSnapshot().matches('signedIn')).toBe(true);
  });

  it('ignores storage events about other keys', () => {
    tokenStore.save({ accessToken: 'a', refreshToken: 'r' });
    const gate = renderSession();
    act(() => {
      localStorage.removeItem('accessToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    });
    expect(gate().getSnapshot().matches('signedIn')).toBe(true);
  });

  it('useAccessGate outside a provider says what is missing', () => {
    function Orphan() {
      useAccessGate();
      return null;
    }
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow(/SessionProvider/);
    } finally {
      console.error = error;
    }
  });
});
