import { fa } from '../i18n/fa';
import { matchesPattern } from './match';
import { paths } from './paths';

/**
 * The screens the router renders, each a lazy module of its own (`src/app/router.tsx` maps each name
 * to its `import()`); `shell` is the signed-in frame (its chunk's module: the frame with the watchlist),
 * `account` the account screens' side menu.
 */
export const SCREEN_MODULES = {
  shell: 'src/app/WatchedShellLayout.tsx',
  account: 'src/features/account/AccountLayout.tsx',
  login: 'src/features/auth/LoginPage.tsx',
  register: 'src/features/auth/RegisterPage.tsx',
  signInLink: 'src/features/auth/SignInLinkPage.tsx',
  catalogList: 'src/features/catalog/MedicineListPage.tsx',
  detailA: 'src/features/catalog/MedicineADetailPage.tsx',
  detailB: 'src/features/catalog/MedicineBDetailPage.tsx',
  priceChangeList: 'src/features/price-changes/PriceChangeListPage.tsx',
  profile: 'src/features/profile/ProfilePage.tsx',
  packages: 'src/features/packages/PackagesPage.tsx',
  tickets: 'src/features/tickets/TicketsPage.tsx',
  watchlist: 'src/features/watchlist/WatchlistPage.tsx',
  gtinLink: 'src/features/catalog/GtinLinkPage.tsx',
  notFound: 'src/app/NotFoundPage.tsx',
  ops: 'src/ops/OpsLayout.tsx',
  opsInbox: 'src/ops/features/tickets/InboxPage.tsx',
  opsTicket: 'src/ops/features/tickets/TicketPage.tsx',
  opsReports: 'src/ops/features/reports/ReportsPage.tsx',
  opsPharmacies: 'src/ops/features/pharmacies/PharmacyPage.tsx',
  opsPackages: 'src/ops/features/packages/PackagesPage.tsx',
  opsAudit: 'src/ops/features/audit/AuditPage.tsx',
  opsImports: 'src/ops/features/imports/ImportHistoryPage.tsx',
  opsMedicines: 'src/ops/features/medicines/MedicinesPage.tsx',
  opsOperators: 'src/ops/features/operators/OperatorsPage.tsx',
} as const;

/** The frames a screen is drawn in (`ops`: the operators' console, its own header and menu). */
export type Frame = 'shell' | 'account' | 'ops';
/** A screen a route renders (a key of `SCREEN_MODULES` but the frames). */
export type Screen = Exclude<keyof typeof SCREEN_MODULES, Frame>;
/** A screen of the operators' console (behaviour §10.10). */
export type OpsScreenName = Extract<Screen, `ops${string}`>;

/** One route: what the router renders there and what the shell needs to know about it. */
export interface RouteMeta {
  /** The router's pattern (`:name` one segment, a trailing `*` the rest). */
  pattern: string;
  /** The screen drawn there, or the address it redirects to. */
  screen: Screen | { redirect: string };
  /** A visitor without a stored token is sent to `/` (behaviour §2); signed in, the frame draws around it. */
  guarded: boolean;
  /** Drawn inside the account screens' side menu (behaviour §2 profile screen). */
  account?: true;
  /** Drawn inside the operators' console (behaviour §10.10), not the pharmacists' frame. */
  ops?: true;
  /** The catalogue the screen shows (the lists). */
  category?: 'A' | 'B';
  /** The packages screen's tab. */
  tab?: 'history' | 'buy';
  /** The access gate's full-screen notices never show here (behaviour §2 notice screens). */
  noticeFree: boolean;
  /** The screen's short name for a phone's narrow header (the menu's label for it). */
  mobileTitle: string;
  /**
   * The list screens' heading, known before any data: index.html's first paint and the access
   * gate's wait draw it where the screen will (the largest paint before any script).
   */
  heading?: string;
  /**
   * A drug's detail of this catalogue: index.html's first paint sends its call and draws the name from
   * the answer where the screen will (`src/api/boot.ts`).
   */
  detailOf?: 'A' | 'B';
}

const toStep1 = { redirect: paths.register.step(1) };

/**
 * Every route of behaviour §2, in the order they are matched: the router, the shell, the menus and the
 * build's first paint (vite.config.ts) all read this one table.
 */
