import type { PackagesSnapshot } from './packages.machine';
import type { PackagesEvent, PackagesTab } from './packages.types';

/** behaviour §9: the package screens show 6 skeleton rows while loading. */
export const PACKAGES_SKELETON_ROWS = 6;

/** What the package screens read from a snapshot of the packages machine, and what they call. */
export function connectPackages(snapshot: PackagesSnapshot, send: (event: PackagesEvent) => void) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return {
    tab: context.tab,
    page: context.page,
    /** Known only once a page loaded: never «صفحه ۱ از ۰» while loading or failed. */
    totalPages: snapshot.matches('loaded') || busy ? Math.max(context.totalPages, 1) : null,
    packages: context.packages,
    orders: context.orders,
    loading: snapshot.hasTag('loading'),
    skeletonRows: PACKAGES_SKELETON_ROWS,
    failed: snapshot.hasTag('failed'),
    /** The backend has no purchase history: the original product's four columns over an empty body, no pager. */
    historyAbsent: snapshot.hasTag('absent'),
    failure: context.failure,
    /** The order the gateway sent the user back for (highlighted on the history tab). */
    highlightOrderId: context.highlightOrderId,
    /** 'payment' is disabled while a checkout runs or the browser is leaving. */
    canPay: snapshot.can({ type: 'PAY', packageId: '' }),
    /** The package whose checkout is running (its button shows a spinner). */
    payingPackageId: context.payingPackageId,
    leaving: snapshot.matches('leaving'),
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    pay: (packageId: string) => send({ type: 'PAY', packageId }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    retry: () => send({ type: 'RETRY' }),
    showTab: (tab: PackagesTab, orderId: string | null = null) => send({ type: 'TAB.SHOW', tab, orderId }),
  };
}

export type PackagesApi = ReturnType<typeof connectPackages>;
