import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { connectAccessGate } from '../../machines/access-gate.connect';
import { accessGateMachine, type AccessGateSnapshot } from '../../machines/access-gate.machine';
import type { ProfileCheck, ProfileName } from '../../machines/access-gate.types';
import { tokenStore } from '../../src/api/tokens';
import { AppProviders } from '../../src/app/AppProviders';
import { RequireSession } from '../../src/app/guards';
import { paths } from '../../src/routes/paths';
import { isNoticeFree } from '../../src/routes/table';
import { ShellLayout } from '../../src/app/ShellLayout';
import { SessionProvider, useAccessGate, type AccessGateRef } from '../../src/components/session';
import { fa } from '../../src/i18n/fa';
import { shellDom } from '../models/shell.dom';
import type { ModelStep } from '../../machines/model/model';
import { accessGateModel as model, NAME, complete } from '../../machines/model/access-gate.walk';

/** Pending profile calls of the rendered gate, by invoke id: the test answers them as the path says. */
function controllableGate() {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const machine = accessGateMachine.provide({
    actors: {
      checkProfile: fromPromise<ProfileCheck>(
        ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as never, reject })),
      ),
      loadProfile: fromPromise<ProfileName>(
        ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as never, reject })),
      ),
    },
  });
  return { machine, pending };
}

const page = (name: string) => <p data-testid="page">{name}</p>;

/** The app's guard and layout around stand-in screens: the screens belong to other features. */
const shellRoutes: RouteObject[] = [
  { path: '/', element: page('login') },
  {
    element: (
      <RequireSession>
        <ShellLayout />
      </RequireSession>
    ),
    children: [
      { path: '/medicineA', element: page('medicineA') },
      { path: '/Profile', element: page('profile') },
      { path: '/SelectPackage/buyPackage', element: page('buyPackage') },
      { path: '/Reports', element: page('reports') },
    ],
  },
];

function renderShell(path: string, options: { hasToken: boolean; machine?: typeof accessGateMachine; snapshot?: AccessGateSnapshot }) {
  if (options.hasToken) tokenStore.save({ accessToken: 'access', refreshToken: 'refresh' });
  let gate!: AccessGateRef;
  function GateHandle() {
    gate = useAccessGate();
    return <Outlet />;
  }
  const router = createMemoryRouter([{ element: <GateHandle />, children: shellRoutes }], { initialEntries: [path] });
  render(
    <AppProviders>
      <SessionProvider machine={options.machine} snapshot={options.snapshot} hasToken={options.hasToken}>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>,
  );
  return { router, gate: () => gate };
}

/** What the shell must show on /medicineA for a gate snapshot. */
async function expectShell(snapshot: AccessGateSnapshot, router: ReturnType<typeof createMemoryRouter>) {
  await waitFor(() => {
    if (snapshot.matches('signedOut')) {
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByTestId('page').textContent).toBe('login');
      expect(shellDom.queryHeader()).toBeNull();
      return;
    }
    expect(router.state.location.pathname).toBe('/medicineA');
    expect(shellDom.header()).toBeTruthy();
    const name = `${snapshot.context.name} ${snapshot.context.lastName}`.trim() || fa.shell.account;
    expect(shellDom.userMenu().textContent).toContain(name);
    const { notice } = connectAccessGate(snapshot, () => {}, { noticeFree: isNoticeFree(paths.medicineA.list) });
    if (snapshot.hasTag('deciding')) {
      expect(shellDom.waiting()).not.toBeNull();
      // Mounted (its code and data load during the check) but hidden until the gate has decided.
      expect(screen.getByTestId('page').closest('[hidden]')).not.toBeNull();
      expect(shellDom.anyNotice()).toBeNull();
    } else if (notice === 'completeProfile') {
      expect(shellDom.completeProfileNotice()?.textContent).toContain(fa.gate.completeProfile);
      expect(screen.queryByTestId('page')).toBeNull();
    } else if (notice === 'buySubscription') {
      expect(shellDom.buySubscriptionNotice()?.textContent).toContain(fa.gate.buySubscription);
      expect(screen.queryByTestId('page')).toBeNull();
    } else {
      expect(shellDom.anyNotice()).toBeNull();
      expect(screen.getByTestId('page').textContent).toBe('medicineA');
      expect(screen.getByTestId('page').closest('[hidden]')).toBeNull();
    }
  });
}

