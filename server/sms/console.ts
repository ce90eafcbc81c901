import type { SmsSender } from './types';

/** Development sender: prints one line with the mobile and the code on the server console. */
export class ConsoleSmsSender implements SmsSender {
  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async sendOtp(mobile: string, code: string): Promise<void> {
    this.write(`[sms] OTP for ${mobile}: ${code}`);
  }
}
