import type { Schemas } from '../../src/api/client';
import type { ApiFailure } from '../../src/api/errors';
import type { Page, PagedListContext, PageSize, PagingEvent } from '../paging';

/** One uploaded price list as the server answers it (behaviour §10.12). */
export type PriceImport = Schemas['PriceImport'];
/** A column a price list may have. */
export type ImportField = Schemas['PriceImportField'];
/** Field → 0-based column of the file. */
export type ImportMapping = Partial<Record<ImportField, number>>;
/** A file's header row and the mapping offered for it (the saved one for a known layout, else guessed). */
export type ImportLayout = Schemas['PriceImportLayoutResponse']['data'];

/** The fields a file of each catalogue maps, in the order the mapping step lists them: a code, a price of some series, a date. */
const DESCRIBING: readonly ImportField[] = [
  'brand_name_fa',
  'brand_name_la',
  'generic_name_fa',
  'generic_name_la',
  'generic_code',
  'gtin',
  'pack',
];
export const IMPORT_FIELDS: Readonly<Record<'A' | 'B', readonly ImportField[]>> = {
  A: ['code', 'price', 'price_with_value', 'price_box', 'price_box_with_value', 'effective_date', ...DESCRIBING],
  B: ['code', 'price', 'price_distributor', 'price_pharmacy', 'effective_date', ...DESCRIBING],
};
/** The fields that state a price series (behaviour §10.12): a row needs one; an unmapped one leaves its series as it is. */
export const PRICE_FIELDS: readonly ImportField[] = [
  'price',
  'price_with_value',
  'price_box',
  'price_box_with_value',
  'price_distributor',
  'price_pharmacy',
];

/** The preview's tabs: the server's row kinds, and the flagged changes. */
export type PreviewTab = 'change' | 'flagged' | 'new' | 'missing' | 'error';
export const PREVIEW_TABS: readonly PreviewTab[] = ['change', 'flagged', 'new', 'missing', 'error'];

/** One row of the preview (an id added for the table). */
export type PreviewRow = Schemas['PriceImportRow'] & { _id: string };
export type PreviewPage = Page<PreviewRow>;

/** The preview list's query: which import, which tab, the page. */
export interface PreviewQuery {
  importId: string;
  tab: PreviewTab;
  page: number;
  limit: PageSize;
}

/** The file the operator chose (a browser File; tests and stories give its name, size and type). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export interface OpsImportInput {
  /** An import to open at its preview (from the list of imports), or none for a new upload. */
  importId?: string | null;
}

export interface OpsImportContext extends PagedListContext<PreviewRow, PreviewQuery> {
  file: ChosenFile | null;
  layout: ImportLayout | null;
  mapping: ImportMapping;
  /** The entries' date for a file without a date column (Jalali or Gregorian text). */
  effectiveDate: string;
  imp: PriceImport | null;
  /** The operator said to publish without the unreadable rows. */
  allowErrors: boolean;
  /** Why the last step (reading the columns, uploading, reading, publishing) failed. */
  stepFailure: ApiFailure | null;
}

export type OpsImportEvent =
  | PagingEvent
  | { type: 'CATALOGUE.SET'; category: 'A' | 'B' }
  | { type: 'FILE.CHOOSE'; file: ChosenFile }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'MAP.SET'; field: ImportField; column: number | null }
  | { type: 'DATE.SET'; value: string }
  | { type: 'PREVIEW' }
  | { type: 'TAB.SET'; tab: PreviewTab }
  | { type: 'ALLOW_ERRORS.SET'; value: boolean }
  | { type: 'PUBLISH' }
  | { type: 'NEW' };
