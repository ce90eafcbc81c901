import { toPersianDigits } from '../../lib/digits';

/**
 * The device copy's Persian copy (behaviour §10.15), with `fa.ts`'s rules (GLOSSARY
 * words, ZWNJ, Persian ی/ک), in a module of its own: only the chunks loaded after sign-in carry it.
 */
export const faOffline = {
  offline: 'اینترنت در دسترس نیست؛ آنچه می‌بینید از نسخه ذخیره‌شده روی این دستگاه است.',
  serverDown: 'سرور داروبان پاسخ نمی‌دهد؛ آنچه می‌بینید از نسخه ذخیره‌شده روی این دستگاه است.',
  /** «قیمت‌ها تا ۱۴۰۵/۰۹/۰۶ ساعت ۱۰:۲۰» (the date and time come formatted). */
  pricesAsOf: (when: string) => `قیمت‌ها تا ${when}`,
  noCopy: 'نسخه‌ای از فهرست داروها روی این دستگاه نیست.',
  firstSync: 'ذخیره فهرست داروها روی این دستگاه برای استفاده بدون اینترنت',
  firstSyncCount: (done: number, total: number) => `${toPersianDigits(done)} از ${toPersianDigits(total)} دارو`,
  queued: (count: number) => `${toPersianDigits(count)} مورد در صف ارسال`,
  sent: (count: number) => `${toPersianDigits(count)} مورد از صف ارسال فرستاده شد.`,
  ticketQueued: 'تیکت شما در صف ارسال است و با برقراری اینترنت فرستاده می‌شود.',
  reportQueued: 'گزارش شما در صف ارسال است و با برقراری اینترنت فرستاده می‌شود.',
  failed: 'به‌روزرسانی نسخه این دستگاه انجام نشد.',
  retry: 'تلاش دوباره',
  expired: 'اشتراک شما به پایان رسیده است؛ نسخه این دستگاه دیگر به‌روز نمی‌شود.',
  /** A queued write the server refused for good: kept on the device until the user discards it. */
  refused: {
    title: {
      ticket: (title: string) => `تیکت «${title}» ارسال نشد.`,
      report: (title: string) => `گزارش «${title}» ارسال نشد.`,
      'watch-add': (name: string) => `پیگیری «${name}» انجام نشد.`,
      'watch-remove': (name: string) => `حذف «${name}» از داروهای پیگیری‌شده انجام نشد.`,
    },
    /** The server's reason, said as the server's and not ours. */
    reason: (reason: string) => `پاسخ سامانه: ${reason}`,
    note: 'این مورد دوباره فرستاده نمی‌شود؛ متن آن تا وقتی حذفش کنید روی این دستگاه می‌ماند.',
    fallbackReason: 'سامانه این مورد را نپذیرفت.',
    showText: 'نمایش متن',
    textLabel: 'متنی که نوشته بودید',
    copy: 'کپی متن',
    copied: 'متن کپی شد.',
    copyFailed: 'کپی نشد؛ متن را از بخش «نمایش متن» با دست انتخاب و کپی کنید.',
    discard: 'حذف',
    discardLabel: (title: string) => `حذف «${title}» برای همیشه`,
  },
  notOnDevice: 'این دارو در نسخه این دستگاه نیست؛ برای دیدن آن به اینترنت وصل شوید.',
  profile: {
    title: 'استفاده بدون اینترنت',
    label: 'نگه‌داشتن فهرست داروها و قیمت‌ها روی این دستگاه',
    hint: 'با خاموش کردن، نسخه این دستگاه پاک می‌شود. با خروج از حساب نیز پاک می‌شود.',
    clearing: 'در حال پاک کردن نسخه این دستگاه…',
    size: (count: number) => `${toPersianDigits(count)} دارو روی این دستگاه`,
  },
} as const;
