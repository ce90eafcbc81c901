/**
 * The Persian copy of price provenance, the change-feed keys and the console's hand edits (behaviour
 * §10.12, §10.15), with `fa.ts`'s rules (GLOSSARY words, ZWNJ, Persian ی/ک), in a module of its own so
 * that the sign-in route's chunks never carry it.
 */
export const faPrices = {
  source: {
    /** The quiet line under a price: where its current entry came from. */
    import: (file: string, date: string) => `منبع قیمت: فهرست رسمی «${file}»، منتشرشده در ${date}`,
    hand: (date: string) => `منبع قیمت: ثبت دستی اپراتور در ${date}`,
    handBy: (name: string, date: string) => `منبع قیمت: ثبت دستی ${name} در ${date}`,
    seed: 'منبع قیمت: داده‌های نخستین داروبان',
    reason: (reason: string) => `دلیل: ${reason}`,
    column: 'منبع',
    short: { import: (file: string) => `فهرست «${file}»`, hand: 'ثبت دستی اپراتور', seed: 'داده‌های نخستین' },
  },
  /** The console's drugs screen (behaviour §10.15). */
  medicines: {
    menu: 'داروها',
    title: 'داروها و قیمت‌ها',
    catalogue: 'فهرست',
    catalogues: { A: 'داروهای دسته A', B: 'داروهای دسته B' },
    searchLabel: 'جستجو با نام دارو یا کد',
    search: 'جستجو',
    tableLabel: 'داروهای یافت‌شده',
    name: 'نام تجاری',
    generic: 'نام ژنریک',
    code: 'کد',
    price: 'قیمت کنونی',
    show: 'نمایش',
    showNamed: (name: string) => `نمایش ${name}`,
    empty: 'دارویی یافت نشد.',
    back: 'بازگشت به فهرست داروها',
    noName: 'بدون نام',
    priceAt: 'تاریخ قیمت کنونی',
    entries: 'ثبت‌های قیمت',
    entriesLabel: 'ثبت‌های قیمت این دارو، تازه‌ترین در بالا',
    noEntries: 'از زمان راه‌اندازی فهرست رسمی، قیمتی برای این دارو ثبت نشده است.',
    entryDate: 'تاریخ اعمال',
    oldPrice: 'قیمت پیشین',
    newPrice: 'قیمت',
    source: 'منبع',
    publishedAt: 'زمان ثبت',
    kinds: { seed: 'داده‌های نخستین', import: 'فهرست رسمی', hand: 'ثبت دستی', rollback: 'بازگردانی فهرست' },
    importNamed: (file: string) => `فهرست رسمی «${file}»`,
    handBy: (name: string) => `ثبت دستی ${name}`,
    rollbackOf: (file: string) => `بازگردانی فهرست «${file}»`,
    edit: 'اصلاح قیمت کنونی',
    newPriceLabel: 'قیمت تازه (ریال)',
    priceInvalid: 'قیمت را به ریال و فقط با رقم بنویسید.',
    samePrice: 'این همان قیمت کنونی است.',
    priceEcho: (amount: string) => `${amount} ریال`,
    reason: 'دلیل اصلاح',
    reasonRequired: 'دلیل در گزارش رویدادها می‌ماند و برای داروخانه‌ها «ثبت دستی» دیده می‌شود.',
    confirm: 'ثبت قیمت',
    saved: 'قیمت ثبت شد؛ داروخانه‌ها آن را با منبع «ثبت دستی» می‌بینند.',
  },
} as const;
