import type { SmsSender } from './types';

/** Test sender: keeps every code sent so tests can read the last one per mobile. */
export class MemorySmsSender implements SmsSender {
  readonly sent: { mobile: string; code: string; at: Date }[] = [];

  async sendOtp(mobile: string, code: string): Promise<void> {
    this.sent.push({ mobile, code, at: new Date() });
  }

  lastCode(mobile: string): string | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const sms = this.sent[i];
      if (sms?.mobile === mobile) return sms.code;
    }
    return undefined;
  }
}