export const routeMeta: readonly RouteMeta[] = [
  { pattern: paths.login, screen: 'login', guarded: false, noticeFree: true, mobileTitle: fa.app.name },
  { pattern: paths.register.root, screen: toStep1, guarded: false, noticeFree: true, mobileTitle: fa.register.title },
  { pattern: paths.register.stepPattern, screen: 'register', guarded: false, noticeFree: true, mobileTitle: fa.register.title },
  { pattern: paths.register.anyPattern, screen: toStep1, guarded: false, noticeFree: true, mobileTitle: fa.register.title },
  {
    pattern: paths.medicineA.list,
    screen: 'catalogList',
    category: 'A',
    guarded: true,
    noticeFree: false,
    mobileTitle: fa.nav.categoryA,
    heading: fa.catalog.title,
  },
  {
    pattern: paths.medicineB.list,
    screen: 'catalogList',
    category: 'B',
    guarded: true,
    noticeFree: false,
    mobileTitle: fa.nav.categoryB,
    heading: fa.catalog.title,
  },
  {
    pattern: paths.medicineA.changedPrice,
    screen: 'priceChangeList',
    category: 'A',
    guarded: true,
    noticeFree: false,
    mobileTitle: fa.nav.priceChanges,
    heading: fa.priceChanges.titleA,
  },
  {
    pattern: paths.medicineB.changedPrice,
    screen: 'priceChangeList',
    category: 'B',
    guarded: true,
    noticeFree: false,
    mobileTitle: fa.nav.priceChanges,
    heading: fa.priceChanges.titleB,
  },
  {
    pattern: paths.medicineA.detailPattern,
    screen: 'detailA',
    guarded: true,
    noticeFree: false,
    mobileTitle: fa.nav.categoryA,
    detailOf: 'A',
  },
  {
    pattern: paths.medicineB.detailPattern,
    screen: 'detailB',
    guarded: true,
    noticeFree: false,
    mobileTitle: fa.nav.categoryB,
    detailOf: 'B',
  },
  { pattern: paths.profile, screen: 'profile', account: true, guarded: true, noticeFree: true, mobileTitle: fa.nav.profile },
  {
    pattern: paths.packages.history,
    screen: 'packages',
    tab: 'history',
    account: true,
    guarded: true,
    noticeFree: true,
    mobileTitle: fa.nav.profile,
  },
  {
    pattern: paths.packages.buy,
    screen: 'packages',
    tab: 'buy',
    account: true,
    guarded: true,
    noticeFree: true,
    mobileTitle: fa.nav.profile,
  },
  { pattern: paths.tickets, screen: 'tickets', account: true, guarded: true, noticeFree: true, mobileTitle: fa.nav.tickets },
  { pattern: paths.signInLink, screen: 'signInLink', guarded: false, noticeFree: true, mobileTitle: fa.signInLink.title },
  { pattern: paths.notFound, screen: 'notFound', guarded: false, noticeFree: true, mobileTitle: fa.app.name },
  { pattern: paths.watchlist, screen: 'watchlist', guarded: true, noticeFree: false, mobileTitle: fa.watchlist.menu },
  { pattern: paths.gtinLink.pattern, screen: 'gtinLink', guarded: true, noticeFree: false, mobileTitle: fa.app.name },
  ...(
    [
      [paths.ops.inbox, 'opsInbox'],
      [paths.ops.ticketPattern, 'opsTicket'],
      [paths.ops.reports, 'opsReports'],
      [paths.ops.pharmacies, 'opsPharmacies'],
      [paths.ops.packages, 'opsPackages'],
      [paths.ops.audit, 'opsAudit'],
      [paths.ops.imports, 'opsImports'],
      [paths.ops.medicines, 'opsMedicines'],
      [paths.ops.operators, 'opsOperators'],
    ] as const
  ).map(([pattern, screen]): RouteMeta => ({
    pattern,
    screen,
    ops: true,
    guarded: true,
    noticeFree: true,
    mobileTitle: fa.nav.opsConsole,
  })),
];

/**
 * The modules a route draws first (the frame's, the side menu's, the screen's), to start them together;
 * none for a redirect or the 404 page (drawn bare or in the frame, by the session).
 */
export function routeModules(route: RouteMeta): (keyof typeof SCREEN_MODULES)[] {
  if (typeof route.screen !== 'string' || route.screen === 'notFound') return [];
  if (route.ops) return ['ops', route.screen];
  return [...(route.guarded ? (['shell'] as const) : []), ...(route.account ? (['account'] as const) : []), route.screen];
}

/** The metadata of the route `pathname` shows, or undefined for an unknown address (→ /NotFound). */
export function routeOf(pathname: string): RouteMeta | undefined {
  return routeMeta.find((route) => matchesPattern(route.pattern, pathname));
}

/** The access gate's notices never show on `pathname` (behaviour §2). */
export const isNoticeFree = (pathname: string): boolean => routeOf(pathname)?.noticeFree ?? false;
