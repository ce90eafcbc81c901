import { describe, expect, it } from 'vitest';
import { digitsForScript, isAnyDigit, toLatinDigits, toPersianDigits } from '../../src/lib/digits';
import { foldForSearch, foldPersian, persianText, readableText, searchWords, similarity } from '../../src/lib/fold';
import { formatAmount } from '../../src/lib/money';
import { formatPriceChange, priceChange } from '../../src/lib/price-change';
import { isLetterLed, orDash, truncate } from '../../src/lib/truncate';
import { formatJalaliDate, formatJalaliDateTime, gregorianDayOf, jalaliOf, monthLength } from '../../src/lib/jalali';
import { fa } from '../../src/i18n/fa';

describe('digits', () => {
  it('writes Latin digits as Persian digits and leaves other text alone', () => {
    expect(toPersianDigits('صفحه 12 از 305')).toBe('صفحه ۱۲ از ۳۰۵');
    expect(toPersianDigits(0)).toBe('۰');
  });

  it('reads Persian and Arabic-Indic digits as Latin digits', () => {
    expect(toLatinDigits('۰۹۱۲٣٤٥۶۷۸۹')).toBe('09123456789');
  });

  it('accepts one digit of any script and nothing else', () => {
    expect(['5', '۵', '٥'].every(isAnyDigit)).toBe(true);
    expect(['a', '55', '', 'ـ'].some(isAnyDigit)).toBe(false);
  });
});

describe('foldPersian', () => {
  it('makes Arabic yeh and kaf the Persian letters', () => {
    expect(foldPersian('كلسيم')).toBe(foldPersian('کلسیم'));
  });

  it('makes every digit script Latin', () => {
    expect(foldPersian('آموکسی‌سیلین ۵۰۰')).toBe('آموکسیسیلین 500');
    expect(foldPersian('۵۰۰')).toBe('500');
  });

  it('removes ZWNJ, diacritics and tatweel and folds case', () => {
    expect(foldPersian('می‌گرم')).toBe('میگرم');
    expect(foldPersian('دَارُو')).toBe('دارو');
    expect(foldPersian('داــرو')).toBe('دارو');
    expect(foldPersian('AmoXiCillin')).toBe('amoxicillin');
  });

  it('collapses white space', () => {
    expect(foldPersian('  a \t  b ')).toBe('a b');
  });
});

describe('formatAmount', () => {
  it('groups thousands with the Persian separator in Persian digits', () => {
    expect(formatAmount(1320000)).toBe('۱٬۳۲۰٬۰۰۰');
    expect(formatAmount(999)).toBe('۹۹۹');
  });
});

describe('truncate', () => {
  it('keeps text of 30 characters or fewer whole', () => {
    const text = 'ا'.repeat(30);
    expect(truncate(text)).toBe(text);
  });

  it('cuts letter-led text at the end', () => {
    expect(truncate('Amoxicillin 500 mg Capsule Pack of 20')).toBe('Amoxicillin 500 mg Capsule Pac…');
  });

  it('cuts a company name not led by a letter at the start', () => {
    const text = '123 داروسازی اکسیر و شرکای تولیدی ایران';
    const cut = truncate(text, 30, true);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('ایران')).toBe(true);
    expect(cut.length).toBe(31);
    expect(isLetterLed(text)).toBe(false);
  });

  it('cuts a drug name led by a digit at the end: the drug stays', () => {
    const text = '۵-فلورواوراسیل دانا ۲۵۰ میلی‌گرم در ۵ میلی‌لیتر ویال';
    expect(truncate(text)).toBe(`${text.slice(0, 30)}…`);
    expect(truncate(text).startsWith('۵-فلورواوراسیل')).toBe(true);
  });

  it('counts Persian and Arabic-Indic digits as not letter-led', () => {
    expect(isLetterLed('۶-مرکاپتوپورین')).toBe(false);
    expect(isLetterLed('٥ داروسازی')).toBe(false);
    expect(isLetterLed('مرکاپتوپورین')).toBe(true);
    expect(isLetterLed('Amoxicillin')).toBe(true);
    expect(isLetterLed('(داروپخش)')).toBe(false);
  });

  it('shows a dash for an empty value', () => {
    expect(orDash(null)).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash('x')).toBe('x');
  });
});

describe('jalali', () => {
  it('reads an instant as the Tehran calendar day', () => {
    // 2026-03-20T21:00Z is already 1405/01/01 in Tehran (UTC+3:30).
    expect(jalaliOf(new Date('2026-03-20T21:00:00Z'))).toEqual({ jy: 1405, jm: 1, jd: 1 });
    expect(jalaliOf(new Date('2026-03-20T20:00:00Z'))).toEqual({ jy: 1404, jm: 12, jd: 29 });
  });

  it('turns a Jalali day into its Gregorian day', () => {
    expect(gregorianDayOf({ jy: 1405, jm: 9, jd: 1 }).toISOString().slice(0, 10)).toBe('2026-11-22');
  });

  it('knows month lengths', () => {
    expect(monthLength(1405, 1)).toBe(31);
    expect(monthLength(1405, 7)).toBe(30);
  });

  it('formats dates and times in Persian digits', () => {
    expect(formatJalaliDate('2026-11-21T10:00:00Z')).toBe('۱۴۰۵/۰۸/۳۰');
    expect(formatJalaliDateTime('2026-11-21T10:00:00Z', fa.calendar.at)).toBe('۱۴۰۵/۰۸/۳۰ ساعت ۱۳:۳۰');
    expect(formatJalaliDate('not a date')).toBe('-');
  });
});

