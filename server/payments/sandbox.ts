import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { PaymentGateway, PaymentRequest, PaymentVerification } from './types';

export const SANDBOX_PATH = '/api/payments/v1/sandbox/';

export interface SandboxPayment {
  authority: string;
  amountToman: number;
  description: string;
  callbackUrl: string;
  status: 'waiting' | 'paid' | 'cancelled';
}

/**
 * The local test gateway (PAYMENT_PROVIDER=sandbox, the default): our own server shows the payment
 * page (`/api/payments/v1/sandbox/<authority>`), and the payer's choice is kept in the database, so
 * a verification after a restart answers the same as before it.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(private readonly database: Database) {}

  async request(order: PaymentRequest): Promise<{ authority: string; url: string }> {
    const authority = `S${randomBytes(18).toString('hex')}`;
    await this.database.rows(sql`
      INSERT INTO sandbox_payments (authority, amount_toman, description, callback_url)
      VALUES (${authority}, ${order.amountToman}, ${order.description}, ${order.callbackUrl})`);
    return { authority, url: `${order.origin}${SANDBOX_PATH}${authority}` };
  }

  async verify(authority: string, amountToman: number): Promise<PaymentVerification> {
    const payment = await this.find(authority);
    const ok = payment?.status === 'paid' && payment.amountToman === amountToman;
    return ok ? { ok, refId: `SANDBOX-${authority.slice(1, 13)}` } : { ok: false };
  }

  async find(authority: string): Promise<SandboxPayment | null> {
    const [row] = await this.database.rows<{
      authority: string;
      amount_toman: number;
      description: string;
      callback_url: string;
      status: SandboxPayment['status'];
    }>(sql`SELECT authority, amount_toman, description, callback_url, status FROM sandbox_payments WHERE authority = ${authority}`);
    if (!row) return null;
    return {
      authority: row.authority,
      amountToman: row.amount_toman,
      description: row.description,
      callbackUrl: row.callback_url,
      status: row.status,
    };
  }

  /** The payer's choice; only the first one counts (a second click changes nothing). */
  async choose(authority: string, action: 'pay' | 'cancel'): Promise<SandboxPayment | null> {
    await this.database.rows(sql`
      UPDATE sandbox_payments SET status = ${action === 'pay' ? 'paid' : 'cancelled'}
      WHERE authority = ${authority} AND status = 'waiting'`);
    return this.find(authority);
  }
}
