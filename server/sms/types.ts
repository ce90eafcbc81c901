/** Sends SMS: the one-time code, and plain text (the watchlist's daily digest). Implementations: console, memory, Kavenegar. */
export interface SmsSender {
  sendOtp(mobile: string, code: string): Promise<void>;
  /** A plain text message; rejects when the provider refuses it. */
  sendText(mobile: string, text: string): Promise<void>;
}
