import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { performLogout, type LogoutDeps } from '../../src/components/logout';

function deps(logout: () => Promise<unknown>) {
  const calls: string[] = [];
  const d: LogoutDeps = {
    logout: vi.fn(async () => {
      calls.push('logout');
      return logout();
    }),
    clearStorage: () => calls.push('clearStorage'),
    endSession: () => calls.push('endSession'),
    navigateHome: () => calls.push('navigateHome'),
    reloadHome: () => calls.push('reloadHome'),
  };
  return { d, calls };
}

describe('performLogout', () => {
  it('on success: calls logout first, then clears storage, ends the session and goes to /', async () => {
    const { d, calls } = deps(async () => ({ message: 'ok' }));
    await performLogout(d);
    expect(calls).toEqual(['logout', 'clearStorage', 'endSession', 'navigateHome']);
  });

  it('on 401: clears storage and reloads to / without touching the gate', async () => {
    const { d, calls } = deps(async () => {
      throw new ApiError({ kind: 'unauthorized', message: 'x' });
    });
    await performLogout(d);
    expect(calls).toEqual(['logout', 'clearStorage', 'reloadHome']);
  });

  it('on no network or 5xx: still signs out locally', async () => {
    for (const failure of [{ kind: 'network' } as const, { kind: 'server', status: 500 } as const]) {
      const { d, calls } = deps(async () => {
        throw new ApiError(failure);
      });
      await performLogout(d);
      expect(calls).toEqual(['logout', 'clearStorage', 'endSession', 'navigateHome']);
    }
  });
});