describe('access gate model', () => {
  describe.each(model.paths.map((path) => [path.description, path] as const))(
    'walked on the rendered shell at /medicineA: %s',
    (_, path) => {
      it('shows the notice, the waiting spinner, the screen or the login that the gate state calls for', async () => {
        const { machine, pending } = controllableGate();
        const hasToken = (path.input as { hasToken: boolean }).hasToken;
        const { router, gate } = renderShell('/medicineA', { hasToken, machine });
        await expectShell(path.initial, router);

        for (const step of path.steps as ModelStep[]) {
          const { type } = step.event;
          const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
          const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
          await act(async () => {
            if (done) pending.get(done[1])!.resolve(step.event.output);
            else if (failed) pending.get(failed[1])!.reject(step.event.error);
            else {
              // What the features do around these events: sign-in stores tokens, logout clears them.
              if (type === 'SESSION.STARTED') tokenStore.save({ accessToken: 'access-2', refreshToken: 'refresh-2' });
              if (type === 'SESSION.ENDED') tokenStore.clear();
              if (type === 'TOKEN.CHANGED') {
                // Another tab signs in or out: storage changes and the browser says so.
                if (step.event.hasToken) tokenStore.save({ accessToken: 'access-3', refreshToken: 'refresh-3' });
                else tokenStore.clear();
                window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
              } else gate().send(step.event as never);
              if (type === 'SESSION.STARTED' || (type === 'TOKEN.CHANGED' && step.event.hasToken)) await router.navigate('/medicineA');
            }
          });
          await waitFor(() => {
            const actual = gate().getSnapshot();
            expect(actual.value).toEqual(step.state.value);
            expect(actual.context).toEqual(step.state.context);
          });
          await expectShell(step.state, router);
        }
      });
    },
  );
});

describe('access gate rules on the rendered shell', () => {
  const incompleteGate = accessGateMachine.resolveState({
    value: { signedIn: { completeness: 'known', identity: 'loaded' } },
    context: { hasToken: true, ...NAME, completeProfile: false, validity: true },
  });
  const noSubscriptionGate = accessGateMachine.resolveState({
    value: { signedIn: { completeness: 'known', identity: 'loaded' } },
    context: { hasToken: true, ...NAME, completeProfile: true, validity: false },
  });

  it.each(['/Profile', '/Reports', '/SelectPackage/buyPackage'])('shows no notice on %s even with an incomplete profile', async (path) => {
    renderShell(path, { hasToken: true, snapshot: incompleteGate });
    await waitFor(() => expect(screen.getByTestId('page')).toBeTruthy());
    expect(shellDom.anyNotice()).toBeNull();
  });

  it('after a profile change (a registration or a save) the stale complete-profile notice goes at once; the answer decides', async () => {
    const { machine, pending } = controllableGate();
    const { gate } = renderShell('/medicineA', { hasToken: true, snapshot: incompleteGate, machine });
    await waitFor(() => expect(shellDom.completeProfileNotice()).not.toBeNull());
    act(() => gate().send({ type: 'PROFILE.CHANGED' }));
    await waitFor(() => expect(shellDom.waiting()).not.toBeNull());
    expect(shellDom.anyNotice()).toBeNull();
    await act(async () => pending.get('recheckProfile')!.resolve(complete));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('medicineA'));
    expect(shellDom.anyNotice()).toBeNull();
  });

  it('the complete-profile notice takes the user to /Profile', async () => {
    const { router } = renderShell('/medicineA', { hasToken: true, snapshot: incompleteGate });
    fireEvent.click(await screen.findByRole('button', { name: fa.gate.goToProfile }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Profile'));
    expect(screen.getByTestId('page').textContent).toBe('profile');
  });

  it('the subscription notice takes the user to /SelectPackage/buyPackage', async () => {
    const { router } = renderShell('/medicineA', { hasToken: true, snapshot: noSubscriptionGate });
    fireEvent.click(await screen.findByRole('button', { name: fa.gate.goToPackages }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SelectPackage/buyPackage'));
    expect(shellDom.anyNotice()).toBeNull();
  });

  it('a token stored without SESSION.STARTED still signs the gate in (the session provider keeps them in step)', async () => {
    const { gate } = renderShell('/medicineA', {
      hasToken: true,
      snapshot: accessGateMachine.resolveState({
        value: 'signedOut',
        context: { hasToken: false, name: '', lastName: '', completeProfile: true, validity: true },
      }),
      machine: controllableGate().machine,
    });
    await waitFor(() => expect(gate().getSnapshot().matches('signedIn')).toBe(true));
  });

  it('the notice-free screens are the login, registration, profile, reports, packages and 404 (any letter case)', () => {
    for (const path of [
      '/',
      '/Register/step2',
      '/register/STEP3',
      '/Profile',
      '/profile',
      '/Reports',
      '/SelectPackage/HistoryPackage',
      '/SelectPackage/buyPackage',
      '/NotFound',
    ]) {
      expect([path, isNoticeFree(path)]).toEqual([path, true]);
    }
    for (const path of ['/medicineA', '/MedicineB', '/medicineA/changedPrice', '/medicine-A/abc', '/medicine-B/abc']) {
      expect([path, isNoticeFree(path)]).toEqual([path, false]);
    }
  });
});