describe('foldForSearch', () => {
  it('folds a space, a ZWNJ and no space alike, after foldPersian', () => {
    const keys = ['میلی گرم', 'میلی‌گرم', 'میلیگرم', ' میلی  گرم ', 'ميلي‌گرم'].map(foldForSearch);
    expect(new Set(keys)).toEqual(new Set(['میلیگرم']));
    expect(foldForSearch('Sodium Valproate ۲۰۰ mg')).toBe('sodiumvalproate200mg');
  });
});

describe('digitsForScript', () => {
  it('keeps Latin digits in Latin words and writes Persian ones in Persian words', () => {
    expect(digitsForScript('Sodium Valproate Aburaihan 200 mg')).toBe('Sodium Valproate Aburaihan 200 mg');
    expect(digitsForScript('Sodium Valproate ۲۰۰ mg')).toBe('Sodium Valproate 200 mg');
    expect(digitsForScript('متی‌مازول 10 میلی‌گرم قرص')).toBe('متی‌مازول ۱۰ میلی‌گرم قرص');
    expect(digitsForScript('ویتامین D3 1000 واحد')).toBe('ویتامین D3 ۱۰۰۰ واحد');
  });
  it('a number alone follows its unit (the word after it), or the word before it at the end; digits only read in Persian', () => {
    expect(digitsForScript('قرص Vitamin C 500')).toBe('قرص Vitamin C 500');
    expect(digitsForScript('500 میلی‌گرم')).toBe('۵۰۰ میلی‌گرم');
    expect(digitsForScript('29851')).toBe('۲۹۸۵۱');
    expect(digitsForScript('-')).toBe('-');
  });
});

describe('persianText', () => {
  it('writes Arabic letters and digits the Persian way and changes nothing else', () => {
    expect(persianText(' علي كريمى ')).toBe('علی کریمی');
    expect(persianText('پلاك ٢٠ / 7')).toBe('پلاک ۲۰ / 7');
    expect(persianText('Zentiva k.s. 500 mg')).toBe('Zentiva k.s. 500 mg');
    expect(persianText('نیم‌فاصله')).toBe('نیم‌فاصله');
  });
});

describe('priceChange', () => {
  it('says a rise and a fall by sign and arrow, in percent of the old price with one decimal', () => {
    expect(priceChange(8_000, 9_000)).toEqual({ direction: 'up', percent: 12.5 });
    expect(formatPriceChange(priceChange(8_000, 9_000)!)).toBe('▲ +۱۲٫۵٪');
    expect(priceChange(10_000, 9_680)).toEqual({ direction: 'down', percent: -3.2 });
    expect(formatPriceChange(priceChange(10_000, 9_680)!)).toBe('▼ −۳٫۲٪');
    expect(formatPriceChange(priceChange(1_100, 1_210)!)).toBe('▲ +۱۰٪');
    expect(formatPriceChange(priceChange(5_000, 5_000)!)).toBe('۰٪');
  });

  it('no change without an earlier price (or one of zero)', () => {
    expect(priceChange(null, 9_000)).toBeNull();
    expect(priceChange(0, 9_000)).toBeNull();
    expect(priceChange(9_000, null)).toBeNull();
  });
});

describe('readableText', () => {
  it('Persian letters, each number in the script of its words; Latin names untouched', () => {
    expect(readableText('مهبان دارو 125 ميلي‌گرم/5')).toBe('مهبان دارو ۱۲۵ میلی‌گرم/۵');
    expect(readableText('Sodium Valproate 200 mg')).toBe('Sodium Valproate 200 mg');
    expect(readableText('ویتامین D3 ٤٠٠ واحد')).toBe('ویتامین D3 ۴۰۰ واحد');
    expect(readableText(readableText('كپسول 500'))).toBe('کپسول ۵۰۰');
  });
});

describe('searchWords and similarity', () => {
  it('a search is its folded words, each once, at most five', () => {
    expect(searchWords(' قرص  انالاپريل ')).toEqual(['قرص', 'انالاپریل']);
    expect(searchWords('آموکسی سیلین ۵۰۰ کپسول')).toEqual(['آموکسی', 'سیلین', '500', 'کپسول']);
    expect(searchWords('میلی‌گرم میلیگرم')).toEqual(['میلیگرم']);
    expect(searchWords('a b c d e f g')).toHaveLength(5);
    expect(searchWords('\u200c ')).toEqual([]);
  });

  it('a near miss is nearer than another word (pg_trgm’s trigram share)', () => {
    expect(similarity('انالاپرل', 'انالاپریل')).toBeGreaterThan(0.5);
    expect(similarity('انالاپرل', 'انالاپریل')).toBeGreaterThan(similarity('انالاپرل', 'آموکسی‌سیلین'));
    expect(similarity('Enalapril', 'enalapril')).toBe(1);
  });
});
