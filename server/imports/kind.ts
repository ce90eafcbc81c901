import type { SheetRow } from './read';
import type { Catalogue, Rows } from './record';

/**
 * A kind of official list (behaviour §10.12): its columns, mapping targets, row rules, and how it is
 * compared with the catalogue, published and rolled back. The pipeline (upload, layout, staging,
 * preview, publish, rollback, provenance, audit, progress) is shared; a second kind (safety notices,
 * drug attributes) plugs in with its own `ListKind`.
 */
export interface ListKind {
  /** `price_imports.kind`. */
  name: string;
  /** Where the list comes from and on what terms, recorded with each imported dataset. */
  dataset: { source: string; licence: string };
  /** The fields a file of `catalogue` may map a column to. */
  targets(catalogue: Catalogue): readonly string[];
  /** The names a column of each field goes by (matched folded, see `headerKey`). */
  headerNames: Readonly<Record<string, readonly string[]>>;
  /** Each field's Persian name, for the wrong-layout message. */
  fieldNames: Readonly<Record<string, string>>;
  /** 400 when the mapping lacks what a row needs. */
  requireFields(catalogue: Catalogue, mapping: Mapping, fallback: Date | null): void;
  /** One row of the file as staged (a Persian `reason` when it cannot be read). */
  stageRow(row: SheetRow, n: number, mapping: Mapping, context: StageContext): Staged;
  /** Compares the staged rows with the catalogue, in SQL, and writes the import's counts. */
  classify(tx: Rows, importId: string, catalogue: Catalogue, lastN: number): Promise<void>;
  /** Writes the import into the record inside `tx`. */
  publish(tx: Rows, imp: ImportRef, userId: string, now: Date): Promise<void>;
  /** Takes the import off the record inside `tx` (409 when a newer fact stands on it). */
  rollback(tx: Rows, imp: ImportRef, userId: string, now: Date): Promise<void>;
}

/** A field → 0-based column mapping. */
export type Mapping = Partial<Record<string, number>>;

export interface ImportRef {
  id: string;
  catalogue: Catalogue;
}

export interface StageContext {
  catalogue: Catalogue;
  /** The operator's effective date for a file without a date column. */
  fallback: Date | null;
  /** The last instant a row's date may be (no future dates). */
  endOfToday: number;
}

/** One row read from the file, before it is compared with the catalogue. */
export interface Staged {
  n: number;
  rowNo: number;
  code: string | null;
  effectiveAt: string | null;
  reason: string | null;
  fields: Record<string, unknown> | null;
}
