/** Sends SMS: the one-time code, and plain text (the watchlist's daily digest). Implementations: console, memory, Kavenegar. */
export interface SmsSender {
  /**
   * The one-time code and, in the same SMS, the sign-in link (`link`, when the server makes one);
   * `code` null: only the link (the number's shared lane is locked, behaviour §12.1).
   */
  sendOtp(mobile: string, code: string | null, link?: string): Promise<void>;
  /** A plain text message; rejects when the provider refuses it. */
  sendText(mobile: string, text: string): Promise<void>;
}
