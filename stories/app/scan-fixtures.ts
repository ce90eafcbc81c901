import { barcodeScanMachine } from '../../machines/barcode-scan.machine';
import type { BarcodeScanContext, LabelLookup, MedicineByGtin } from '../../machines/barcode-scan.types';
import { parseGs1, type Gs1Pack } from '../../src/lib/gs1';
import { medicineA } from '../catalog/detail-fixtures';

/** A valid GTIN-13 (GS1 prefix 626), one with a wrong check digit and one too short. */
export const GTIN = '6261234567897';
export const GTIN_WRONG_CHECK = '6261234567892';
export const GTIN_TOO_SHORT = '626123';

export const foundMedicine: MedicineByGtin = {
  category: 'A',
  _id: 'a-amoxicillin-500',
  brand_name_fa: 'آموکسی‌سیلین ۵۰۰ فارابی',
  brand_name_la: 'Amoxicillin 500 Farabi',
  generic_name_fa: 'آموکسی‌سیلین',
  generic_name_la: 'Amoxicillin',
};

/** A pack's label of that GTIN, bracketed (as typed) and raw with FNC1 (as the camera reads it). */
export const LABEL = '(01)06261234567897(17)300500(10)B2407(21)10000000000000000017';
export const LABEL_RAW = ']d2010626123456789717300500' + '10B2407\u001d2110000000000000000017';
/** A label with an impossible expiry (month 13). */
export const LABEL_BAD = '(01)06261234567897(17)301300';

function labelOf(text: string): Gs1Pack {
  const read = parseGs1(text);
  if (!('pack' in read)) throw new Error(`fixture label refused: ${text}`);
  return read.pack;
}
export const label = labelOf(LABEL);
/** The same label with an expired and a near expiry, and one with no batch (stories). */
export const expiredLabel = labelOf('(01)06261234567897(17)240100(10)B2201(21)10000000000000000042');
export const nearLabel = labelOf('(01)06261234567897(17)270100(10)B2611(21)10000000000000000043(710)12345678(99)X-RAW');

/** What the label's lookup answers: the drug and its detail (a current price with its source). */
export const labelLookup: LabelLookup = {
  medicine: foundMedicine,
  loaded: { category: 'A', medicine: { ...medicineA, price_sources: [] } },
  copyAt: null,
  at: '2026-12-07T08:00:00.000Z',
};

type ScanValue =
  | 'closed'
  | 'absent'
  | {
      open:
        | 'idle'
        | 'typing'
        | 'invalid'
        | 'cameraFailed'
        | 'lookingUp'
        | 'found'
        | 'readingLabel'
        | 'labelCard'
        | 'labelUnknown'
        | 'reporting'
        | 'notFound'
        | 'failed'
        | { camera: 'starting' | 'scanning' };
    };

/** A real barcode-scan snapshot in a given state. */
export function scanSnapshot(value: ScanValue, context: Partial<BarcodeScanContext> = {}) {
  return barcodeScanMachine.resolveState({
    value,
    context: { code: '', problem: null, found: null, failure: null, camera: null, label: null, labelProblem: null, card: null, ...context },
  });
}
