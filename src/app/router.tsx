import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LightSpinner as Spinner } from '../components/LightSpinner';
import { lazyPage as lazy, type LazyPage } from '../components/lazyPage';
import { tokenStore } from '../api/tokens';
import { fa } from '../i18n/fa';
import { RequireSession, useSignedIn } from './guards';
import { paths } from '../routes/paths';
import { routeMeta, routeModules, routeOf, type Frame, type OpsScreenName, type RouteMeta, type Screen } from '../routes/table';
import { withErrorElements } from './RouteError';

// Every screen is its own chunk: the login screen downloads no catalogue code. One per name of the
// route table's SCREEN_MODULES (src/routes/table.ts), which the build's first paint reads too.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const SignInLinkPage = lazy(() => import('../features/auth/SignInLinkPage'));
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
const GtinLinkPage = lazy(() => import('../features/catalog/GtinLinkPage'));
// The operators' console (behaviour §10.10): its frame and each screen are chunks of their own, so no
// pharmacist's route downloads any of it. The screens' imports live in the frame's chunk (`OpsScreen`):
// the entry, which the sign-in page downloads too, carries one import for the whole console.
const OpsLayout = lazy(() => import('../ops/OpsLayout'));
const OpsScreen = lazy<{ screen: OpsScreenName }>(() => import('../ops/OpsLayout').then((m) => ({ default: m.OpsScreen })));
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLazy = LazyPage<any>;

/** A screen that takes nothing from its route: its module, rendered as it is. */
const plain = (Module: AnyLazy) => ({ module: Module, render: () => page(<Module />) });

/** A console screen: the frame's chunk imports it. */
const ops = (screen: OpsScreenName) => ({ module: OpsScreen, render: () => page(<OpsScreen screen={screen} />) });

/** Each screen of the route table: its lazy module and what it renders for a route. */
const screens: Record<Screen, { module: AnyLazy; render: (route: RouteMeta) => ReactNode }> = {
  login: plain(LoginPage),
  register: plain(RegisterPage),
  signInLink: plain(SignInLinkPage),
  catalogList: { module: MedicineListPage, render: (route) => page(<MedicineListPage category={route.category ?? 'A'} />) },
  detailA: plain(MedicineADetailPage),
  detailB: plain(MedicineBDetailPage),
  priceChangeList: { module: PriceChangeListPage, render: (route) => page(<PriceChangeListPage category={route.category ?? 'A'} />) },
  profile: plain(ProfilePage),
  packages: { module: PackagesPage, render: (route) => page(<PackagesPage tab={route.tab ?? 'history'} />) },
  tickets: plain(TicketsPage),
  watchlist: plain(WatchlistPage),
  gtinLink: plain(GtinLinkPage),
  notFound: { module: NotFoundPage, render: () => <NotFoundRoute /> },
  opsInbox: ops('opsInbox'),
  opsTicket: ops('opsTicket'),
  opsReports: ops('opsReports'),
  opsPharmacies: ops('opsPharmacies'),
  opsPackages: ops('opsPackages'),
  opsAudit: ops('opsAudit'),
  opsImports: ops('opsImports'),
  opsMedicines: ops('opsMedicines'),
  opsOperators: ops('opsOperators'),
};
const frames: Record<Frame, AnyLazy> = { shell: LazyShellLayout, account: AccountLayout, ops: OpsLayout };

const routeObject = (route: RouteMeta): RouteObject => ({
  path: route.pattern,
  element: typeof route.screen === 'string' ? screens[route.screen].render(route) : <Navigate to={route.screen.redirect} replace />,
});

/**
 * The routes of behaviour §2, from the route table (src/routes/table.ts). Paths match in any letter case
 * (/MedicineA too). Screens behind `RequireSession` send a visitor without a token to `/`;
 * `ShellLayout` adds the header, footer and the access gate's notices. Every route shows the error
 * card (`RouteError`) if its screen fails; a screen's chunk that failed to load is fetched again by
 * 'try again' (`lazyPage`).
 */
export const routes: RouteObject[] = withErrorElements([
  ...routeMeta.filter((route) => !route.guarded).map(routeObject),
  {
    element: (
      <RequireSession>
        <ShellLayout />
      </RequireSession>
    ),
    children: [
      ...routeMeta.filter((route) => route.guarded && !route.account && !route.ops).map(routeObject),
      { element: page(<AccountLayout />), children: routeMeta.filter((route) => route.guarded && route.account).map(routeObject) },
    ],
  },
  {
    element: <RequireSession>{page(<OpsLayout />)}</RequireSession>,
    children: routeMeta.filter((route) => route.ops).map(routeObject),
  },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
]);

/**
 * Starts downloading the chunks `pathname` renders (the frame's, the layout's and the screen's,
 * together instead of one after the other: a signed-in screen's chunk and then its data request no
 * longer wait for the frame's chunk and the access gate's check); nothing for a signed-in screen
 * without a stored token: it redirects to `/`. Resolves when they are there (or failed: the route's
 * error card handles that when it renders).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const route = routeOf(pathname);
  if (!route || (route.guarded && !tokenStore.hasSession())) return Promise.resolve();
  return Promise.all(
    routeModules(route).map((name) =>
      (name === 'shell' || name === 'account' || name === 'ops' ? frames[name] : screens[name].module).preload(),
    ),
  );
}

/** The app's router. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  preloadRoute(window.location.pathname);
  const router = createBrowserRouter(routes);
  router.subscribe((state) => void preloadRoute(state.location.pathname));
  return router;
}
