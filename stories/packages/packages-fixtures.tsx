import { Route, Routes } from 'react-router-dom';
import type { Package } from '../../src/api/client';
import { ShellLayout } from '../../src/app/ShellLayout';
import { PackagesView } from '../../src/features/packages/PackagesView';
import { packagesMachine, type PackagesSnapshot } from '../../machines/packages.machine';
import type { Order, PackagesContext, PackagesTab } from '../../machines/packages.types';

/** The four packages the server seeds (behaviour §9, toman). */
export const PACKAGES: Package[] = [
  { _id: 'month-1', name: 'اشتراک یک‌ماهه', days: 30, price: 120_000 },
  { _id: 'month-3', name: 'اشتراک سه‌ماهه', days: 90, price: 340_000 },
  { _id: 'month-6', name: 'اشتراک شش‌ماهه', days: 180, price: 540_000 },
  { _id: 'month-12', name: 'اشتراک یک‌ساله', days: 365, price: 640_000 },
];

/** A user's orders, newest first: the one just paid, a cancelled try, an older paid one. */
export const ORDERS: Order[] = [
  {
    _id: 'order-3',
    packageName: 'اشتراک سه‌ماهه',
    days: 90,
    amount: 340_000,
    status: 'paid',
    createdAt: '2026-11-23T09:10:00.000Z',
    paidAt: '2026-11-23T09:11:00.000Z',
    expiresAt: '2027-03-20T09:11:00.000Z',
  },
  {
    _id: 'order-2',
    packageName: 'اشتراک یک‌ماهه',
    days: 30,
    amount: 120_000,
    status: 'cancelled',
    createdAt: '2026-11-23T09:00:00.000Z',
    paidAt: null,
    expiresAt: null,
  },
  {
    _id: 'order-1',
    packageName: 'اشتراک یک‌ماهه',
    days: 30,
    amount: 120_000,
    status: 'paid',
    createdAt: '2026-10-01T06:00:00.000Z',
    paidAt: '2026-10-01T06:02:00.000Z',
    expiresAt: '2026-12-20T09:11:00.000Z',
  },
];

/** A real packages-machine snapshot in a given state. */
export function packagesSnapshot(
  value: 'loading' | 'failed' | 'paying' | 'leaving' | { loaded: 'rows' | 'empty' },
  tab: PackagesTab,
  context: Partial<PackagesContext> = {},
): PackagesSnapshot {
  return packagesMachine.resolveState({
    value,
    context: {
      tab,
      page: 1,
      totalPages: 0,
      totalDocs: 0,
      packages: [],
      orders: [],
      highlightOrderId: null,
      failure: null,
      payingPackageId: null,
      ...context,
    },
  });
}

/** The package screen inside the signed-in frame. Stories are static: events are logged. */
export function PackagesStory({ snapshot }: { snapshot: PackagesSnapshot }) {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <ShellLayout>
            <PackagesView
              snapshot={snapshot}
              send={(event) => console.info('packages event', event)}
              onTab={(tab) => console.info('packages tab', tab)}
            />
          </ShellLayout>
        }
      />
    </Routes>
  );
}
