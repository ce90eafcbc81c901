import type { Database } from '../db/client';
import { SandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';
import { ZarinpalGateway } from './zarinpal';

/** Builds the gateway once the database is open (the sandbox keeps its book there). */
export type PaymentGatewayFactory = (database: Database) => PaymentGateway;

/** Picks the gateway from `PAYMENT_PROVIDER` (sandbox | zarinpal) and its variables. */
export function paymentGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentGatewayFactory {
  const provider = (env.PAYMENT_PROVIDER ?? 'sandbox').toLowerCase();
  switch (provider) {
    case 'sandbox':
      return (database) => new SandboxGateway(database);
    case 'zarinpal': {
      const gateway = new ZarinpalGateway({ merchantId: env.PAYMENT_MERCHANT_ID ?? '', baseUrl: env.PAYMENT_BASE_URL || undefined });
      return () => gateway;
    }
    default:
      throw new Error(`Unknown PAYMENT_PROVIDER "${provider}" (sandbox or zarinpal)`);
  }
}
