import type { Package, Schemas } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';

/** The two tabs of behaviour §2's package screens. */
export type PackagesTab = 'buy' | 'history';

/** One purchase (GET /packages/v1/history). */
export type Order = Schemas['Order'];

/** Package and history pages are 10 rows (behaviour §9). */
export const PACKAGES_PAGE_SIZE = 10;

/** One loaded page of the tab on screen (the other tab's list is empty). */
export interface PackagesPageData {
  packages: Package[];
  orders: Order[];
  totalDocs: number;
  totalPages: number;
}

export interface PackagesInput {
  tab: PackagesTab;
  /** `?order=` on the history tab: the order the gateway just sent the user back for. */
  orderId?: string | null;
}

export interface PackagesContext {
  tab: PackagesTab;
  page: number;
  totalPages: number;
  totalDocs: number;
  packages: Package[];
  orders: Order[];
  /** The returning order to highlight on the history tab, or null. */
  highlightOrderId: string | null;
  failure: ApiFailure | null;
  /** The package whose 'payment' was pressed (checkout running, or the browser leaving), or null. */
  payingPackageId: string | null;
}

export type PackagesEvent =
  /** The route changed tab (or `?order=`): load that tab's first page. */
  | { type: 'TAB.SHOW'; tab: PackagesTab; orderId?: string | null }
  | { type: 'PAGE.NEXT' }
  | { type: 'PAGE.PREVIOUS' }
  /** 'payment' on a package row of the buy tab. */
  | { type: 'PAY'; packageId: string }
  | { type: 'RETRY' };
