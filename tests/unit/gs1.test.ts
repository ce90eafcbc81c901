import { describe, expect, it } from 'vitest';
import { faLabel } from '../../src/i18n/fa-label';
import { bracketed, catalogueGtin, looksLikeGs1, parseGs1, readGs1Date, type Gs1Pack } from '../../src/lib/gs1';

const GS = '\u001d';

function pack(input: string): Gs1Pack {
  const result = parseGs1(input);
  if ('problem' in result) throw new Error(`refused ${JSON.stringify(input)}: ${faLabel.problem(result.problem)}`);
  return result.pack;
}

function problem(input: string) {
  const result = parseGs1(input);
  if ('pack' in result) throw new Error(`read ${JSON.stringify(input)}`);
  return result.problem;
}

// The General Specifications' DataMatrix example (§2.1.6, figure 2.1.6-1 style): GTIN, expiry, batch, serial.
const SPEC = { gtin: '09501101020917', expiry: '190508', batch: 'ABCD1234', serial: '10' };

describe('parseGs1: the forms a label is read in', () => {
  const forms: [string, string][] = [
    ['raw with ASCII 29 after a variable field', `0109501101020917171905081${'0'}ABCD1234${GS}2110`],
    ['after the DataMatrix symbology identifier ]d2', `]d20109501101020917171905081${'0'}ABCD1234${GS}2110`],
    ['GS1-128 identifier ]C1 and a leading FNC1', `]C1${GS}0109501101020917171905081${'0'}ABCD1234${GS}2110`],
    ['the written-out <GS> of a keyboard wedge', '010950110102091717190508' + '10ABCD1234<GS>2110'],
    ['a caret for FNC1', '010950110102091717190508' + '10ABCD1234^2110'],
    ['the bracketed form', '(01)09501101020917(17)190508(10)ABCD1234(21)10'],
    ['Persian digits typed on a Persian keyboard', '(۰۱)۰۹۵۰۱۱۰۱۰۲۰۹۱۷(۱۷)۱۹۰۵۰۸(10)ABCD1234(21)۱۰'],
    ['a Digital Link with the expiry as a query', 'https://id.gs1.org/01/09501101020917/10/ABCD1234/21/10?17=190508'],
    [
      'a Digital Link on a brand domain with a path before the key',
      'https://example.ir/p/x/01/09501101020917/10/ABCD1234/21/10?17=190508&foo=bar',
    ],
  ];
  for (const [name, input] of forms) {
    it(`reads ${name}`, () => {
      const read = pack(input);
      expect(read).toMatchObject({ gtin: SPEC.gtin, batch: SPEC.batch, serial: SPEC.serial });
      expect(read.expiry?.iso).toBe('2019-05-08');
      expect(looksLikeGs1(input)).toBe(true);
    });
  }

  it('reads a Digital Link that shortens the GTIN to 13 digits and percent-encodes the batch', () => {
    const read = pack('https://d.example/01/9501101020917/10/A%2FB-1?exp=250100');
    expect(read.gtin).toBe(SPEC.gtin);
    expect(read.batch).toBe('A/B-1');
    expect(read.expiry?.iso).toBe('2025-01-31');
  });

  it('reads the fixed-length fields without separators, the variable one last (GS1 §7.8.5)', () => {
    const read = pack('0195012345678903' + '11150101' + '17150801' + '10000123');
    expect(read).toMatchObject({ gtin: '95012345678903', batch: '000123' });
    expect(read.production?.iso).toBe('2015-01-01');
    expect(read.expiry?.iso).toBe('2015-08-01');
  });

  it('reads the national reimbursement numbers (710–714) and keeps them in order', () => {
    const read = pack('(01)04012345123456(710)12345678(21)ABC');
    expect(read.elements.map((e) => e.ai)).toEqual(['01', '710', '21']);
    expect(read.elements[1]).toEqual({ ai: '710', value: '12345678', known: true });
    for (const ai of ['711', '712', '713', '714']) expect(pack(`01040123451234562112${GS}${ai}X1`).elements.at(-1)?.value).toBe('X1');
  });

  it('keeps unknown AIs raw, never interpreted', () => {
    const read = pack(`0104012345123456${GS}91ABC-1${GS}8008991231235959`.replace(`${GS}8008`, `${GS}8008`));
    expect(read.unknown).toEqual([
      { ai: '91', value: 'ABC-1', known: false },
      { ai: '8008', value: '991231235959', known: false },
    ]);
    expect(pack('(01)04012345123456(99)free text').unknown).toEqual([{ ai: '99', value: 'free text', known: false }]);
  });

  it('writes the elements back as the bracketed form', () => {
    expect(bracketed(pack('0104012345123456' + '17300100' + `10L1${GS}21S1`).elements)).toBe('(01)04012345123456(17)300100(10)L1(21)S1');
  });

  it('tells a GS1 string from a bare GTIN', () => {
    expect(looksLikeGs1('6260000000016')).toBe(false);
    expect(looksLikeGs1('06260000000016')).toBe(false);
    expect(looksLikeGs1('0106260000000016')).toBe(true);
    expect(looksLikeGs1('hello')).toBe(false);
  });

  it('gives the catalogue GTIN-13 of an indicator-0 GTIN-14', () => {
    expect(catalogueGtin('06260000000016')).toBe('6260000000016');
    expect(catalogueGtin('16260000000013')).toBe('16260000000013');
  });
});

