import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import { fa } from '../i18n/fa';
import { RegisterStepGuard, RequireSession, useSignedIn } from './guards';
import { ShellLayout } from './ShellLayout';

// Every screen is its own chunk: the login screen downloads no catalogue code.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const MedicineListPage = lazy(() => import('../features/catalog/MedicineListPage'));
const MedicineADetailPage = lazy(() => import('../features/catalog/MedicineADetailPage'));
const MedicineBDetailPage = lazy(() => import('../features/catalog/MedicineBDetailPage'));
const PriceChangeListPage = lazy(() => import('../features/price-changes/PriceChangeListPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const PackagesPage = lazy(() => import('../features/packages/PackagesPage'));
const TicketsPage = lazy(() => import('../features/tickets/TicketsPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

function page(node: ReactNode) {
  return <Suspense fallback={<Spinner label={fa.app.loading} />}>{node}</Suspense>;
}

/** The 404 page: inside the signed-in frame with a token, bare without one (SPEC §2). */
function NotFoundRoute() {
  const signedIn = useSignedIn();
  const content = page(<NotFoundPage />);
  return signedIn ? <ShellLayout>{content}</ShellLayout> : content;
}

/**
 * The routes of SPEC §2. Paths match in any letter case (/MedicineA too). Screens behind
 * `RequireSession` send a visitor without a token to `/`; `ShellLayout` adds the header, footer and
 * the access gate's notices.
 */
export const routes: RouteObject[] = [
  { path: '/', element: page(<LoginPage />) },
  { path: '/Register', element: <Navigate to="/Register/step1" replace /> },
  { path: '/Register/:step', element: <RegisterStepGuard>{page(<RegisterPage />)}</RegisterStepGuard> },
  { path: '/Register/*', element: <Navigate to="/Register/step1" replace /> },
  {
    element: (
      <RequireSession>
        <ShellLayout />
      </RequireSession>
    ),
    children: [
      { path: '/medicineA', element: page(<MedicineListPage category="A" />) },
      { path: '/medicineB', element: page(<MedicineListPage category="B" />) },
      { path: '/medicineA/changedPrice', element: page(<PriceChangeListPage category="A" />) },
      { path: '/medicineB/changedPrice', element: page(<PriceChangeListPage category="B" />) },
      { path: '/medicine-A/:medicineId', element: page(<MedicineADetailPage />) },
      { path: '/medicine-B/:medicineId', element: page(<MedicineBDetailPage />) },
      { path: '/Profile', element: page(<ProfilePage />) },
      { path: '/SelectPackage/HistoryPackage', element: page(<PackagesPage tab="history" />) },
      { path: '/SelectPackage/buyPackage', element: page(<PackagesPage tab="buy" />) },
      { path: '/Reports', element: page(<TicketsPage />) },
    ],
  },
  { path: '/NotFound', element: <NotFoundRoute /> },
  { path: '*', element: <Navigate to="/NotFound" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
