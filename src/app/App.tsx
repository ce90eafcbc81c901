import { useEffect } from 'react';
import { forgetBootOnNavigation } from '../api/boot';
import { notifier } from '../api/notifier';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './router';
import { SessionProvider } from '../components/session';

/** The app over its router (`createAppRouter`, made by the entry before the first render). */
export function App({ router }: { router: AppRouter }) {
  // Toasts belong to the page they were raised on: the toaster hears every change of page.
  useEffect(() => {
    notifier.navigated(router.state.location.pathname);
    return router.subscribe((state) => notifier.navigated(state.location.pathname));
  }, [router]);
  useEffect(() => forgetBootOnNavigation(router), [router]);
  return (
    <AppProviders>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>
  );
}
