import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { accessGateMachine } from '../../machines/access-gate.machine';
import type { ProfileCheck, ProfileName } from '../../machines/access-gate.types';
import { createApiClient } from '../../src/api/client';
import { reportClientError } from '../../src/api/clientErrors';
import { tokenStore } from '../../src/api/tokens';
import { AppProviders } from '../../src/app/AppProviders';
import { RequireSession } from '../../src/app/guards';
import { routes } from '../../src/app/router';
import { RouteError, withErrorElements } from '../../src/app/RouteError';
import { ShellLayout } from '../../src/app/ShellLayout';
import { ChunkBoundary } from '../../src/components/ChunkBoundary';
import { lazyPage } from '../../src/components/lazyPage';
import { SessionProvider } from '../../src/components/session';
import { fa } from '../../src/i18n/fa';
import { errorCardDom } from '../models/error-card.dom';
import { shellDom } from '../models/shell.dom';

const gate = accessGateMachine.provide({
  actors: {
    checkProfile: fromPromise<ProfileCheck>(async () => ({ completeProfile: true })),
    loadProfile: fromPromise<ProfileName>(async () => ({ name: 'مریم', lastName: 'احمدی' })),
  },
});

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  tokenStore.save({ accessToken: 'access', refreshToken: 'refresh' });
  // React and the dev reporter log a caught render error; the tests check the report themselves.
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
  localStorage.clear();
});

/** The app's guard, layout and error elements around stand-in screens. */
function renderShell(screens: RouteObject[], path: string) {
  const router = createMemoryRouter(
    withErrorElements([
      {
        element: (
          <RequireSession>
            <ShellLayout />
          </RequireSession>
        ),
        children: screens,
      },
    ]),
    { initialEntries: ['/medicineA', path], initialIndex: 1 },
  );
  render(
    <AppProviders>
      <SessionProvider machine={gate} hasToken>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>,
  );
  return router;
}

function Crashing({ when }: { when: () => boolean }) {
  if (when()) {
    const code = 42 as unknown as string;
    return <p>{code.trim()}</p>;
  }
  return <p data-testid="screen">صفحه</p>;
}

describe('the route error card', () => {
  it('every route of the app, nested ones too, has the error card as its errorElement', () => {
    const missing: string[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (!route.errorElement) missing.push(route.path ?? '(layout)');
        if (route.children) walk(route.children);
      });
    walk(routes);
    expect(missing).toEqual([]);
    const count = (list: RouteObject[]): number => list.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
    expect(count(routes)).toBeGreaterThan(10);
  });

  it('a screen that throws shows the Persian card inside the frame, not the developer page; the header stays', async () => {
    const router = renderShell(
      [
        { path: '/medicineA', element: <p>A</p> },
        { path: '/medicine-B/:id', element: <Crashing when={() => true} /> },
      ],
      '/medicine-B/1',
    );
    await waitFor(() => errorCardDom.retry()); // on screen: its buttons can be reached
    expect(errorCardDom.card().textContent).toContain(fa.crash.title);
    expect(errorCardDom.developerPage()).toBeNull();
    expect(shellDom.header()).toBeTruthy();
    expect(shellDom.footer()).toBeTruthy();
    expect(shellDom.mainNav()).toBeTruthy();
    expect(errors.mock.calls.some((call: unknown[]) => String(call[0]).includes('[daroban] route failure on /medicine-B/1'))).toBe(true);
    expect(router.state.location.pathname).toBe('/medicine-B/1');
  });

  it("'try again' renders the screen afresh; it shows once it no longer fails", async () => {
    let failing = true;
    renderShell(
      [
        { path: '/medicineA', element: <p>A</p> },
        { path: '/medicine-B/:id', element: <Crashing when={() => failing} /> },
      ],
      '/medicine-B/1',
    );
    await waitFor(() => errorCardDom.retry()); // on screen: its buttons can be reached
    await userEvent.click(errorCardDom.retry());
    await waitFor(() => errorCardDom.retry()); // still failing: the card again
    failing = false;
    await userEvent.click(errorCardDom.retry());
    await waitFor(() => expect(screen.getByTestId('screen')).toBeTruthy());
    expect(errorCardDom.query()).toBeNull();
  });

  it("'back' goes to the page before", async () => {
    const router = renderShell(
      [
        { path: '/medicineA', element: <p data-testid="list">A</p> },
        { path: '/medicine-B/:id', element: <Crashing when={() => true} /> },
      ],
      '/medicine-B/1',
    );
    await waitFor(() => errorCardDom.retry()); // on screen: its buttons can be reached
    // A memory router keeps its own index; the browser one is window.history's idx.
    window.history.replaceState({ idx: 1 }, '');
    await userEvent.click(errorCardDom.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/medicineA'));
    expect(screen.getByTestId('list')).toBeTruthy();
  });

  it('a screen chunk that fails to load shows the card; try again fetches it afresh', async () => {
    let attempts = 0;
    const Screen = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: (() => <p data-testid="screen">صفحه</p>) as ComponentType<object> };
    });
    renderShell(
      [
        { path: '/medicineA', element: <p>A</p> },
        {
          path: '/Reports',
          element: (
            <Suspense fallback={null}>
              <Screen />
            </Suspense>
          ),
        },
      ],
      '/Reports',
    );
    await waitFor(() => errorCardDom.retry()); // on screen: its buttons can be reached
    await userEvent.click(errorCardDom.retry());
    await waitFor(() => expect(screen.getByTestId('screen')).toBeTruthy());
    expect(attempts).toBe(2);
  });

  it('RouteError alone renders the card (a bare route without the frame)', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Crashing when={() => true} />, errorElement: <RouteError /> }]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => errorCardDom.retry()); // on screen: its buttons can be reached
    expect(shellDom.queryHeader()).toBeNull();
  });
});

