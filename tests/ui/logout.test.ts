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

  it('clears the device (caches, offline copy) before the page moves on, on success and on 401 (behaviour §10.14)', async () => {
    const cases = [
      { answer: async () => ({ message: 'ok' }), then: ['endSession', 'navigateHome'] },
      { answer: async () => Promise.reject(new ApiError({ kind: 'unauthorized', message: 'x' })), then: ['reloadHome'] },
    ];
    for (const { answer, then } of cases) {
      const { d, calls } = deps(answer);
      let finish: () => void = () => {};
      d.clearDevice = () =>
        new Promise<void>((resolve) => {
          calls.push('clearDevice');
          finish = () => resolve();
        });
      const done = performLogout(d);
      await vi.waitFor(() => expect(calls).toContain('clearDevice'));
      expect(calls.at(-1)).toBe('clearDevice');
      finish();
      await done;
      expect(calls).toEqual(['logout', 'clearStorage', 'clearDevice', ...then]);
    }
  });
});
