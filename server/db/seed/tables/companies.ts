import { GROUPS as G } from './generics';

/** Iranian pharmaceutical manufacturers: short name (used in brand names), full factory name, Latin name. */
export interface Manufacturer {
  short: string;
  factory: string;
  latin: string;
  /** Relative share of the catalogue (big companies make more products). */
  weight: number;
  /** What the company makes besides oral solids (keeps vials away from tablet-only factories). */
  makes: ReadonlyArray<'solid' | 'liquid' | 'topical' | 'injectable' | 'inhaled' | 'biologic' | 'herbal'>;
  /** Pharmaceutical groups of a specialised maker (any group when absent). */
  onlyGroups?: readonly string[];
}

const ALL = ['solid', 'liquid', 'topical', 'injectable'] as const;

export const MANUFACTURERS: readonly Manufacturer[] = [
  { short: 'دکتر عبیدی', factory: 'داروسازی دکتر عبیدی', latin: 'Dr. Abidi', weight: 9, makes: ['solid', 'liquid', 'topical'] },
  { short: 'داروپخش', factory: 'داروسازی داروپخش', latin: 'Darou Pakhsh', weight: 8, makes: [...ALL, 'inhaled'] },
  { short: 'تهران شیمی', factory: 'داروسازی تهران شیمی', latin: 'Tehran Chemie', weight: 7, makes: ['solid', 'liquid'] },
  { short: 'جابر ابن حیان', factory: 'داروسازی جابر ابن حیان', latin: 'Jaber Ebne Hayyan', weight: 6, makes: ALL },
  { short: 'اکسیر', factory: 'داروسازی اکسیر', latin: 'Exir', weight: 6, makes: [...ALL] },
  { short: 'سبحان دارو', factory: 'سبحان دارو', latin: 'Sobhan Darou', weight: 6, makes: ['solid', 'liquid'] },
  { short: 'فارابی', factory: 'داروسازی فارابی', latin: 'Farabi', weight: 7, makes: ['solid', 'liquid', 'injectable'] },
  { short: 'کوثر', factory: 'داروسازی کوثر', latin: 'Kosar', weight: 4, makes: ['solid', 'liquid', 'topical'] },
  { short: 'البرز دارو', factory: 'البرز دارو', latin: 'Alborz Darou', weight: 5, makes: ['solid', 'liquid', 'topical', 'injectable'] },
  { short: 'تولید دارو', factory: 'شرکت تولید دارو', latin: 'Tolid Darou', weight: 5, makes: ALL },
  { short: 'رازک', factory: 'لابراتوارهای رازک', latin: 'Razak', weight: 5, makes: ['solid', 'liquid', 'topical'] },
  { short: 'اسوه', factory: 'داروسازی اسوه', latin: 'Osveh', weight: 5, makes: ALL },
  {
    short: 'سینا دارو',
    factory: 'لابراتوارهای سینا دارو',
    latin: 'Sina Darou',
    weight: 4,
    makes: ['solid', 'liquid', 'topical', 'inhaled'],
  },
  { short: 'حکیم', factory: 'داروسازی حکیم', latin: 'Hakim', weight: 4, makes: ['solid', 'liquid'] },
  { short: 'ایران دارو', factory: 'ایران دارو', latin: 'Iran Darou', weight: 4, makes: ['solid', 'topical', 'injectable'] },
  { short: 'امین', factory: 'داروسازی امین', latin: 'Amin', weight: 3, makes: ['solid', 'liquid'] },
  { short: 'لقمان', factory: 'داروسازی لقمان', latin: 'Loghman', weight: 4, makes: ['solid', 'liquid', 'topical'] },
  { short: 'زهراوی', factory: 'داروسازی زهراوی', latin: 'Zahravi', weight: 4, makes: ['solid', 'injectable'] },
  { short: 'اکتوور', factory: 'داروسازی اکتوور', latin: 'Actoverco', weight: 4, makes: ['solid', 'liquid'] },
  { short: 'الحاوی', factory: 'داروسازی الحاوی', latin: 'Alhavi', weight: 3, makes: ['solid', 'liquid', 'injectable'] },
  { short: 'کیمیدارو', factory: 'داروسازی کیمیدارو', latin: 'Kimidarou', weight: 3, makes: ['solid', 'topical'] },
  { short: 'پارس دارو', factory: 'داروسازی پارس دارو', latin: 'Pars Darou', weight: 3, makes: ['solid', 'liquid'] },
  { short: 'ابوریحان', factory: 'داروسازی ابوریحان', latin: 'Aburaihan', weight: 4, makes: ['solid', 'injectable'] },
  { short: 'رها', factory: 'داروسازی رها', latin: 'Raha', weight: 3, makes: ['solid', 'liquid', 'topical'] },
  { short: 'دانا', factory: 'داروسازی دانا', latin: 'Dana', weight: 3, makes: ['solid', 'liquid', 'injectable'] },
  { short: 'ثامن', factory: 'داروسازی ثامن', latin: 'Samen', weight: 3, makes: ['solid', 'topical', 'liquid'] },
  { short: 'بهوزان', factory: 'داروسازی بهوزان', latin: 'Behvazan', weight: 2, makes: ['solid'] },
  { short: 'شهر دارو', factory: 'داروسازی شهر دارو', latin: 'Shahr Darou', weight: 2, makes: ['solid', 'injectable'] },
  {
    short: 'ایران هورمون',
    factory: 'داروسازی ایران هورمون',
    latin: 'Iran Hormone',
    weight: 2,
    makes: ['solid', 'injectable'],
    onlyGroups: [G.hormone, G.thyroid, G.corticosteroid, G.antidiabetic],
  },
  { short: 'کاسپین تأمین', factory: 'کاسپین تأمین', latin: 'Caspian Tamin', weight: 3, makes: ['injectable', 'solid'] },
  { short: 'فارماشیمی', factory: 'داروسازی فارماشیمی', latin: 'Pharmachemie', weight: 2, makes: ['solid', 'liquid'] },
  { short: 'مهبان دارو', factory: 'مهبان دارو', latin: 'Mahban Darou', weight: 2, makes: ['solid', 'liquid'] },
  {
    short: 'سیناژن',
    factory: 'سیناژن',
    latin: 'CinnaGen',
    weight: 2,
    makes: ['biologic', 'injectable'],
    onlyGroups: [G.biologic, G.anticoagulant, G.antidiabetic],
  },
  {
    short: 'پویش دارو',
    factory: 'پویش دارو',
    latin: 'Pooyesh Darou',
    weight: 1,
    makes: ['biologic', 'injectable'],
    onlyGroups: [G.biologic, G.anticoagulant, G.antidiabetic],
  },
  { short: 'اکسیر نوین', factory: 'داروسازی اکسیر نوین', latin: 'Exir Novin', weight: 1, makes: ['solid', 'injectable'] },
  { short: 'سها', factory: 'سها دارو', latin: 'Soha Darou', weight: 1, makes: ['solid', 'topical'] },
  { short: 'ویتان', factory: 'داروسازی ویتان', latin: 'Vitane', weight: 2, makes: ['solid', 'liquid'] },
  {
    short: 'نانو الوند',
    factory: 'نانو الوند',
    latin: 'Nano Alvand',
    weight: 1,
    makes: ['injectable', 'biologic'],
    onlyGroups: [G.oncology, G.biologic],
  },
  {
    short: 'سبحان انکولوژی',
    factory: 'سبحان انکولوژی',
    latin: 'Sobhan Oncology',
    weight: 1,
    makes: ['injectable', 'solid'],
    onlyGroups: [G.oncology, G.immuno],
  },
  { short: 'ابن ماسویه', factory: 'داروسازی ابن ماسویه', latin: 'Ebn-e Masouyeh', weight: 1, makes: ['solid', 'liquid'] },
  { short: 'آوه سینا', factory: 'آوه سینا', latin: 'AvehSina', weight: 1, makes: ['solid'] },
  { short: 'شفا', factory: 'داروسازی شفا', latin: 'Shafa', weight: 1, makes: ['solid', 'liquid', 'topical'] },
  { short: 'ایران ناژو', factory: 'ایران ناژو', latin: 'Iran Najo', weight: 2, makes: ['topical', 'liquid'] },
  { short: 'هلال ایران', factory: 'هلال ایران', latin: 'Helal Iran', weight: 1, makes: ['injectable', 'liquid'] },
  { short: 'ثمین', factory: 'ثمین دارو', latin: 'Samin', weight: 1, makes: ['injectable', 'liquid'] },
  { short: 'سیمرغ دارو', factory: 'سیمرغ دارو عطار', latin: 'Simorgh Darou', weight: 1, makes: ['solid', 'topical'] },
  { short: 'آریا', factory: 'آریا دارو', latin: 'Arya', weight: 1, makes: ['solid'] },
  { short: 'بهستان', factory: 'داروسازی بهستان', latin: 'Behestan', weight: 1, makes: ['solid', 'liquid'] },
];

