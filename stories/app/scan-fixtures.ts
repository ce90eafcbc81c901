import { barcodeScanMachine } from '../../machines/barcode-scan.machine';
import type { BarcodeScanContext, MedicineByGtin } from '../../machines/barcode-scan.types';

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
        | 'notFound'
        | 'failed'
        | { camera: 'starting' | 'scanning' };
    };

/** A real barcode-scan snapshot in a given state. */
export function scanSnapshot(value: ScanValue, context: Partial<BarcodeScanContext> = {}) {
  return barcodeScanMachine.resolveState({
    value,
    context: { code: '', problem: null, found: null, failure: null, camera: null, ...context },
  });
}
