/** What the gateway is asked to collect: the amount comes from the package on the server. */
export interface PaymentRequest {
  orderId: string;
  amountToman: number;
  description: string;
  mobile: string;
  /** Absolute URL the gateway sends the browser back to (`/api/payments/v1/callback`). */
  callbackUrl: string;
  /** The portal's own origin (the sandbox gateway's page lives on it). */
  origin: string;
}

export interface PaymentVerification {
  /** True only when the gateway confirms the money was taken for exactly this amount. */
  ok: boolean;
  refId?: string;
}

/**
 * A bank gateway (Zarinpal, or the local sandbox). `request` answers an authority and the page to
 * send the browser to; `verify` answers a definite yes/no, and throws when it cannot tell (network,
 * 5xx): the order then stays pending and is verified again on the next callback or start-up.
 */
export interface PaymentGateway {
  readonly name: string;
  request(order: PaymentRequest): Promise<{ authority: string; url: string }>;
  verify(authority: string, amountToman: number): Promise<PaymentVerification>;
}