/** Herbal and natural-product makers (category B). */
export const HERBAL_MAKERS: readonly Manufacturer[] = [
  { short: 'باریج', factory: 'باریج اسانس', latin: 'Barij Essence', weight: 4, makes: ['herbal'] },
  { short: 'گل‌دارو', factory: 'گل‌دارو', latin: 'Goldaru', weight: 4, makes: ['herbal'] },
  { short: 'دینه', factory: 'دینه ایران', latin: 'Dineh', weight: 2, makes: ['herbal'] },
  { short: 'سپیدان', factory: 'سپیدان اسانس توس', latin: 'Sepidan', weight: 1, makes: ['herbal'] },
  { short: 'طبیب دارو', factory: 'طبیب دارو', latin: 'Tabib Darou', weight: 1, makes: ['herbal'] },
  { short: 'امین', factory: 'داروسازی امین', latin: 'Amin', weight: 1, makes: ['herbal'] },
];

/** Iranian importers and concessionaires of foreign brands. */
export const IMPORTERS: readonly string[] = [
  'شرکت سهامی دارویی کشور',
  'داروپخش',
  'پخش هجرت',
  'بهستان دارو',
  'نوآوران دارویی کیمیا',
  'آرین سلامت سینا',
  'تدبیر کالای جم',
  'ابن ماسویه',
  'دارو درمان پارس',
  'کیمیا سلامت',
  'فارمد ایران',
  'آترا دارو',
  'سلامت دارو پارسیان',
  'رایان دارو',
];

