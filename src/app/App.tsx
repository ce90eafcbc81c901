import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { SessionProvider } from '../components/session';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>
  );
}
