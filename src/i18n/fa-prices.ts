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
} as const;
