import { messages } from '../http/messages';
import type { SmsSender } from './types';

export interface KavenegarOptions {
  apiKey: string;
  template: string;
  /** The sending line for plain texts (`KAVENEGAR_SENDER`); without it the account's default line. */
  sender?: string;
  /** Default `https://api.kavenegar.com`; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Kavenegar. The code goes by "verify lookup": GET {base}/v1/{API_KEY}/verify/lookup.json?receptor=&token=&template=,
 * the sign-in link as `token2` (the template shows it); an SMS with only the link is a plain text;
 * a plain text by "send": POST {base}/v1/{API_KEY}/sms/send.json with receptor, message (and sender), form-encoded.
 */
export class KavenegarSmsSender implements SmsSender {
  private readonly baseUrl: string;

  constructor(private readonly options: KavenegarOptions) {
    if (!options.apiKey) throw new Error('KAVENEGAR_API_KEY is required for SMS_PROVIDER=kavenegar');
    if (!options.template) throw new Error('KAVENEGAR_TEMPLATE is required for SMS_PROVIDER=kavenegar');
    this.baseUrl = (options.baseUrl ?? 'https://api.kavenegar.com').replace(/\/$/, '');
  }

  async sendOtp(mobile: string, code: string | null, link?: string): Promise<void> {
    if (code === null) return this.sendText(mobile, messages.signInLinkSms(link ?? ''));
    const url = this.url('verify/lookup.json');
    url.searchParams.set('receptor', mobile);
    url.searchParams.set('token', code);
    if (link) url.searchParams.set('token2', link);
    url.searchParams.set('template', this.options.template);
    await this.call(url, {});
  }

  async sendText(mobile: string, text: string): Promise<void> {
    const body = new URLSearchParams({ receptor: mobile, message: text });
    if (this.options.sender) body.set('sender', this.options.sender);
    await this.call(this.url('sms/send.json'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body,
    });
  }

  private url(action: string): URL {
    return new URL(`${this.baseUrl}/v1/${encodeURIComponent(this.options.apiKey)}/${action}`);
  }

  /** Kavenegar answers `{ return: { status: 200 } }` when it accepted the message; anything else rejects. */
  private async call(url: URL, init: RequestInit): Promise<void> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    if (!response.ok) throw new Error(`Kavenegar answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as { return?: { status?: number } } | null;
    if (body?.return?.status !== 200) throw new Error(`Kavenegar refused the message (status ${body?.return?.status})`);
  }
}
