import type { ApiFailure } from '../src/api/errors';

/** What checkout answers: the pending order and the gateway page to send the browser to. */
export interface CheckoutOrder {
  orderId: string;
  paymentUrl: string;
}

/** The checkout's input: the package to buy (a get-package-list `_id`); never an amount. */
export interface CheckoutInput {
  packageId: string;
}

export interface CheckoutContext {
  packageId: string;
  order: CheckoutOrder | null;
  failure: ApiFailure | null;
}

/** What the parent (packages, registration) learns when checkout ends. */
export interface CheckoutOutput {
  /** Null when the browser is on its way to the gateway. */
  failure: ApiFailure | null;
  orderId: string | null;
}

/** Checkout runs on its own once started: it takes no events. */
export type CheckoutEvent = never;
