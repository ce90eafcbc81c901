import type { SmsSender } from './types';

/**
 * Development sender: prints one line with the mobile and the code (or the text), and one with the sign-in link on the server console. In a
 * terminal the line stands out from the request log (reverse video, the code in bold); piped to a
 * file or another program it stays plain text: `[sms] OTP for <mobile>: <code>`.
 */
export class ConsoleSmsSender implements SmsSender {
  private readonly write: (line: string) => void;
  private readonly highlight: boolean;

  /** `write` defaults to the console, highlighted when that console is a terminal (see `prettyConsole`). */
  constructor(write?: (line: string) => void, highlight?: boolean) {
    this.write = write ?? ((line) => console.log(line));
    this.highlight = highlight ?? (write === undefined && prettyConsole());
  }

  async sendOtp(mobile: string, code: string | null, link?: string): Promise<void> {
    if (code !== null) {
      this.write(
        this.highlight
          ? `\x1b[7m [sms] \x1b[0m OTP for ${mobile}: \x1b[1m${code}\x1b[0m  \x1b[2m(SMS_PROVIDER=console)\x1b[0m`
          : `[sms] OTP for ${mobile}: ${code}`,
      );
    }
    if (link)
      this.write(
        this.highlight ? `\x1b[7m [sms] \x1b[0m sign-in link for ${mobile}: ${link}` : `[sms] sign-in link for ${mobile}: ${link}`,
      );
  }

  async sendText(mobile: string, text: string): Promise<void> {
    this.write(
      this.highlight
        ? `\x1b[7m [sms] \x1b[0m text to ${mobile}: ${text}  \x1b[2m(SMS_PROVIDER=console)\x1b[0m`
        : `[sms] text to ${mobile}: ${text}`,
    );
  }
}

/** A person reads the console: a terminal, and JSON logs not asked for (`LOG_FORMAT=json`). */
export function prettyConsole(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(process.stdout.isTTY) && env.LOG_FORMAT !== 'json';
}
