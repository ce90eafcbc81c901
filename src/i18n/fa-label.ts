import type { Gs1Problem } from '../lib/gs1';
import { toPersianDigits } from '../lib/digits';

/** An AI as the messages name it: «(۱۷) تاریخ انقضا». */
const aiName = (ai: string) => {
  const name = faLabel.ai[ai as keyof typeof faLabel.ai];
  return name ? `(${ai}) ${name}` : `(${ai})`;
};

/**
 * The copy of a pack's track-and-trace label (behaviour §10.4): the GS1 parser's refusals and the scan
 * card, with `fa.ts`'s rules (GLOSSARY words, ZWNJ, Persian ی/ک), in a module of its own that loads
 * with the scan dialog. Nothing here says a pack is genuine: the portal cannot check one.
 */
export const faLabel = {
  /** What each known AI holds. */
  ai: {
    '00': 'کد SSCC',
    '01': 'کد GTIN',
    '02': 'GTIN محتوا',
    '10': 'شماره سری ساخت',
    '11': 'تاریخ تولید',
    '12': 'تاریخ سررسید',
    '13': 'تاریخ بسته‌بندی',
    '15': 'بهترین زمان مصرف',
    '16': 'تاریخ پایان فروش',
    '17': 'تاریخ انقضا',
    '20': 'گونه محصول',
    '21': 'شماره سریال',
    '22': 'گونه مصرفی',
    '240': 'شناسه افزوده محصول',
    '241': 'شماره قطعه مشتری',
    '30': 'تعداد متغیر',
    '37': 'تعداد اقلام',
    '710': 'کد ملی دارو (آلمان)',
    '711': 'کد ملی دارو (فرانسه)',
    '712': 'کد ملی دارو (اسپانیا)',
    '713': 'کد ملی دارو (برزیل)',
    '714': 'کد ملی دارو (پرتغال)',
    '715': 'کد ملی دارو (آمریکا)',
  } as Record<string, string>,
  /** Why a label's text could not be read, one sentence each. */
  problem(problem: Gs1Problem): string {
    switch (problem.kind) {
      case 'empty':
        return 'متن برچسب خالی است.';
      case 'syntax':
        return 'متن برچسب به شکل رشتهٔ GS1 نیست؛ آن را دوباره اسکن کنید یا با پرانتز بنویسید، مثلاً ⁦(01)…(17)…⁩';
      case 'noGtin':
        return 'برچسب کد GTIN (شناسه ۰۱) ندارد.';
      case 'length':
        return `طول مقدار ${aiName(problem.ai)} درست نیست.`;
      case 'digits':
        return `مقدار ${aiName(problem.ai)} باید فقط رقم باشد.`;
      case 'checkDigit':
        return `رقم کنترل ${aiName(problem.ai)} نادرست است؛ برچسب را دوباره اسکن کنید.`;
      case 'date':
        return `${aiName(problem.ai)} تاریخ معتبری نیست (باید به شکل YYMMDD باشد).`;
      case 'charset':
        return `مقدار ${aiName(problem.ai)} نویسه‌ای دارد که در برچسب GS1 مجاز نیست.`;
      case 'tooLong':
        return `مقدار ${aiName(problem.ai)} بلندتر از حد مجاز است؛ شاید بارکدخوان جداکننده (GS) را نفرستاده است.`;
      case 'repeated':
        return `${aiName(problem.ai)} دو بار با دو مقدار متفاوت آمده است.`;
    }
  },
  card: {
    title: 'اطلاعات برچسب بسته',
    batch: 'شماره سری ساخت',
    expiry: 'تاریخ انقضا',
    production: 'تاریخ تولید',
    serial: 'شماره سریال',
    gtin: 'کد GTIN',
    none: 'نامشخص',
    expired: (days: number) => `منقضی شده (${toPersianDigits(days)} روز پیش)`,
    expiresToday: 'امروز منقضی می‌شود',
    daysLeft: (days: number) => `${toPersianDigits(days)} روز مانده`,
    price: 'قیمت رسمی امروز (ریال)',
    priceUnknown: 'نامشخص',
    priceOffline: (date: string) => `از نسخهٔ ذخیره‌شده روی این دستگاه، به‌روز تا ${date}`,
    detail: 'نمایش اطلاعات دارو',
    copySerial: 'کپی شماره سریال',
    copied: 'شماره سریال کپی شد.',
    unknownFields: 'عناصر دیگر برچسب (بی‌تفسیر)',
    notFound: 'این کد GTIN در فهرست داروهای داروبان نیست.',
    report: 'گزارش این برچسب',
    reportTitle: (gtin: string) => `دارو با کد GTIN ${gtin} در داروبان یافت نشد`,
    reportText: (fields: string) => `برچسب اسکن‌شده:\n${fields}`,
    scanAgain: 'اسکن برچسب دیگر',
    retry: 'تلاش دوباره',
  },
  /**
   * How a pack is checked with the official track-and-trace system; the portal itself cannot check it
   * (no public track-and-trace API).
   */
  check: {
    title: 'استعلام از سامانهٔ رسمی',
    cannot: 'داروبان به سامانهٔ ردیابی دارو دسترسی ندارد و دربارهٔ اصالت این بسته نظری نمی‌دهد.',
    how: (system: string) => `برای استعلام، کد ۱۶ رقمی زیر برچسب (کد اصالت) را در ${system} وارد کنید:`,
    app: (name: string) => `اپلیکیشن ${name}`,
    site: (site: string) => `سایت ${site}`,
    sms: (line: string) => `یا آن را به سامانهٔ پیامکی ${toPersianDigits(line)} بفرستید.`,
  },
} as const;
