import type { Schemas } from '../../src/api/client';
import type { ApiFailure } from '../../src/api/errors';
import type { OpsPage } from './ops-inbox.types';

/** A drug as the console's search lists it (behaviour §10.13). */
export type OpsMedicineSummary = Schemas['OpsMedicineSummary'];
/** One drug's page: its summary, current price and price entries with their provenance. */
export type OpsMedicine = Schemas['OpsMedicine'];
export type OpsPriceEntry = Schemas['OpsPriceEntry'];
export type HandPrice = Schemas['HandPriceResponse']['data'];
/** The catalogue fields an operator may correct by hand, with their current values (behaviour §10.13). */
export type MedicineFields = Schemas['MedicineEditFields'];
export type MedicineField = keyof MedicineFields;
/** One hand edit of a drug's fields: who, when, why, before and after (the fields' provenance). */
export type OpsMedicineEdit = Schemas['OpsMedicineEdit'];
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

/** A correction of the drug's fields as typed: each field's text, and the required reason. */
export interface FieldsDraft {
  values: Partial<Record<MedicineField, string>>;
  reason: string;
}

/** What a correction sends: the changed fields' new values, the values seen before, the reason. */
export interface FieldsEdit {
  fields: MedicineFields;
  before: Record<string, string | number | null>;
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
  /** The open correction of the drug's fields. */
  fieldsDraft: FieldsDraft | null;
  /** Why the last hand edit (of the price or the fields) failed. */
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
  | { type: 'EDIT.CANCEL' }
  | { type: 'FIELDS.OPEN' }
  | { type: 'FIELDS.CHANGE'; field: MedicineField; value: string }
  | { type: 'FIELDS.REASON'; value: string }
  | { type: 'FIELDS.SUBMIT' }
  | { type: 'FIELDS.CANCEL' };