/** Drug distribution companies. */
export const DISTRIBUTORS: readonly string[] = [
  'داروپخش',
  'پخش البرز',
  'پخش هجرت',
  'قاسم ایران',
  'پخش رازی',
  'پخش فردوس',
  'اکسیر پخش',
  'داروگستر رازی',
  'پخش سراسری بهستان',
  'پخش کیمیا دارو سپهر',
  'پخش مهبان',
  'پخش سینا دارو',
  'پخش فارمد',
  'پخش تدبیر',
];

/** A foreign brand of a generic: brand in Latin and Persian, the maker and its country. */
export interface ForeignBrand {
  brandLa: string;
  brandFa: string;
  maker: string;
  country: string;
}

/** Foreign makers for imported generics without a well-known originator brand. */
export const FOREIGN_MAKERS: ReadonlyArray<{ maker: string; short: string; shortFa: string; country: string }> = [
  { maker: 'Sandoz GmbH', short: 'Sandoz', shortFa: 'ساندوز', country: 'اتریش' },
  { maker: 'Hexal AG', short: 'Hexal', shortFa: 'هگزال', country: 'آلمان' },
  { maker: 'KRKA d.d.', short: 'Krka', shortFa: 'کرکا', country: 'اسلوونی' },
  { maker: 'Gedeon Richter Plc.', short: 'Richter', shortFa: 'ریشتر', country: 'مجارستان' },
  { maker: 'Sun Pharmaceutical Industries Ltd.', short: 'Sun Pharma', shortFa: 'سان فارما', country: 'هند' },
  { maker: "Dr. Reddy's Laboratories Ltd.", short: "Dr. Reddy's", shortFa: 'دکتر ردیز', country: 'هند' },
  { maker: 'Cipla Ltd.', short: 'Cipla', shortFa: 'سیپلا', country: 'هند' },
  { maker: 'Abdi Ibrahim', short: 'Abdi Ibrahim', shortFa: 'عبدی ابراهیم', country: 'ترکیه' },
  { maker: 'Nobel Ilac', short: 'Nobel', shortFa: 'نوبل', country: 'ترکیه' },
  { maker: 'Hikma Pharmaceuticals', short: 'Hikma', shortFa: 'حکمه', country: 'اردن' },
  { maker: 'Zentiva k.s.', short: 'Zentiva', shortFa: 'زنتیوا', country: 'جمهوری چک' },
  { maker: 'Polpharma S.A.', short: 'Polpharma', shortFa: 'پل‌فارما', country: 'لهستان' },
  { maker: 'Teva Pharmaceutical Industries', short: 'Teva', shortFa: 'تیوا', country: 'اسپانیا' },
  { maker: 'Menarini Group', short: 'Menarini', shortFa: 'منارینی', country: 'ایتالیا' },
  { maker: 'Daewoong Pharmaceutical', short: 'Daewoong', shortFa: 'دائوونگ', country: 'کره جنوبی' },
  { maker: 'Zhejiang Huahai Pharmaceutical', short: 'Huahai', shortFa: 'هواهای', country: 'چین' },
  { maker: '3M Health Care Ltd., Loughborough', short: '3M', shortFa: 'تری‌ام', country: 'انگلستان' },
  { maker: '1A Pharma GmbH', short: '1A Pharma', shortFa: 'وان‌آ فارما', country: 'آلمان' },
];

