import { toPersianDigits } from '../../../src/lib/digits';

/** A parsed strength such as `125mg/5ml` or `400+80`: its Persian and Latin text and a size for pricing. */
export interface Strength {
  fa: string;
  la: string;
  /** First amount (g and mcg turned into mg), for relative pricing within one form. */
  amount: number;
  /** Short ASCII form for file names: `125mg-5ml`. */
  slug: string;
}

const UNITS: Record<string, { fa: string; la: string }> = {
  mg: { fa: 'میلی‌گرم', la: 'mg' },
  mcg: { fa: 'میکروگرم', la: 'mcg' },
  g: { fa: 'گرم', la: 'g' },
  '%': { fa: 'درصد', la: '%' },
  IU: { fa: 'واحد', la: 'IU' },
  ml: { fa: 'میلی‌لیتر', la: 'mL' },
  dose: { fa: 'دوز', la: 'dose' },
  drop: { fa: 'قطره', la: 'drop' },
};

const PART = /^([\d.]+)(mg|mcg|g|%|IU|ml)?$/;

function groupThousands(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function persianNumber(value: string): string {
  return toPersianDigits(groupThousands(value).replace(/,/g, '٬').replace('.', '٫'));
}

function amountText(parts: { value: string; unit: string }[], script: 'fa' | 'la', latinDigits: boolean): string {
  const num = (v: string) => (script === 'la' || latinDigits ? groupThousands(v) : persianNumber(v));
  const unitOf = (u: string) => UNITS[u]?.[script] ?? u;
  const first = parts[0] ?? { value: '', unit: '' };
  const sameUnit = parts.every((p) => p.unit === first.unit);
  const join = (u: string, n: string) => (u === '%' ? (script === 'la' ? `${n}%` : `${n} ${unitOf(u)}`) : `${n} ${unitOf(u)}`);
  if (sameUnit) return join(first.unit, parts.map((p) => num(p.value)).join('/'));
  return parts.map((p) => join(p.unit, num(p.value))).join('/');
}

/**
 * Parses one strength token of the generic table. `latinDigits` writes the Persian text with Latin
 * digits, as some registrations are typed.
 */
export function parseStrength(token: string, latinDigits = false): Strength | null {
  if (token === '-') return null;
  const [dose = '', per] = token.split('/');
  const parts = dose.split('+').map((raw) => {
    const m = PART.exec(raw);
    if (!m) throw new Error(`Bad strength token: ${token}`);
    return { value: m[1] ?? '', unit: m[2] ?? '' };
  });
  // Parts without a unit take the unit of the last part that has one (mg by default).
  const lastUnit = [...parts].reverse().find((p) => p.unit)?.unit ?? 'mg';
  for (const p of parts) if (!p.unit) p.unit = lastUnit;
  let fa = amountText(parts, 'fa', latinDigits);
  let la = amountText(parts, 'la', false);
  if (per) {
    const m = /^([\d.]*)(ml|dose|drop|g)$/.exec(per);
    if (!m) throw new Error(`Bad strength token: ${token}`);
    const n = m[1] ?? '';
    const unit = UNITS[m[2] ?? ''];
    if (!unit) throw new Error(`Bad strength token: ${token}`);
    fa += `/${n ? `${latinDigits ? n : persianNumber(n)} ` : ''}${unit.fa}`;
    la += `/${n ? `${n} ` : ''}${unit.la}`;
  }
  return {
    fa,
    la,
    amount: Number(parts[0]?.value) * (parts[0]?.unit === 'g' ? 1000 : parts[0]?.unit === 'mcg' ? 0.001 : 1),
    slug: token.replace(/%/g, 'pc').replace(/[^A-Za-z0-9]+/g, '-'),
  };
}
