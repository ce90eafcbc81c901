/**
 * The import screens' models (behaviour §10.12): walked in node (`tests/machines/ops/import.model.test.ts`)
 * and shown by the explorer.
 */
import type { EventObject } from 'xstate';
import { opsImportMachine } from '../ops-import.machine';
import { opsImportHistoryMachine } from '../ops-import-history.machine';
import { describeApiEvent, lazyModelOf, type ModelOptions } from '../../model/model';
import { error, failures } from './ops.fixtures';
import {
  chosenFile,
  cleanImport,
  errorRows,
  failedImport,
  guessedLayout,
  layout,
  previewImport,
  previewRows,
  publishedImport,
  readingImport,
  rolledBackImport,
} from './import.fixtures';

const page = <T>(rows: T[], totalPages = rows.length ? 1 : 0) => ({ rows, totalDocs: rows.length, totalPages });
const describeEvent = (event: EventObject) => {
  const output = (event as { output?: { status?: string; rows?: unknown[] } }).output;
  if (event.type.startsWith('xstate.done.actor.') && output?.status) return `${event.type} (${output.status})`;
  if (event.type.startsWith('xstate.done.actor.') && output?.rows) return `${event.type} (${output.rows.length} rows)`;
  return describeApiEvent(event);
};

export const opsImportWalk: ModelOptions<typeof opsImportMachine> = {
  inputs: [{ importId: null }, { importId: previewImport._id }],
  events: [
    { type: 'CATALOGUE.SET', category: 'B' },
    { type: 'FILE.CHOOSE', file: chosenFile },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'MAP.SET', field: 'code', column: null },
    { type: 'MAP.SET', field: 'code', column: 0 },
    { type: 'DATE.SET', value: '۱۴۰۵/۰۹/۰۶' },
    { type: 'PREVIEW' },
    { type: 'TAB.SET', tab: 'error' },
    { type: 'ALLOW_ERRORS.SET', value: true },
    { type: 'PUBLISH' },
    { type: 'NEW' },
    { type: 'RETRY' },
    { type: 'PAGE.NEXT' },
    { type: 'PAGE.PREVIOUS' },
    { type: 'PAGE.GOTO', page: 2 },
    { type: 'PAGE.GOTO', page: 9 },
    { type: 'PAGE_SIZE.CHANGE', limit: 30 },
  ],
  outputs: {
    readLayout: [layout, guessedLayout],
    upload: [readingImport, previewImport, cleanImport],
    fetchImport: [readingImport, failedImport, previewImport],
    fetchPage: [page(previewRows, 2), page(errorRows), page([])],
    publish: [publishedImport],
  },
  errors: {
    readLayout: [error(failures.badRequest)],
    upload: [error(failures.badRequest)],
    fetchImport: [error(failures.network)],
    fetchPage: [error(failures.network), error(failures.forbidden)],
    publish: [error(failures.conflict)],
  },
  describeEvent,
  serializeState: (state) => {
    const c = state.context;
    return JSON.stringify([
      state.value,
      c.category,
      Boolean(c.file),
      c.layout?.saved ?? null,
      Object.keys(c.mapping).length,
      Boolean(c.effectiveDate),
      c.imp?.status ?? null,
      c.imp?.counts.error ?? null,
      c.allowErrors,
      c.query.tab,
      c.query.page,
      c.query.limit,
      c.totalPages,
      c.stepFailure?.kind ?? null,
      c.failure?.kind ?? null,
    ]);
  },
  limit: 20_000,
};
export const opsImportModel = lazyModelOf(opsImportMachine, opsImportWalk);

export const opsImportHistoryWalk: ModelOptions<typeof opsImportHistoryMachine> = {
  events: [
    { type: 'RETRY' },
    { type: 'ROLLBACK', importId: publishedImport._id },
    { type: 'ROLLBACK', importId: rolledBackImport._id },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
  ],
  outputs: { fetchImports: [[publishedImport, rolledBackImport], []], rollback: [rolledBackImport] },
  errors: { fetchImports: [error(failures.network)], rollback: [error(failures.conflict)] },
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.fetchImports'
      ? `${event.type} (${((event as { output?: unknown[] }).output ?? []).length} imports)`
      : describeApiEvent(event),
  serializeState: (state) =>
    JSON.stringify([
      state.value,
      state.context.rows.length,
      state.context.rollingBack,
      state.context.failure?.kind ?? null,
      state.context.writeFailure?.kind ?? null,
    ]),
  limit: 500,
};
export const opsImportHistoryModel = lazyModelOf(opsImportHistoryMachine, opsImportHistoryWalk);
