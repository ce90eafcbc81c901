import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/api/tokens';
import { paths } from '../../src/routes/paths';
import { SessionProvider } from '../../src/components/session';
import AccountLayout from '../../src/features/account/AccountLayout';
import { fa } from '../../src/i18n/fa';
import { gateSnapshots } from '../../stories/app/gate-snapshots';

function renderAccount(at: string) {
  const screenAt = (name: string) => <p>{name}</p>;
  const router = createMemoryRouter(
    [
      {
        element: <AccountLayout />,
        children: [
          { path: paths.profile, element: screenAt('profile') },
          { path: paths.packages.history, element: screenAt('history') },
          { path: paths.packages.buy, element: screenAt('buy') },
          { path: paths.tickets, element: screenAt('tickets') },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  // A signed-in user has a stored token: the session provider tells the gate what storage holds.
  tokenStore.save({ accessToken: 'a', refreshToken: 'r' });
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <SessionProvider snapshot={gateSnapshots.signedIn} hasToken>
        <RouterProvider router={router} />
      </SessionProvider>
    </FluentProvider>,
  );
  const menu = () => screen.getByRole('navigation', { name: fa.account.menu });
  const current = () =>
    within(menu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
  return { router, menu, current };
}

describe('account menu', () => {
  it('names the signed-in user and marks the screen shown; both package tabs are the chosen package', () => {
    const { menu, current } = renderAccount('/profile');
    expect(menu().textContent).toContain('مریم احمدی');
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [fa.account.identity, paths.profile],
      [fa.account.chosenPackage, paths.packages.history],
      [fa.account.tickets, paths.tickets],
    ]);
    expect(current()).toEqual([fa.account.identity]);
  });

  it.each([paths.packages.history, paths.packages.buy])('on %s the chosen package is current', (at) => {
    expect(renderAccount(at).current()).toEqual([fa.account.chosenPackage]);
  });

  it('follows a link in the app without reloading and shows that screen beside the menu', async () => {
    const user = userEvent.setup();
    const { router, current } = renderAccount(paths.profile);
    expect(screen.getByText('profile')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: fa.account.tickets }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe(paths.tickets);
    expect(screen.getByText('tickets')).toBeTruthy();
    expect(current()).toEqual([fa.account.tickets]);
  });
});
