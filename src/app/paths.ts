import { fa } from '../i18n/fa';

/** A registration wizard step (behaviour §2: /Register/step1..3). */
export type RegisterStep = 1 | 2 | 3;

const catalog = <C extends 'A' | 'B'>(category: C) => ({
  /** The category's list (behaviour §2; `/MedicineA` too: routes match in any letter case). */
  list: `/medicine${category}` as const,
  /** The category's price-change list. */
  changedPrice: `/medicine${category}/changedPrice` as const,
  /** The router's pattern of a drug's detail. */
  detailPattern: `/medicine-${category}/:medicineId` as const,
  /** One drug's detail page. */
  detail: (medicineId: string) => `/medicine-${category}/${encodeURIComponent(medicineId)}`,
});

/**
 * Every route of behaviour §2, written once. Screens, menus, links, the access gate and the 404 page build
 * their addresses here (`paths.medicineA.detail(id)`); no other file spells a route.
 */
export const paths = {
  login: '/',
  register: {
    root: '/Register',
    /** The router's pattern of a wizard step. */
    stepPattern: '/Register/:step',
    /** Anything deeper under /Register (redirected to step 1). */
    anyPattern: '/Register/*',
    step: (step: RegisterStep) => `/Register/step${step}`,
  },
  medicineA: catalog('A'),
  medicineB: catalog('B'),
  profile: '/Profile',
  packages: {
    history: '/SelectPackage/HistoryPackage',
    buy: '/SelectPackage/buyPackage',
  },
  tickets: '/Reports',
  notFound: '/NotFound',
  /** behaviour §10.1 (beyond the spec): the user's watched medicines. */
  watchlist: '/watchlist',
} as const;

/** The routes of one catalogue. */
export const catalogPaths = (category: 'A' | 'B') => (category === 'A' ? paths.medicineA : paths.medicineB);

/** `step1`..`step3` in any letter case → 1..3; anything else → null (behaviour §2: redirected to step 1). */
export function parseRegisterStep(param: string | undefined): RegisterStep | null {
  const match = /^step([123])$/i.exec(param ?? '');
  return match ? (Number(match[1]) as RegisterStep) : null;
}

/** What the shell needs to know about a route. */
export interface RouteMeta {
  /** The router's pattern (`:name` one segment, a trailing `*` the rest). */
  pattern: string;
  /** A visitor without a stored token is sent to `/` (behaviour §2). */
  guarded: boolean;
  /** The access gate's full-screen notices never show here (behaviour §2 notice screens). */
  noticeFree: boolean;
  /** The screen's short name for a phone's narrow header (the menu's label for it). */
  mobileTitle: string;
  /**
   * The list screens' heading, known before any data: index.html's first paint and the access
   * gate's wait draw it where the screen will (behaviour §11.2: the largest paint before any script).
   */
  heading?: string;
  /**
   * A drug's detail of this catalogue: index.html's first paint sends its call and draws the name from
   * the answer where the screen will (behaviour §11.2; `src/api/boot.ts`).
   */
  detailOf?: 'A' | 'B';
}

/** Route metadata, in the router's order. */
export const routeMeta: readonly RouteMeta[] = [
  { pattern: paths.login, guarded: false, noticeFree: true, mobileTitle: fa.app.name },
  { pattern: paths.register.root, guarded: false, noticeFree: true, mobileTitle: fa.register.title },
  { pattern: paths.register.stepPattern, guarded: false, noticeFree: true, mobileTitle: fa.register.title },
  { pattern: paths.register.anyPattern, guarded: false, noticeFree: true, mobileTitle: fa.register.title },
  { pattern: paths.medicineA.list, guarded: true, noticeFree: false, mobileTitle: fa.nav.categoryA, heading: fa.catalog.title },
  { pattern: paths.medicineB.list, guarded: true, noticeFree: false, mobileTitle: fa.nav.categoryB, heading: fa.catalog.title },
  {
    pattern: paths.medicineA.changedPrice,
    guarded: true,
    noticeFree: false,
    mobileTitle: fa.nav.priceChanges,
    heading: fa.priceChanges.titleA,
  },
  {
    pattern: paths.medicineB.changedPrice,
    guarded: true,
    noticeFree: false,
    mobileTitle: fa.nav.priceChanges,
    heading: fa.priceChanges.titleB,
  },
  { pattern: paths.medicineA.detailPattern, guarded: true, noticeFree: false, mobileTitle: fa.nav.categoryA, detailOf: 'A' },
  { pattern: paths.medicineB.detailPattern, guarded: true, noticeFree: false, mobileTitle: fa.nav.categoryB, detailOf: 'B' },
  { pattern: paths.profile, guarded: true, noticeFree: true, mobileTitle: fa.nav.profile },
  { pattern: paths.packages.history, guarded: true, noticeFree: true, mobileTitle: fa.nav.profile },
  { pattern: paths.packages.buy, guarded: true, noticeFree: true, mobileTitle: fa.nav.profile },
  { pattern: paths.tickets, guarded: true, noticeFree: true, mobileTitle: fa.nav.tickets },
  { pattern: paths.notFound, guarded: false, noticeFree: true, mobileTitle: fa.app.name },
  { pattern: paths.watchlist, guarded: true, noticeFree: false, mobileTitle: fa.watchlist.menu },
];

const segments = (path: string) =>
  path
    .replace(/[?#].*$/, '')
    .toLowerCase()
    .split('/')
    .filter(Boolean);

/** Whether `pathname` matches the router `pattern` (any letter case, a trailing slash ignored). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want[want.length - 1] === '*')
    return have.length >= want.length && want.slice(0, -1).every((part, i) => part.startsWith(':') || part === have[i]);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The metadata of the route `pathname` shows, or undefined for an unknown address (→ /NotFound). */
export function routeOf(pathname: string): RouteMeta | undefined {
  return routeMeta.find((route) => matchesPattern(route.pattern, pathname));
}

/** The access gate's notices never show on `pathname` (behaviour §2). */
export const isNoticeFree = (pathname: string): boolean => routeOf(pathname)?.noticeFree ?? false;

/** Whether `pathname` is the screen `to` (route matching is case-insensitive). */
export function isActivePath(pathname: string, to: string): boolean {
  return segments(pathname).join('/') === segments(to).join('/');
}
