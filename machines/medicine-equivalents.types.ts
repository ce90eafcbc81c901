import type { components } from '../src/api/schema';
import type { ApiFailure } from '../src/api/errors';
import type { Category } from './medicine-detail.types';

export type MedicineEquivalents = components['schemas']['MedicineEquivalents'];
export type MedicineEquivalent = components['schemas']['MedicineEquivalent'];

/** Input of the equivalents machine: the drug whose other brands are listed. */
export interface MedicineEquivalentsInput {
  category: Category;
  medicineId: string;
}

export interface MedicineEquivalentsContext extends MedicineEquivalentsInput {
  result: MedicineEquivalents | null;
  failure: ApiFailure | null;
}

export type MedicineEquivalentsEvent = { type: 'RETRY' };
