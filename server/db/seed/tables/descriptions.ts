import type { Random } from '../prng';
import type { DosageForm } from './forms';
import type { Generic } from './generics';

const STORAGE = [
  'در دمای کمتر از ۲۵ درجه سانتی‌گراد، دور از نور و رطوبت نگهداری شود.',
  'در دمای کمتر از ۳۰ درجه سانتی‌گراد و در بسته‌بندی اصلی نگهداری شود.',
  'دور از دسترس کودکان نگهداری شود.',
];
const COLD = 'در یخچال (۲ تا ۸ درجه سانتی‌گراد) نگهداری شود؛ منجمد نشود.';
const RX = [
  'فقط با تجویز پزشک مصرف شود.',
  'در دوران بارداری و شیردهی با نظر پزشک مصرف شود.',
  'مصرف همزمان با الکل توصیه نمی‌شود.',
  'در صورت بروز واکنش حساسیتی مصرف را قطع کرده و به پزشک مراجعه کنید.',
];
const OTC = ['داروی بدون نسخه؛ طبق دستور روی بسته مصرف شود.', 'در صورت ادامه علائم بیش از سه روز به پزشک مراجعه کنید.'];
const BY_LINE: Partial<Record<DosageForm['line'], string[]>> = {
  liquid: ['پیش از مصرف به‌خوبی تکان داده شود.', 'پس از باز شدن تا یک ماه قابل مصرف است.'],
  topical: ['فقط برای مصرف خارجی.', 'از تماس با چشم خودداری شود.'],
  injectable: ['فقط توسط کادر درمان تزریق شود.', 'محلول آماده‌شده بلافاصله مصرف شود.'],
  inhaled: ['پس از هر بار مصرف دهان با آب شسته شود.'],
  herbal: ['فرآورده گیاهی؛ با نظر پزشک یا داروساز مصرف شود.', 'حاوی عصاره استانداردشده گیاهی.'],
};
const IMPORTED = ['وارداتی؛ برچسب فارسی و کد رهگیری روی بسته درج شده است.', 'محموله با تأییدیه سازمان غذا و دارو وارد شده است.'];

/** A short Persian note of the kind pharmacists see in a registration's description. */
export function describe(rng: Random, generic: Generic, form: DosageForm, imported: boolean): string {
  const pool: string[] = [...(generic.cls === 'otc' ? OTC : RX), ...(BY_LINE[form.line] ?? [])];
  if (imported) pool.push(...IMPORTED);
  const sentences = rng.sample(pool, rng.int(1, 2));
  const cold = form.line === 'biologic' || /Insulin|Interferon|Erythropoietin|Filgrastim|Adalimumab|Latanoprost/.test(generic.la);
  sentences.push(cold ? COLD : rng.pick(STORAGE));
  return sentences.join(' ');
}
