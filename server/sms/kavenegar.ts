import type { SmsSender } from './types';

export interface KavenegarOptions {
  apiKey: string;
  template: string;
  /** Default `https://api.kavenegar.com`; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Kavenegar "verify lookup": GET {base}/v1/{API_KEY}/verify/lookup.json?receptor=&token=&template= */
export class KavenegarSmsSender implements SmsSender {
  private readonly baseUrl: string;

  constructor(private readonly options: KavenegarOptions) {
    if (!options.apiKey) throw new Error('KAVENEGAR_API_KEY is required for SMS_PROVIDER=kavenegar');
    if (!options.template) throw new Error('KAVENEGAR_TEMPLATE is required for SMS_PROVIDER=kavenegar');
    this.baseUrl = (options.baseUrl ?? 'https://api.kavenegar.com').replace(/\/$/, '');
  }

  async sendOtp(mobile: string, code: string): Promise<void> {
    const url = new URL(`${this.baseUrl}/v1/${encodeURIComponent(this.options.apiKey)}/verify/lookup.json`);
    url.searchParams.set('receptor', mobile);
    url.searchParams.set('token', code);
    url.searchParams.set('template', this.options.template);
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    if (!response.ok) throw new Error(`Kavenegar answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as { return?: { status?: number } } | null;
    if (body?.return?.status !== 200) throw new Error(`Kavenegar refused the message (status ${body?.return?.status})`);
  }
}