/** Originator brands, by generic Latin name. */
export const FOREIGN_BRANDS: Readonly<Record<string, readonly ForeignBrand[]>> = {
  Amoxicillin: [{ brandLa: 'Amoxil', brandFa: 'آموکسیل', maker: 'GlaxoSmithKline', country: 'انگلستان' }],
  'Co-Amoxiclav': [{ brandLa: 'Augmentin', brandFa: 'آگمنتین', maker: 'GlaxoSmithKline', country: 'انگلستان' }],
  Azithromycin: [{ brandLa: 'Zithromax', brandFa: 'زیترومکس', maker: 'Pfizer', country: 'ایالات متحده آمریکا' }],
  Clarithromycin: [{ brandLa: 'Klacid', brandFa: 'کلاسید', maker: 'Abbott', country: 'فرانسه' }],
  Ciprofloxacin: [{ brandLa: 'Ciprobay', brandFa: 'سیپروبای', maker: 'Bayer AG', country: 'آلمان' }],
  Levofloxacin: [{ brandLa: 'Tavanic', brandFa: 'تاوانیک', maker: 'Sanofi', country: 'فرانسه' }],
  Ceftriaxone: [{ brandLa: 'Rocephin', brandFa: 'روسفین', maker: 'F. Hoffmann-La Roche', country: 'سوئیس' }],
  Acetaminophen: [{ brandLa: 'Panadol', brandFa: 'پانادول', maker: 'Haleon', country: 'ایرلند' }],
  Ibuprofen: [{ brandLa: 'Brufen', brandFa: 'بروفن', maker: 'Abbott', country: 'انگلستان' }],
  Diclofenac: [{ brandLa: 'Voltaren', brandFa: 'ولتارن', maker: 'Novartis Pharma', country: 'سوئیس' }],
  Celecoxib: [{ brandLa: 'Celebrex', brandFa: 'سلبرکس', maker: 'Pfizer', country: 'ایالات متحده آمریکا' }],
  Metformin: [{ brandLa: 'Glucophage', brandFa: 'گلوکوفاژ', maker: 'Merck Santé', country: 'فرانسه' }],
  Gliclazide: [{ brandLa: 'Diamicron MR', brandFa: 'دیامیکرون ام‌آر', maker: 'Servier', country: 'فرانسه' }],
  Sitagliptin: [{ brandLa: 'Januvia', brandFa: 'جانوویا', maker: 'MSD', country: 'هلند' }],
  Empagliflozin: [{ brandLa: 'Jardiance', brandFa: 'جاردیانس', maker: 'Boehringer Ingelheim', country: 'آلمان' }],
  Dapagliflozin: [{ brandLa: 'Forxiga', brandFa: 'فورکسیگا', maker: 'AstraZeneca', country: 'انگلستان' }],
  'Insulin Glargine': [{ brandLa: 'Lantus SoloStar', brandFa: 'لانتوس سولواستار', maker: 'Sanofi-Aventis', country: 'آلمان' }],
  'Insulin Aspart': [{ brandLa: 'NovoRapid FlexPen', brandFa: 'نوورپید فلکس‌پن', maker: 'Novo Nordisk', country: 'دانمارک' }],
  Atorvastatin: [{ brandLa: 'Lipitor', brandFa: 'لیپیتور', maker: 'Pfizer', country: 'آلمان' }],
  Rosuvastatin: [{ brandLa: 'Crestor', brandFa: 'کرستور', maker: 'AstraZeneca', country: 'انگلستان' }],
  Ezetimibe: [{ brandLa: 'Ezetrol', brandFa: 'ازترول', maker: 'MSD', country: 'ایتالیا' }],
  Losartan: [{ brandLa: 'Cozaar', brandFa: 'کوزار', maker: 'MSD', country: 'هلند' }],
  Valsartan: [{ brandLa: 'Diovan', brandFa: 'دیووان', maker: 'Novartis Pharma', country: 'سوئیس' }],
  Telmisartan: [{ brandLa: 'Micardis', brandFa: 'میکاردیس', maker: 'Boehringer Ingelheim', country: 'آلمان' }],
  Amlodipine: [{ brandLa: 'Norvasc', brandFa: 'نورواسک', maker: 'Pfizer', country: 'ایالات متحده آمریکا' }],
  Bisoprolol: [{ brandLa: 'Concor', brandFa: 'کنکور', maker: 'Merck KGaA', country: 'آلمان' }],
  Furosemide: [{ brandLa: 'Lasix', brandFa: 'لازیکس', maker: 'Sanofi', country: 'فرانسه' }],
  Clopidogrel: [{ brandLa: 'Plavix', brandFa: 'پلاویکس', maker: 'Sanofi', country: 'فرانسه' }],
  Rivaroxaban: [{ brandLa: 'Xarelto', brandFa: 'زارلتو', maker: 'Bayer AG', country: 'آلمان' }],
  Apixaban: [{ brandLa: 'Eliquis', brandFa: 'الیکوئیس', maker: 'Bristol-Myers Squibb', country: 'ایالات متحده آمریکا' }],
  Enoxaparin: [{ brandLa: 'Clexane', brandFa: 'کلگزان', maker: 'Sanofi', country: 'فرانسه' }],
  Omeprazole: [{ brandLa: 'Losec', brandFa: 'لوزک', maker: 'AstraZeneca', country: 'سوئد' }],
  Pantoprazole: [{ brandLa: 'Pantozol', brandFa: 'پنتوزول', maker: 'Takeda', country: 'آلمان' }],
  Esomeprazole: [{ brandLa: 'Nexium', brandFa: 'نکسیوم', maker: 'AstraZeneca', country: 'سوئد' }],
  Ondansetron: [{ brandLa: 'Zofran', brandFa: 'زوفران', maker: 'Novartis Pharma', country: 'سوئیس' }],
  Mebeverine: [{ brandLa: 'Duspatalin', brandFa: 'دوسپاتالین', maker: 'Abbott', country: 'هلند' }],
  Sertraline: [{ brandLa: 'Zoloft', brandFa: 'زولوفت', maker: 'Pfizer', country: 'ایالات متحده آمریکا' }],
  Fluoxetine: [{ brandLa: 'Prozac', brandFa: 'پروزاک', maker: 'Eli Lilly', country: 'ایالات متحده آمریکا' }],
  Escitalopram: [{ brandLa: 'Cipralex', brandFa: 'سیپرالکس', maker: 'H. Lundbeck A/S', country: 'دانمارک' }],
  Duloxetine: [{ brandLa: 'Cymbalta', brandFa: 'سیمبالتا', maker: 'Eli Lilly', country: 'ایالات متحده آمریکا' }],
  Venlafaxine: [{ brandLa: 'Efexor XR', brandFa: 'افکسور ایکس‌آر', maker: 'Pfizer', country: 'ایرلند' }],
  Quetiapine: [{ brandLa: 'Seroquel', brandFa: 'سروکوئل', maker: 'AstraZeneca', country: 'انگلستان' }],
  Risperidone: [{ brandLa: 'Risperdal', brandFa: 'ریسپردال', maker: 'Janssen-Cilag', country: 'بلژیک' }],
  Olanzapine: [{ brandLa: 'Zyprexa', brandFa: 'زیپرکسا', maker: 'Eli Lilly', country: 'ایالات متحده آمریکا' }],
  Aripiprazole: [{ brandLa: 'Abilify', brandFa: 'ابیلیفای', maker: 'Otsuka', country: 'ژاپن' }],
  Alprazolam: [{ brandLa: 'Xanax', brandFa: 'زاناکس', maker: 'Pfizer', country: 'ایالات متحده آمریکا' }],
  'Sodium Valproate': [{ brandLa: 'Depakine Chrono', brandFa: 'دپاکین کرونو', maker: 'Sanofi', country: 'فرانسه' }],
  Carbamazepine: [{ brandLa: 'Tegretol', brandFa: 'تگرتول', maker: 'Novartis Pharma', country: 'سوئیس' }],
  Levetiracetam: [{ brandLa: 'Keppra', brandFa: 'کپرا', maker: 'UCB Pharma', country: 'بلژیک' }],
  Lamotrigine: [{ brandLa: 'Lamictal', brandFa: 'لامیکتال', maker: 'GlaxoSmithKline', country: 'انگلستان' }],
  Pregabalin: [{ brandLa: 'Lyrica', brandFa: 'لیریکا', maker: 'Pfizer', country: 'آلمان' }],
  Gabapentin: [{ brandLa: 'Neurontin', brandFa: 'نورونتین', maker: 'Pfizer', country: 'آلمان' }],
  Topiramate: [{ brandLa: 'Topamax', brandFa: 'توپاماکس', maker: 'Janssen-Cilag', country: 'بلژیک' }],
  Levothyroxine: [{ brandLa: 'Euthyrox', brandFa: 'یوتیروکس', maker: 'Merck KGaA', country: 'آلمان' }],
  Salbutamol: [{ brandLa: 'Ventolin', brandFa: 'ونتولین', maker: 'GlaxoSmithKline', country: 'انگلستان' }],
  'Salmeterol/Fluticasone': [{ brandLa: 'Seretide Diskus', brandFa: 'سرتاید دیسکاس', maker: 'GlaxoSmithKline', country: 'انگلستان' }],
  Budesonide: [{ brandLa: 'Pulmicort', brandFa: 'پولمیکورت', maker: 'AstraZeneca', country: 'سوئد' }],
  Montelukast: [{ brandLa: 'Singulair', brandFa: 'سینگولیر', maker: 'MSD', country: 'هلند' }],
  Cetirizine: [{ brandLa: 'Zyrtec', brandFa: 'زیرتک', maker: 'UCB Pharma', country: 'بلژیک' }],
  Desloratadine: [{ brandLa: 'Aerius', brandFa: 'آئریوس', maker: 'Organon', country: 'بلژیک' }],
  Fexofenadine: [{ brandLa: 'Telfast', brandFa: 'تلفاست', maker: 'Sanofi', country: 'فرانسه' }],
  Fluconazole: [{ brandLa: 'Diflucan', brandFa: 'دیفلوکان', maker: 'Pfizer', country: 'فرانسه' }],
  Terbinafine: [{ brandLa: 'Lamisil', brandFa: 'لامیزیل', maker: 'Novartis Pharma', country: 'سوئیس' }],
  Valacyclovir: [{ brandLa: 'Valtrex', brandFa: 'والترکس', maker: 'GlaxoSmithKline', country: 'انگلستان' }],
  Oseltamivir: [{ brandLa: 'Tamiflu', brandFa: 'تامی‌فلو', maker: 'F. Hoffmann-La Roche', country: 'سوئیس' }],
  Tamsulosin: [{ brandLa: 'Omnic Ocas', brandFa: 'امنیک اوکاس', maker: 'Astellas Pharma', country: 'هلند' }],
  Finasteride: [{ brandLa: 'Proscar', brandFa: 'پروسکار', maker: 'MSD', country: 'هلند' }],
  Sildenafil: [{ brandLa: 'Viagra', brandFa: 'ویاگرا', maker: 'Pfizer', country: 'فرانسه' }],
  Tadalafil: [{ brandLa: 'Cialis', brandFa: 'سیالیس', maker: 'Eli Lilly', country: 'ایالات متحده آمریکا' }],
  Donepezil: [{ brandLa: 'Aricept', brandFa: 'آریسپت', maker: 'Eisai', country: 'ژاپن' }],
  Memantine: [{ brandLa: 'Ebixa', brandFa: 'ابیکسا', maker: 'H. Lundbeck A/S', country: 'دانمارک' }],
  Pramipexole: [{ brandLa: 'Sifrol', brandFa: 'سیفرول', maker: 'Boehringer Ingelheim', country: 'آلمان' }],
  Imatinib: [{ brandLa: 'Glivec', brandFa: 'گلیوک', maker: 'Novartis Pharma', country: 'سوئیس' }],
  Letrozole: [{ brandLa: 'Femara', brandFa: 'فمارا', maker: 'Novartis Pharma', country: 'سوئیس' }],
  Tamoxifen: [{ brandLa: 'Nolvadex', brandFa: 'نولوادکس', maker: 'AstraZeneca', country: 'انگلستان' }],
  Mycophenolate: [{ brandLa: 'CellCept', brandFa: 'سل‌سپت', maker: 'F. Hoffmann-La Roche', country: 'سوئیس' }],
  Cyclosporine: [{ brandLa: 'Sandimmun Neoral', brandFa: 'ساندیمون نئورال', maker: 'Novartis Pharma', country: 'سوئیس' }],
  Hydroxychloroquine: [{ brandLa: 'Plaquenil', brandFa: 'پلاکنیل', maker: 'Sanofi', country: 'فرانسه' }],
  Latanoprost: [{ brandLa: 'Xalatan', brandFa: 'زالاتان', maker: 'Pfizer', country: 'بلژیک' }],
  Betahistine: [{ brandLa: 'Betaserc', brandFa: 'بتاسرک', maker: 'Abbott', country: 'هلند' }],
  Allopurinol: [{ brandLa: 'Zyloric', brandFa: 'زایلوریک', maker: 'Aspen', country: 'آلمان' }],
  Warfarin: [{ brandLa: 'Coumadin', brandFa: 'کومادین', maker: 'Bristol-Myers Squibb', country: 'ایالات متحده آمریکا' }],
  Amiodarone: [{ brandLa: 'Cordarone', brandFa: 'کوردارون', maker: 'Sanofi', country: 'فرانسه' }],
  'Interferon Beta-1a': [{ brandLa: 'Rebif', brandFa: 'ربیف', maker: 'Merck Serono', country: 'سوئیس' }],
  '5-Fluorouracil': [{ brandLa: '5-FU Ebewe', brandFa: '۵-اف‌یو ابه‌وه', maker: 'Ebewe Pharma', country: 'اتریش' }],
  Erythropoietin: [{ brandLa: 'Eprex', brandFa: 'اپرکس', maker: 'Janssen-Cilag', country: 'سوئیس' }],
};

/** Brands Iranian makers give some of their products, by generic Latin name and maker's Latin name. */
export const DOMESTIC_BRANDS: Readonly<Record<string, Readonly<Record<string, { brandLa: string; brandFa: string }>>>> = {
  Ibuprofen: { Dana: { brandLa: 'Gelofen', brandFa: 'ژلوفن' } },
  'Interferon Beta-1a': { CinnaGen: { brandLa: 'CinnoVex', brandFa: 'سینووکس' } },
  Adalimumab: { CinnaGen: { brandLa: 'CinnoRA', brandFa: 'سینورا' } },
  Erythropoietin: { 'Pooyesh Darou': { brandLa: 'PDpoetin', brandFa: 'پی‌دی‌پویتین' } },
  Filgrastim: { 'Pooyesh Darou': { brandLa: 'PDgrastim', brandFa: 'پی‌دی‌گراستیم' } },
};
