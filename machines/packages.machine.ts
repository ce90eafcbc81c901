import { and, assign, setup, type DoneActorEvent } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { checkoutMachine } from './checkout.machine';
import type { CheckoutOutput } from './checkout.types';
import { providedActor } from './provided';
import type { PackagesContext, PackagesEvent, PackagesInput, PackagesPageData, PackagesTab } from './packages.types';

const doneOutput = <T>(event: unknown) => (event as DoneActorEvent<T>).output;

/**
 * The package screens (behaviour §2.10, §10.6): the buy tab (package, days, price, 'payment') and
 * the history tab (the user's orders). `loading` (6 skeleton rows) → `loaded.rows` or `loaded.empty`,
 * or `failed` ('try again'); previous/next while loaded. 'payment' (`PAY`, buy tab) invokes the shared
 * checkout machine (`paying`): the browser leaves for the gateway (`leaving`), or checkout failed and
 * the rows come back (silently when the backend has no checkout). A backend without the history (404)
 * shows the original product's empty four-column table (`absent`). The gateway returns the user to the history tab with `?order=`; when that order
 * is paid, `notifyAccess` tells the access gate the subscription is valid (its notice lifts, no reload).
 * `TAB.SHOW` follows the route (the router keeps this screen mounted across the two tabs).
 * Actors: `fetchPage` (`packagesActors(client)`) and `checkout` (`checkoutLogic(client, effects)`).
 */
export const packagesMachine = setup({
  types: {
    context: {} as PackagesContext,
    events: {} as PackagesEvent,
    input: {} as PackagesInput,
  },
  actors: {
    fetchPage: providedActor<PackagesPageData, { tab: PackagesTab; page: number }>('fetchPage'),
    checkout: checkoutMachine,
  },
  guards: {
    hasRows: ({ context, event }) => {
      const page = doneOutput<PackagesPageData>(event);
      return (context.tab === 'buy' ? page.packages : page.orders).length > 0;
    },
    isReturningOrderPaid: ({ context, event }) =>
      context.tab === 'history' &&
      doneOutput<PackagesPageData>(event).orders.some((order) => order._id === context.highlightOrderId && order.status === 'paid'),
    hasNextPage: ({ context }) => context.page < context.totalPages,
    hasPreviousPage: ({ context }) => context.page > 1,
    isBuyTab: ({ context }) => context.tab === 'buy',
    isAbsent: ({ event }) => toFailure((event as unknown as { error: unknown }).error).kind === 'absent',
    didCheckoutFail: ({ event }) => doneOutput<CheckoutOutput>(event).failure !== null,
  },
  actions: {
    /** Tells the access gate the subscription is valid (a paid order came back); the view sends it. */
    notifyAccess: () => {},
    /** The behaviour §8 toast for a failed load; the view uses the notifier. */
    showFailure: (_, _params: { failure: ApiFailure }) => {},
    showTab: assign(({ event, context }) =>
      event.type === 'TAB.SHOW' ? { tab: event.tab, page: 1, highlightOrderId: event.orderId ?? null } : context,
    ),
    setPaying: assign({ payingPackageId: ({ event }) => (event.type === 'PAY' ? event.packageId : null) }),
    clearPaying: assign({ payingPackageId: null }),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    storePage: assign(({ event }) => {
      const page = doneOutput<PackagesPageData>(event);
      return { packages: page.packages, orders: page.orders, totalDocs: page.totalDocs, totalPages: page.totalPages, failure: null };
    }),
    storeFailure: assign({
      failure: ({ event }) => toFailure((event as unknown as { error: unknown }).error),
      packages: [],
      orders: [],
      totalDocs: 0,
      totalPages: 0,
    }),
  },
}).createMachine({
  id: 'packages',
  context: ({ input }) => ({
    tab: input.tab,
    page: 1,
    totalPages: 0,
    totalDocs: 0,
    packages: [],
    orders: [],
    highlightOrderId: input.tab === 'history' ? (input.orderId ?? null) : null,
    failure: null,
    payingPackageId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      on: { 'TAB.SHOW': { target: 'loading', reenter: true, actions: 'showTab' } },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ tab: context.tab, page: context.page }),
        onDone: [
          { guard: and(['hasRows', 'isReturningOrderPaid']), target: 'loaded.rows', actions: ['storePage', 'notifyAccess'] },
          { guard: 'hasRows', target: 'loaded.rows', actions: 'storePage' },
          { target: 'loaded.empty', actions: 'storePage' },
        ],
        onError: [
          // The history on a backend without it (404): the original product's empty table, nothing said.
          { guard: 'isAbsent', target: 'absent', actions: 'storeFailure' },
          {
            target: 'failed',
            actions: [
              'storeFailure',
              { type: 'showFailure', params: ({ context }) => ({ failure: context.failure ?? { kind: 'network' } }) },
            ],
          },
        ],
      },
    },
    loaded: {
      initial: 'rows',
      on: {
        'TAB.SHOW': { target: 'loading', actions: 'showTab' },
        'PAGE.NEXT': { guard: 'hasNextPage', target: 'loading', actions: 'goToNextPage' },
        'PAGE.PREVIOUS': { guard: 'hasPreviousPage', target: 'loading', actions: 'goToPreviousPage' },
      },
      states: {
        rows: {
          tags: ['rows'],
          on: { PAY: { guard: 'isBuyTab', target: '#packages.paying', actions: 'setPaying' } },
        },
        empty: { tags: ['empty'] },
      },
    },
    paying: {
      tags: ['busy', 'rows'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ packageId: context.payingPackageId ?? '' }),
        onDone: [{ guard: 'didCheckoutFail', target: 'loaded.rows', actions: 'clearPaying' }, { target: 'leaving' }],
      },
    },
    // The browser is on its way to the gateway. If it comes back through the back button (the page
    // restored from the back-forward cache), the view sends TAB.SHOW and the tab loads afresh.
    leaving: {
      tags: ['busy', 'rows'],
      on: { 'TAB.SHOW': { target: 'loading', actions: 'showTab' } },
    },
    /** The backend has no purchase history: the original product's table, whose body is always empty; no pager. */
    absent: {
      tags: ['absent'],
      on: { 'TAB.SHOW': { target: 'loading', actions: 'showTab' } },
    },
    failed: {
      tags: ['failed'],
      on: {
        'TAB.SHOW': { target: 'loading', actions: 'showTab' },
        RETRY: 'loading',
      },
    },
  },
});

export type PackagesSnapshot = ReturnType<typeof packagesMachine.transition>;
