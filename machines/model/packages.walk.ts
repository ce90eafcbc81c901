/** The packages and checkout machines' models: walked in node (`packages.test.tsx`) and browsed in the machine explorer. */
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { checkoutMachine } from '../checkout.machine';
import type { CheckoutOutput } from '../checkout.types';
import { packagesMachine } from '../packages.machine';
import type { Order, PackagesContext, PackagesEvent, PackagesInput, PackagesPageData } from '../packages.types';
import { lazyModelOf, type ModelOptions } from './model';

export const RETURNING = 'order-1';
export const order = (id: string, status: Order['status'], expiresAt: string | null): Order => ({
  _id: id,
  packageName: 'اشتراک یک‌ماهه',
  days: 30,
  // The invoice's total: 120,000 toman and its 10 % VAT; a granted subscription was not paid for.
  amount: status === 'granted' ? null : 132_000,
  status,
  createdAt: '2026-11-20T08:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-20T08:01:00.000Z' : null,
  expiresAt,
});
/** A page as either tab gets it: two packages and, for the history, the returning paid order and a cancelled one. */
export const FULL: PackagesPageData = {
  packages: [
    { _id: 'month-1', name: 'اشتراک یک‌ماهه', days: 30, price: 120_000 },
    { _id: 'month-3', name: 'اشتراک سه‌ماهه', days: 90, price: 340_000 },
  ],
  orders: [
    order(RETURNING, 'paid', '2026-12-20T08:01:00.000Z'),
    order('order-0', 'cancelled', null),
    order('grant-0', 'granted', '2027-11-20T08:00:00.000Z'),
  ],
  totalDocs: 12,
  totalPages: 2,
};
export const EMPTY: PackagesPageData = { packages: [], orders: [], totalDocs: 0, totalPages: 0 };
export const SERVER_DOWN = new ApiError({ kind: 'server', status: 500 });
/** A backend without the history or checkout (404). */
export const ABSENT = new ApiError({ kind: 'absent' });
export const LEAVING: CheckoutOutput = { failure: null, orderId: 'order-2' };
export const REFUSED: CheckoutOutput = { failure: { kind: 'forbidden', message: 'ابتدا اطلاعات هویتی خود را تکمیل کنید' }, orderId: null };

export const inputs: PackagesInput[] = [{ tab: 'buy' }, { tab: 'history', orderId: RETURNING }];
export const events: PackagesEvent[] = [
  { type: 'TAB.SHOW', tab: 'history', orderId: RETURNING },
  { type: 'TAB.SHOW', tab: 'buy', orderId: null },
  { type: 'PAY', packageId: 'month-1' },
];

export const packagesWalk: ModelOptions<typeof packagesMachine> = {
  inputs,
  events,
  outputs: { fetchPage: [FULL, EMPTY], checkout: [LEAVING, REFUSED] },
  errors: { fetchPage: [SERVER_DOWN, ABSENT] },
  serializeState: (state) => {
    const c = state.context as PackagesContext;
    return JSON.stringify([
      state.value,
      c.tab,
      c.page,
      c.totalPages,
      c.packages.length,
      c.orders.length,
      c.highlightOrderId,
      c.failure?.kind,
      c.payingPackageId,
    ]);
  },
  describeEvent: (event) => {
    const { type, ...rest } = event as EventObject & Record<string, unknown>;
    if (type === 'xstate.done.actor.fetchPage') return `${type} (${(rest.output as PackagesPageData).totalPages} pages)`;
    if (type === 'xstate.done.actor.checkout') return `${type} (${(rest.output as CheckoutOutput).failure?.kind ?? 'to the gateway'})`;
    if (type === 'xstate.error.actor.fetchPage') return `${type} (${(rest.error as ApiError).failure.kind})`;
    return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
  },
};

export const checkoutWalk: ModelOptions<typeof checkoutMachine> = {
  input: { packageId: 'month-1' },
  outputs: { startCheckout: [{ orderId: 'order-2', paymentUrl: 'http://gateway.test/pay/A1' }] },
  errors: { startCheckout: [new ApiError(REFUSED.failure!), ABSENT] },
};

export const packagesModel = lazyModelOf(packagesMachine, packagesWalk);
export const checkoutModel = lazyModelOf(checkoutMachine, checkoutWalk);
