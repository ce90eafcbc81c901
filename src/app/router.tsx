import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LightSpinner as Spinner } from '../components/LightSpinner';
import { lazyPage as lazy, type LazyPage } from '../components/lazyPage';
import { tokenStore } from '../api/tokens';
import { fa } from '../i18n/fa';
import { RequireSession, useSignedIn } from './guards';
import { matchesPattern, paths, routeOf } from './paths';
import { withErrorElements } from './RouteError';

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
// The account screens (profile, packages, tickets) share a side menu (behaviour §2), a top menu on phones.
const AccountLayout = lazy(() => import('../features/account/AccountLayout'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const WatchlistPage = lazy(() => import('../features/watchlist/WatchlistPage'));
// The signed-in frame (header, menus, drawer, footer) loads with the first signed-in route, never on
// the sign-in page.
const LazyShellLayout = lazy<{ children?: ReactNode }>(() =>
  import('./WatchedShellLayout').then((m) => ({ default: m.WatchedShellLayout })),
);

function ShellLayout({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label={fa.app.loading} />}>
      <LazyShellLayout>{children}</LazyShellLayout>
    </Suspense>
  );
}

function page(node: ReactNode) {
  return <Suspense fallback={<Spinner label={fa.app.loading} />}>{node}</Suspense>;
}

/** The 404 page: inside the signed-in frame with a token, bare without one (behaviour §2). */
function NotFoundRoute() {
  const signedIn = useSignedIn();
  const content = page(<NotFoundPage />);
  return signedIn ? <ShellLayout>{content}</ShellLayout> : content;
}

/**
 * The routes of behaviour §2. Paths match in any letter case (/MedicineA too). Screens behind
 * `RequireSession` send a visitor without a token to `/`; `ShellLayout` adds the header, footer and
 * the access gate's notices. Every route shows the error card (`RouteError`) if its screen fails; a
 * screen's chunk that failed to load is fetched again by 'try again' (`lazyPage`).
 */
export const routes: RouteObject[] = withErrorElements([
  { path: paths.login, element: page(<LoginPage />) },
  { path: paths.register.root, element: <Navigate to={paths.register.step(1)} replace /> },
  { path: paths.register.stepPattern, element: page(<RegisterPage />) },
  { path: paths.register.anyPattern, element: <Navigate to={paths.register.step(1)} replace /> },
  {
    element: (
      <RequireSession>
        <ShellLayout />
      </RequireSession>
    ),
    children: [
      { path: paths.medicineA.list, element: page(<MedicineListPage category="A" />) },
      { path: paths.medicineB.list, element: page(<MedicineListPage category="B" />) },
      { path: paths.medicineA.changedPrice, element: page(<PriceChangeListPage category="A" />) },
      { path: paths.medicineB.changedPrice, element: page(<PriceChangeListPage category="B" />) },
      { path: paths.medicineA.detailPattern, element: page(<MedicineADetailPage />) },
      { path: paths.medicineB.detailPattern, element: page(<MedicineBDetailPage />) },
      { path: paths.watchlist, element: page(<WatchlistPage />) },
      {
        element: page(<AccountLayout />),
        children: [
          { path: paths.profile, element: page(<ProfilePage />) },
          { path: paths.packages.history, element: page(<PackagesPage tab="history" />) },
          { path: paths.packages.buy, element: page(<PackagesPage tab="buy" />) },
          { path: paths.tickets, element: page(<TicketsPage />) },
        ],
      },
    ],
  },
  { path: paths.notFound, element: <NotFoundRoute /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
]);

// What each route renders, to start its chunks together (the frame's, the layout's and the screen's)
// instead of one after the other: a signed-in screen's chunk and then its data request no longer
// wait for the frame's chunk and the access gate's check (behaviour §11.2).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLazy = LazyPage<any>;
const signedIn = (...pages: AnyLazy[]): AnyLazy[] => [LazyShellLayout, ...pages];
const routeChunks: [pattern: string, pages: AnyLazy[]][] = [
  [paths.login, [LoginPage]],
  [paths.register.stepPattern, [RegisterPage]],
  [paths.medicineA.list, signedIn(MedicineListPage)],
  [paths.medicineB.list, signedIn(MedicineListPage)],
  [paths.medicineA.changedPrice, signedIn(PriceChangeListPage)],
  [paths.medicineB.changedPrice, signedIn(PriceChangeListPage)],
  [paths.medicineA.detailPattern, signedIn(MedicineADetailPage)],
  [paths.medicineB.detailPattern, signedIn(MedicineBDetailPage)],
  [paths.profile, signedIn(AccountLayout, ProfilePage)],
  [paths.packages.history, signedIn(AccountLayout, PackagesPage)],
  [paths.packages.buy, signedIn(AccountLayout, PackagesPage)],
  [paths.tickets, signedIn(AccountLayout, TicketsPage)],
];

/**
 * Starts downloading the chunks `pathname` renders (nothing for a signed-in screen without a stored
 * token: it redirects to `/`). Resolves when they are there (or failed: the route's error card
 * handles that when it renders).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (routeOf(pathname)?.guarded && !tokenStore.hasSession()) return Promise.resolve();
  const match = routeChunks.find(([pattern]) => matchesPattern(pattern, pathname));
  return Promise.all((match?.[1] ?? []).map((page) => page.preload()));
}

export function createAppRouter() {
  preloadRoute(window.location.pathname);
  const router = createBrowserRouter(routes);
  router.subscribe((state) => void preloadRoute(state.location.pathname));
  return router;
}