describe('a lazily loaded part of a screen', () => {
  it('that fails shows the card as a dialog; try again loads it, close closes it', async () => {
    let attempts = 0;
    const Part = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: (() => <p data-testid="part">نمودار</p>) as ComponentType<object> };
    });
    const closes: number[] = [];
    render(
      <AppProviders>
        <p data-testid="screen">صفحه</p>
        <ChunkBoundary onClose={() => closes.push(1)}>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </ChunkBoundary>
      </AppProviders>,
    );
    await waitFor(() => errorCardDom.retry()); // on screen: its buttons can be reached
    expect(screen.getByTestId('screen')).toBeTruthy();
    await userEvent.click(errorCardDom.close());
    expect(closes).toEqual([1]);
    await userEvent.click(errorCardDom.retry());
    await waitFor(() => expect(screen.getByTestId('part')).toBeTruthy());
    expect(errorCardDom.query()).toBeNull();
  });
});

describe('reporting a failure', () => {
  it('production posts { kind, path, message, stack } to /client-errors once per error, at most 5 a page load, never throwing', async () => {
    const bodies: unknown[] = [];
    const fetch = (async (input: Request) => {
      bodies.push(await input.json());
      return bodies.length === 1 ? new Response(null, { status: 204 }) : new Response('{"message":"x"}', { status: 429 });
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    // Whether a report is sent is decided in the call itself: count the posts as they start.
    const posts = vi.spyOn(client, 'POST');
    const first = new TypeError('e.trim is not a function');
    reportClientError(first, 'route', '/medicine-A/1', { production: true, client });
    reportClientError(first, 'route', '/medicine-A/1', { production: true, client });
    for (let i = 0; i < 10; i++) reportClientError(new Error(`boom ${i}`), 'chunk', '/medicine-B/2', { production: true, client });
    expect(posts).toHaveBeenCalledTimes(5);
    await waitFor(() => expect(bodies).toHaveLength(5));
    expect(bodies[0]).toMatchObject({ kind: 'route', path: '/medicine-A/1', message: 'TypeError: e.trim is not a function' });
    expect(typeof (bodies[0] as { stack: unknown }).stack).toBe('string');
    expect(bodies[1]).toMatchObject({ kind: 'chunk', message: 'Error: boom 0' });
  });
});
