import type { Schemas } from '../src/api/client';
import type { ApiFailure } from '../src/api/errors';
import type { OpsPage } from './ops-inbox.types';

/** A drug as the console's search lists it (behaviour §10.15). */
export type OpsMedicineSummary = Schemas['OpsMedicineSummary'];
/** One drug's page: its summary, current price and price entries with their provenance. */
export type OpsMedicine = Schemas['OpsMedicine'];
export type OpsPriceEntry = Schemas['OpsPriceEntry'];
export type HandPrice = Schemas['HandPriceResponse']['data'];
export type OpsMedicinePage = OpsPage<OpsMedicineSummary>;
export type Catalogue = 'A' | 'B';

/** The contract's bounds of a hand edit. */
export const PRICE_MAX = 1_000_000_000_000;
export const HAND_REASON_MAX = 500;

/** A hand edit as typed: the new current price (rial) and the required reason. */
export interface PriceDraft {
  price: string;
  reason: string;
}

export interface OpsMedicineContext {
  /** The catalogue searched. */
  category: Catalogue;
  /** The search as typed, and as last sent. */
  query: string;
  searched: string;
  page: number;
  rows: OpsMedicineSummary[];
  totalDocs: number;
  totalPages: number;
  failure: ApiFailure | null;
  /** The open drug. */
  selected: { category: Catalogue; medicineId: string } | null;
  medicine: OpsMedicine | null;
  draft: PriceDraft | null;
  /** Why the last hand edit failed. */
  writeFailure: ApiFailure | null;
}

export type OpsMedicineEvent =
  | { type: 'CATEGORY.CHANGE'; category: Catalogue }
  | { type: 'QUERY.CHANGE'; value: string }
  | { type: 'SEARCH' }
  | { type: 'PAGE.NEXT' }
  | { type: 'PAGE.PREVIOUS' }
  | { type: 'RETRY' }
  | { type: 'MEDICINE.OPEN'; category: Catalogue; medicineId: string }
  | { type: 'MEDICINE.CLOSE' }
  | { type: 'EDIT.OPEN' }
  | { type: 'EDIT.PRICE'; value: string }
  | { type: 'EDIT.REASON'; value: string }
  | { type: 'EDIT.SUBMIT' }
  | { type: 'EDIT.CANCEL' };
