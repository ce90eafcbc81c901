import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { callAddition } from '../src/api/additions';
import { unwrap, type ApiFailure } from '../src/api/errors';
import { checkoutMachine } from './checkout.machine';
import type { CheckoutOrder } from './checkout.types';

/** The checkout machine's actor over `client`: POST /packages/v1/checkout with the package id only. */
export function checkoutActors(client: ApiClient) {
  return {
    startCheckout: fromPromise<CheckoutOrder, { packageId: string }>(async ({ input, signal }) => {
      const body = await callAddition(client, 'checkout', () =>
        unwrap(client.POST('/packages/v1/checkout', { body: { packageId: input.packageId }, signal })),
      );
      return { orderId: body.data.orderId, paymentUrl: body.data.paymentUrl };
    }),
  };
}

/** What checkout asks of the view: leave for the gateway, show a failure. */
export interface CheckoutEffects {
  goToGateway: (url: string) => void;
  reportFailure: (failure: ApiFailure) => void;
}

/** The checkout machine ready to be invoked by a parent (`provide({ actors: { checkout: checkoutLogic(...) } })`). */
export function checkoutLogic(client: ApiClient, effects: CheckoutEffects) {
  return checkoutMachine.provide({
    actors: checkoutActors(client),
    actions: {
      goToGateway: (_, { url }) => effects.goToGateway(url),
      reportFailure: (_, { failure }) => effects.reportFailure(failure),
    },
  });
}
