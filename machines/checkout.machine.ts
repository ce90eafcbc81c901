import { assign, setup, type DoneActorEvent } from 'xstate';
import { toFailure, type ApiFailure } from '../src/api/errors';
import { providedActor } from './provided';
import type { CheckoutContext, CheckoutInput, CheckoutOrder, CheckoutOutput } from './checkout.types';

/**
 * Buying a package (behaviour §10.6), shared by the packages screen and registration's step 3 (both invoke
 * it as a child, id `checkout`): `requesting` (POST /packages/v1/checkout; the server writes the
 * order, pending, before answering) → `redirecting` (action `goToGateway`: the browser leaves for the
 * gateway, which later sends it back to the purchase history) or `failed` (action `reportFailure`:
 * the behaviour §8 toast, e.g. the server's 403 'complete your profile first'). Both end the machine; the
 * output tells the parent whether the browser is leaving.
 * Actor `startCheckout`: `checkoutActors(client)`; actions `goToGateway` and `reportFailure` are the view's.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  guards: {
    isAbsent: ({ event }) => toFailure((event as unknown as { error: unknown }).error).kind === 'absent',
  },
  actors: {
    startCheckout: providedActor<CheckoutOrder, { packageId: string }>('startCheckout'),
  },
  actions: {
    /** Sends the browser to the gateway page (`window.location.assign`); the view provides it. */
    goToGateway: (_, _params: { url: string }) => {},
    /** The behaviour §8 toast for a refused or failed checkout; the view provides it. */
    reportFailure: (_, _params: { failure: ApiFailure }) => {},
    storeOrder: assign({ order: ({ event }) => (event as unknown as DoneActorEvent<CheckoutOrder>).output }),
    storeFailure: assign({ failure: ({ event }) => toFailure((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ packageId: input.packageId, order: null, failure: null }),
  initial: 'requesting',
  states: {
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'startCheckout',
        src: 'startCheckout',
        input: ({ context }) => ({ packageId: context.packageId }),
        onDone: {
          target: 'redirecting',
          actions: ['storeOrder', { type: 'goToGateway', params: ({ event }) => ({ url: event.output.paymentUrl }) }],
        },
        onError: [
          // A backend without checkout (404): nothing is said; the parent falls back (behaviour §10).
          { guard: 'isAbsent', target: 'failed', actions: 'storeFailure' },
          {
            target: 'failed',
            actions: [
              'storeFailure',
              { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure ?? { kind: 'network' } }) },
            ],
          },
        ],
      },
    },
    redirecting: { type: 'final', tags: ['busy'] },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ failure: context.failure, orderId: context.order?.orderId ?? null }),
});

export type CheckoutSnapshot = ReturnType<typeof checkoutMachine.transition>;
