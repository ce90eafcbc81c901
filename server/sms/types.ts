/** Sends the one-time code by SMS. Implementations: console, memory, Kavenegar. */
export interface SmsSender {
  sendOtp(mobile: string, code: string): Promise<void>;
}
