/** How a dosage form is named, packed, drawn and priced. */
export interface DosageForm {
  fa: string;
  la: string;
  /** What the photo draws. */
  shape: 'blister' | 'bottle' | 'vial' | 'tube' | 'inhaler' | 'box';
  /** What kind of factory line makes it (see Manufacturer.makes). */
  line: 'solid' | 'liquid' | 'topical' | 'injectable' | 'inhaled' | 'biologic' | 'herbal';
  /** Usual quantities in one pack. */
  packs: readonly number[];
  /** Price of one unit relative to one tablet of the same generic and strength. */
  priceFactor: number;
}

export const FORMS = {
  tab: { fa: 'قرص', la: 'Tablet', shape: 'blister', line: 'solid', packs: [20, 30, 100], priceFactor: 1 },
  ftab: { fa: 'قرص روکش‌دار', la: 'Film-Coated Tablet', shape: 'blister', line: 'solid', packs: [20, 30, 100], priceFactor: 1.1 },
  ertab: { fa: 'قرص پیوسته‌رهش', la: 'Extended-Release Tablet', shape: 'blister', line: 'solid', packs: [20, 30], priceFactor: 1.6 },
  ectab: { fa: 'قرص روکش‌دار روده‌ای', la: 'Enteric-Coated Tablet', shape: 'blister', line: 'solid', packs: [30, 100], priceFactor: 1.3 },
  chew: { fa: 'قرص جویدنی', la: 'Chewable Tablet', shape: 'blister', line: 'solid', packs: [20, 30], priceFactor: 1.4 },
  eff: { fa: 'قرص جوشان', la: 'Effervescent Tablet', shape: 'box', line: 'solid', packs: [10, 20], priceFactor: 3.5 },
  subl: { fa: 'قرص زیرزبانی', la: 'Sublingual Tablet', shape: 'blister', line: 'solid', packs: [20, 100], priceFactor: 1.5 },
  cap: { fa: 'کپسول', la: 'Capsule', shape: 'blister', line: 'solid', packs: [12, 20, 30, 100], priceFactor: 1.1 },
  drcap: { fa: 'کپسول تأخیری', la: 'Delayed-Release Capsule', shape: 'blister', line: 'solid', packs: [14, 20, 30], priceFactor: 1.5 },
  pearl: { fa: 'پرل', la: 'Softgel', shape: 'blister', line: 'solid', packs: [4, 10, 30, 60], priceFactor: 2 },
  syr: { fa: 'شربت', la: 'Syrup', shape: 'bottle', line: 'liquid', packs: [1], priceFactor: 22 },
  susp: { fa: 'پودر سوسپانسیون خوراکی', la: 'Powder for Oral Suspension', shape: 'bottle', line: 'liquid', packs: [1], priceFactor: 30 },
  osol: { fa: 'محلول خوراکی', la: 'Oral Solution', shape: 'bottle', line: 'liquid', packs: [1], priceFactor: 25 },
  odrop: { fa: 'قطره خوراکی', la: 'Oral Drops', shape: 'bottle', line: 'liquid', packs: [1], priceFactor: 28 },
  edrop: { fa: 'قطره چشمی', la: 'Eye Drops', shape: 'bottle', line: 'liquid', packs: [1], priceFactor: 45 },
  ndrop: { fa: 'قطره بینی', la: 'Nasal Drops', shape: 'bottle', line: 'liquid', packs: [1], priceFactor: 30 },
  nspray: { fa: 'اسپری بینی', la: 'Nasal Spray', shape: 'bottle', line: 'liquid', packs: [1], priceFactor: 90 },
  inh: { fa: 'اسپری استنشاقی', la: 'Metered-Dose Inhaler', shape: 'inhaler', line: 'inhaled', packs: [1], priceFactor: 140 },
  vial: { fa: 'ویال', la: 'Injection (Vial)', shape: 'vial', line: 'injectable', packs: [1, 5, 10], priceFactor: 14 },
  amp: { fa: 'آمپول', la: 'Injection (Ampoule)', shape: 'vial', line: 'injectable', packs: [5, 10, 50], priceFactor: 7 },
  pen: { fa: 'قلم تزریقی', la: 'Pre-filled Pen', shape: 'box', line: 'biologic', packs: [1, 5], priceFactor: 1 },
  pfs: { fa: 'سرنگ از پیش پرشده', la: 'Pre-filled Syringe', shape: 'box', line: 'biologic', packs: [1, 6, 10], priceFactor: 1 },
  inf: { fa: 'محلول تزریقی وریدی', la: 'Solution for Infusion', shape: 'bottle', line: 'injectable', packs: [1, 20], priceFactor: 20 },
  cream: { fa: 'کرم موضعی', la: 'Topical Cream', shape: 'tube', line: 'topical', packs: [1], priceFactor: 30 },
  oint: { fa: 'پماد موضعی', la: 'Topical Ointment', shape: 'tube', line: 'topical', packs: [1], priceFactor: 30 },
  eoint: { fa: 'پماد چشمی', la: 'Eye Ointment', shape: 'tube', line: 'topical', packs: [1], priceFactor: 40 },
  gel: { fa: 'ژل موضعی', la: 'Topical Gel', shape: 'tube', line: 'topical', packs: [1], priceFactor: 35 },
  lotion: { fa: 'لوسیون', la: 'Lotion', shape: 'bottle', line: 'topical', packs: [1], priceFactor: 40 },
  supp: { fa: 'شیاف', la: 'Suppository', shape: 'box', line: 'solid', packs: [6, 10], priceFactor: 3 },
  sachet: { fa: 'ساشه', la: 'Sachet', shape: 'box', line: 'solid', packs: [10, 20], priceFactor: 3 },
  patch: { fa: 'چسب پوستی', la: 'Transdermal Patch', shape: 'box', line: 'topical', packs: [4, 10], priceFactor: 12 },
  hcap: { fa: 'کپسول گیاهی', la: 'Herbal Capsule', shape: 'bottle', line: 'herbal', packs: [30, 60], priceFactor: 1 },
  htab: { fa: 'قرص گیاهی', la: 'Herbal Tablet', shape: 'bottle', line: 'herbal', packs: [30, 60], priceFactor: 1 },
  hsyr: { fa: 'شربت گیاهی', la: 'Herbal Syrup', shape: 'bottle', line: 'herbal', packs: [1], priceFactor: 1 },
  hdrop: { fa: 'قطره گیاهی', la: 'Herbal Drops', shape: 'bottle', line: 'herbal', packs: [1], priceFactor: 1 },
  hcream: { fa: 'کرم گیاهی', la: 'Herbal Cream', shape: 'tube', line: 'herbal', packs: [1], priceFactor: 1 },
} as const satisfies Record<string, DosageForm>;

export type FormCode = keyof typeof FORMS;
