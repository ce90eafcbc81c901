import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PAGE_SIZE } from '../../machines/paging';
import { opsImportMachine } from '../../machines/ops/ops-import.machine';
import type { OpsImportContext } from '../../machines/ops/ops-import.types';
import { opsImportHistoryMachine } from '../../machines/ops/ops-import-history.machine';
import type { OpsImportHistoryContext } from '../../machines/ops/ops-import-history.types';
import {
  chosenFile,
  errorRows,
  failedImport,
  guessedLayout,
  layout,
  previewImport,
  previewRows,
  publishedImport,
  readingImport,
  rolledBackImport,
} from '../../machines/ops/model/import.fixtures';
import { failures } from '../../machines/ops/model/ops.fixtures';
import { ImportView } from '../../src/ops/features/imports/ImportView';
import { ImportHistoryView } from '../../src/ops/features/imports/ImportHistoryView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** Importing the official price list (/ops/imports, behaviour §10.12): one story per state of its two machines. */
const meta = { title: 'Ops/Imports', parameters: { route: '/ops/imports', signedIn: true } } satisfies Meta;
export default meta;

const importBase: OpsImportContext = {
  rows: [],
  totalDocs: 0,
  totalPages: 0,
  failure: null,
  category: 'A',
  query: { importId: '', tab: 'change', page: 1, limit: DEFAULT_PAGE_SIZE },
  file: null,
  layout: null,
  mapping: {},
  effectiveDate: '',
  imp: null,
  allowErrors: false,
  stepFailure: null,
};
const step = (value: Parameters<typeof opsImportMachine.resolveState>[0]['value'], context: Partial<OpsImportContext> = {}) => (
  <ImportView snapshot={snapshotOf(opsImportMachine, value, context, importBase)} send={noop} />
);
const mapped = { file: chosenFile, layout, mapping: layout.mapping };
const previewed = { ...mapped, imp: previewImport, query: { ...importBase.query, importId: previewImport._id } };

/** Step 1: the catalogue and the file. */
export const Choose: StoryObj = { render: () => step('choosing') };
/** A file chosen. */
export const Chosen: StoryObj = { render: () => step('choosing', { file: chosenFile }) };
/** The file's columns could not be read. */
export const ChooseFailed: StoryObj = { render: () => step('choosing', { file: chosenFile, stepFailure: failures.badRequest }) };
/** Step 2: a known layout, its saved mapping offered. */
export const MapSaved: StoryObj = { render: () => step('mapping', mapped) };
/** The same on a phone. */
export const MapSavedPhone: StoryObj = { ...MapSaved, globals: phone };
/** A new layout: nothing guessed, a date for the whole file asked. */
export const MapGuessed: StoryObj = { render: () => step('mapping', { file: chosenFile, layout: guessedLayout, mapping: {} }) };
/** The file goes up. */
export const Uploading: StoryObj = { render: () => step('uploading', mapped) };
/** A long file read by the server: its progress. */
export const Reading: StoryObj = { render: () => step({ reading: 'waiting' }, { ...mapped, imp: readingImport }) };
/** The reading failed. */
export const ReadFailed: StoryObj = { render: () => step('failed', { ...mapped, imp: failedImport }) };
/** The preview: price changes, two of them flagged; two unreadable rows hold the publish back. */
export const Preview: StoryObj = {
  render: () => step({ preview: { loaded: 'rows' } }, { ...previewed, rows: previewRows, totalDocs: 37, totalPages: 3 }),
};
/** The same on a phone. */
export const PreviewPhone: StoryObj = { ...Preview, globals: phone };
/** The unreadable rows, with their row numbers and reasons; publishing without them chosen. */
export const PreviewErrors: StoryObj = {
  render: () =>
    step(
      { preview: { loaded: 'rows' } },
      { ...previewed, rows: errorRows, totalDocs: 2, totalPages: 1, allowErrors: true, query: { ...previewed.query, tab: 'error' } },
    ),
};
/** Publishing. */
export const Publishing: StoryObj = {
  render: () => step('publishing', { ...previewed, rows: previewRows, totalDocs: 37, totalPages: 3, allowErrors: true }),
};
/** Published. */
export const Published: StoryObj = {
  render: () =>
    step({ preview: { loaded: 'rows' } }, { ...previewed, imp: publishedImport, rows: previewRows, totalDocs: 37, totalPages: 3 }),
};

const listBase: OpsImportHistoryContext = { rows: [], failure: null, rollingBack: null, writeFailure: null };
const list = (
  value: Parameters<typeof opsImportHistoryMachine.resolveState>[0]['value'],
  context: Partial<OpsImportHistoryContext> = {},
) => <ImportHistoryView snapshot={snapshotOf(opsImportHistoryMachine, value, context, listBase)} send={noop} />;
const rows = [publishedImport, rolledBackImport];

/** The past imports load. */
export const ListLoading: StoryObj = { render: () => list('loading') };
/** Newest first; the published one may be rolled back. */
export const List: StoryObj = { render: () => list({ loaded: 'rows' }, { rows }) };
/** The same on a phone. */
export const ListPhone: StoryObj = { ...List, globals: phone };
/** The rollback asked for. */
export const ListConfirm: StoryObj = { render: () => list('confirming', { rows, rollingBack: publishedImport._id }) };
/** The rollback refused: a newer price stands. */
export const ListRefused: StoryObj = { render: () => list({ loaded: 'rows' }, { rows, writeFailure: failures.conflict }) };
/** Nothing imported yet. */
export const ListEmpty: StoryObj = { render: () => list({ loaded: 'empty' }) };
/** The list could not be loaded. */
export const ListFailed: StoryObj = { render: () => list('failed', { failure: failures.network }) };
