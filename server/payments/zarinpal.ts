import type { PaymentGateway, PaymentRequest, PaymentVerification } from './types';

export interface ZarinpalOptions {
  merchantId: string;
  /** Default `https://payment.zarinpal.com`; `https://sandbox.zarinpal.com` for Zarinpal's own sandbox; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface ZarinpalAnswer {
  data?: { code?: number; authority?: string; ref_id?: number | string; message?: string } | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

/** Codes of Zarinpal v4's verify that mean the money was taken (101: verified before). */
const VERIFIED = new Set([100, 101]);

/**
 * Zarinpal's v4 REST API: POST {base}/pg/v4/payment/request.json → authority, the payer goes to
 * {base}/pg/StartPay/{authority}; POST {base}/pg/v4/payment/verify.json on the callback. Amounts go
 * in rial (the portal's prices are toman).
 */
export class ZarinpalGateway implements PaymentGateway {
  readonly name = 'zarinpal';
  private readonly baseUrl: string;

  constructor(private readonly options: ZarinpalOptions) {
    if (!/^[0-9a-f-]{36}$/i.test(options.merchantId ?? '')) {
      throw new Error('PAYMENT_MERCHANT_ID must be the 36-character Zarinpal merchant id for PAYMENT_PROVIDER=zarinpal');
    }
    this.baseUrl = (options.baseUrl || 'https://payment.zarinpal.com').replace(/\/$/, '');
  }

  private async post(path: string, body: object): Promise<{ status: number; answer: ZarinpalAnswer }> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    if (response.status >= 500) throw new Error(`Zarinpal answered HTTP ${response.status}`);
    const answer = (await response.json().catch(() => null)) as ZarinpalAnswer | null;
    if (!answer || typeof answer !== 'object') throw new Error(`Zarinpal answered HTTP ${response.status} without JSON`);
    return { status: response.status, answer };
  }

  async request(order: PaymentRequest): Promise<{ authority: string; url: string }> {
    const { answer } = await this.post('/pg/v4/payment/request.json', {
      merchant_id: this.options.merchantId,
      amount: order.amountToman * 10,
      callback_url: order.callbackUrl,
      description: order.description,
      metadata: { mobile: order.mobile, order_id: order.orderId },
    });
    const data = Array.isArray(answer.data) ? undefined : answer.data;
    if (data?.code !== 100 || typeof data.authority !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(data.authority)) {
      const code = Array.isArray(answer.errors) ? undefined : answer.errors?.code;
      throw new Error(`Zarinpal refused the payment request (code ${data?.code ?? code})`);
    }
    return { authority: data.authority, url: `${this.baseUrl}/pg/StartPay/${encodeURIComponent(data.authority)}` };
  }

  async verify(authority: string, amountToman: number): Promise<PaymentVerification> {
    const { status, answer } = await this.post('/pg/v4/payment/verify.json', {
      merchant_id: this.options.merchantId,
      amount: amountToman * 10,
      authority,
    });
    const data = Array.isArray(answer.data) ? undefined : answer.data;
    if (typeof data?.code === 'number' && VERIFIED.has(data.code)) return { ok: true, refId: String(data.ref_id ?? '') };
    const errorCode = Array.isArray(answer.errors) ? undefined : answer.errors?.code;
    // A definite refusal (a failed or cancelled payment, a wrong amount) has an error code; anything
    // else (an answer we cannot read) is not a "no": the order stays pending and is verified again.
    if (typeof errorCode === 'number' || (typeof data?.code === 'number' && status < 500)) return { ok: false };
    throw new Error(`Zarinpal's verify answer could not be read (HTTP ${status})`);
  }
}
