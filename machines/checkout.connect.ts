import type { CheckoutSnapshot } from './checkout.machine';

/** What a view reads from a running checkout (a parent's child `checkout`), or from none. */
export function connectCheckout(snapshot: CheckoutSnapshot | undefined) {
  return {
    /** Checkout is asking the server, or the browser is leaving for the gateway: keep 'payment' disabled. */
    busy: snapshot?.hasTag('busy') ?? false,
    /** The package being bought, or null. */
    packageId: snapshot?.hasTag('busy') ? snapshot.context.packageId : null,
    /** The browser is on its way to the gateway. */
    redirecting: snapshot?.matches('redirecting') ?? false,
  };
}

export type CheckoutApi = ReturnType<typeof connectCheckout>;
