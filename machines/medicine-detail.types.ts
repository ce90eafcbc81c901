import type { MedicineA, MedicineB } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';

/** Which catalogue a detail page shows. */
export type Category = 'A' | 'B';

/** The loaded drug, tagged with its catalogue so views narrow it without casts. */
export type LoadedMedicine = { category: 'A'; medicine: MedicineA } | { category: 'B'; medicine: MedicineB };

/** The price lists a chart can show: A's four and B's three. */
export type PriceKind = 'price_O' | 'price_OA' | 'price_B' | 'price_BA' | 'price_distributor' | 'price_pharmacy' | 'price_consumer';

/** Input of the detail machine: the catalogue and the route's `medicineId`. */
export interface MedicineDetailInput {
  category: Category;
  medicineId: string;
  /** A photo already failed to load this session (behaviour §10: the backend serves none): show none. */
  photosMissing?: boolean;
}

export interface MedicineDetailContext extends MedicineDetailInput {
  loaded: LoadedMedicine | null;
  failure: ApiFailure | null;
  /** The price list whose chart dialog is open. */
  chart: PriceKind | null;
  photoOpen: boolean;
  /** The photo did not load (a backend without the photo addition): the no-photo mark instead, no preview. */
  photoMissing: boolean;
}

export type MedicineDetailEvent =
  | { type: 'RETRY' }
  | { type: 'CHART.OPEN'; kind: PriceKind }
  | { type: 'CHART.CLOSE' }
  | { type: 'PHOTO.OPEN' }
  | { type: 'PHOTO.CLOSE' }
  /** The photo's image failed to load. */
  | { type: 'PHOTO.FAILED' };
