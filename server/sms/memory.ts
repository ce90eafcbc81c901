import type { SmsSender } from './types';

/** Test sender: keeps every code and every text sent so tests can read them. */
export class MemorySmsSender implements SmsSender {
  readonly sent: { mobile: string; code: string | null; link: string | null; at: Date }[] = [];
  /** Plain text messages (the watchlist digest), oldest first. */
  readonly texts: { mobile: string; text: string; at: Date }[] = [];

  async sendOtp(mobile: string, code: string | null, link?: string): Promise<void> {
    this.sent.push({ mobile, code, link: link ?? null, at: new Date() });
  }

  async sendText(mobile: string, text: string): Promise<void> {
    this.texts.push({ mobile, text, at: new Date() });
  }

  lastCode(mobile: string): string | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const sms = this.sent[i];
      if (sms?.mobile === mobile && sms.code !== null) return sms.code;
    }
    return undefined;
  }

  /** The sign-in link of the last one-time-code SMS to `mobile`. */
  lastLink(mobile: string): string | undefined {
    return this.sent.findLast((sms) => sms.mobile === mobile)?.link ?? undefined;
  }

  /** The texts sent to `mobile`, oldest first. */
  textsTo(mobile: string): string[] {
    return this.texts.filter((sms) => sms.mobile === mobile).map((sms) => sms.text);
  }
}
