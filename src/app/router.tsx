import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import { fa } from '../i18n/fa';

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

/** The routes of SPEC §2. */
export const routes: RouteObject[] = [
  { path: '/', element: page(<LoginPage />) },
  { path: '/Register', element: <Navigate to="/Register/step1" replace /> },
  { path: '/Register/:step', element: page(<RegisterPage />) },
  { path: '/Register/*', element: <Navigate to="/Register/step1" replace /> },
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
  { path: '/NotFound', element: page(<NotFoundPage />) },
  { path: '*', element: <Navigate to="/NotFound" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