describe('readGs1Date', () => {
  const today = new Date(Date.UTC(2026, 11, 7));
  it('reads day 00 as the last day of the month, February of a leap year too', () => {
    expect(readGs1Date('280200', today)?.iso).toBe('2028-02-29');
    expect(readGs1Date('270200', today)?.iso).toBe('2027-02-28');
    expect(readGs1Date('261100', today)?.iso).toBe('2026-11-30');
  });
  it('places the century by the sliding window (−49 … +50 years)', () => {
    expect(readGs1Date('760101', today)?.year).toBe(2076);
    expect(readGs1Date('770101', today)?.year).toBe(1977);
    expect(readGs1Date('990101', today)?.year).toBe(1999);
  });
  it('refuses a month 13 and a 31 April', () => {
    expect(readGs1Date('261301', today)).toBeNull();
    expect(readGs1Date('260431', today)).toBeNull();
  });
});

describe('parseGs1: each refusal says why in Persian', () => {
  const cases: [string, string, string][] = [
    ['', 'empty', 'خالی'],
    ['(01)09501101020918(17)190508', 'checkDigit', 'رقم کنترل'],
    ['(01)0950110102091(17)190508', 'length', 'طول'],
    ['(01)09501101020917(17)191308', 'date', 'تاریخ معتبری نیست'],
    ['(10)ABC(21)1', 'noGtin', 'GTIN'],
    ['0109501101020917' + '10ABCD1234' + '2112345678901234567890', 'tooLong', 'جداکننده'],
    ['(01)09501101020917(10)AB CD', 'charset', 'نویسه'],
    ['(01)09501101020917(21)1(21)2', 'repeated', 'دو بار'],
    ['(01)0950110102091X', 'digits', 'رقم'],
    ['01095011010209', 'length', 'طول'],
    ['(01)09501101020917)x(', 'syntax', 'GS1'],
  ];
  for (const [input, kind, words] of cases) {
    it(`${kind}: ${JSON.stringify(input)}`, () => {
      const refused = problem(input);
      expect(refused.kind).toBe(kind);
      const message = faLabel.problem(refused);
      expect(message).toContain(words);
      expect(message).toMatch(/[\u0600-\u06ff]/);
    });
  }
  it('names the AI in the message', () => {
    expect(faLabel.problem({ kind: 'checkDigit', ai: '01' })).toContain('(01) کد GTIN');
  });
});
