/**
 * The unread-answers badge's copy (behaviour §10.10): `fa.ts`'s rules, kept apart
 * because every page downloads `fa.ts` and the sign-in page's budget is full (behaviour §11.1); only the
 * signed-in frame carries this module.
 */
export const faUnread = {
  /** The badge's label, with the count in Persian digits. */
  unreadAnswers: (count: string) => `${count} پاسخ خوانده‌نشده`,
} as const;
