import { assign, setup } from 'xstate';
import { toFailure } from '../../src/api/errors';
import { DEFAULT_PAGE_SIZE, noPage, pagedListActions, pagedListStates, pagingGuards } from '../paging';
import { providedActor } from '../provided';
import { IMPORT_FIELDS, PRICE_FIELDS } from './ops-import.types';
import type {
  ChosenFile,
  ImportLayout,
  ImportMapping,
  OpsImportContext,
  OpsImportEvent,
  OpsImportInput,
  PreviewPage,
  PreviewQuery,
  PreviewRow,
  PriceImport,
} from './ops-import.types';

/** The preview list's address is the screen's own: nothing to write back. */
const syncAddress = { type: 'syncUrl', params: () => ({ query: {} }) } as const;

const output = <T>(event: unknown) => (event as { output: T }).output;

/** What the upload needs: the file, its catalogue, the mapping and the date for a file without one. */
export interface UploadInput {
  file: ChosenFile;
  category: 'A' | 'B';
  mapping: ImportMapping;
  effectiveDate: string;
}

/**
 * Importing the official price list in the console (behaviour §10.12): choose the catalogue and the
 * file → its columns are read (`readLayout`) → map them (the saved mapping of a known layout is
 * offered) → upload (`upload`); a long file is read on by the server, polled (`fetchImport`) with its
 * progress → the preview, tab by tab and paged (`fetchPage`: new drugs, changes old → new with the
 * percent, the flagged ones, drugs missing from the file, unreadable rows) → publish (`publish`),
 * refused while unreadable rows stand unless the operator says to leave them out. With an `importId`
 * the screen opens that import. Effects: `announce`, `showFailure` and the paging's. Actors:
 * `opsImportActors(client)`.
 */
export const opsImportMachine = setup({
  types: {} as { context: OpsImportContext; events: OpsImportEvent; input: OpsImportInput },
  actors: {
    readLayout: providedActor<ImportLayout, { file: ChosenFile; category: 'A' | 'B' }>('readLayout'),
    upload: providedActor<PriceImport, UploadInput>('upload'),
    fetchImport: providedActor<PriceImport, { importId: string }>('fetchImport'),
    fetchPage: providedActor<PreviewPage, { category: 'A' | 'B'; query: PreviewQuery }>('fetchPage'),
    publish: providedActor<PriceImport, { importId: string; allowErrors: boolean }>('publish'),
  },
  delays: { POLL: 1_000 },
  guards: {
    ...pagingGuards,
    hasImportId: ({ context }) => context.query.importId !== '',
    hasFile: ({ context }) => context.file !== null,
    /** A code, a price, and a date: a column or the operator's date for the whole file. */
    canPreview: ({ context }) =>
      context.mapping.code !== undefined &&
      PRICE_FIELDS.some((field) => IMPORT_FIELDS[context.category].includes(field) && context.mapping[field] !== undefined) &&
      (context.mapping.effective_date !== undefined || context.effectiveDate.trim() !== ''),
    isReading: ({ event }) => output<PriceImport>(event).status === 'reading',
    isFailed: ({ event }) => output<PriceImport>(event).status === 'failed',
    canPublish: ({ context }) =>
      context.imp !== null && context.imp.status === 'preview' && (context.imp.counts.error === 0 || context.allowErrors),
    canReadAgain: ({ context }) => context.imp === null || context.imp.status !== 'failed',
  },
  actions: {
    ...pagedListActions<OpsImportContext, PreviewRow, OpsImportEvent>(),
    /** Tells the operator what happened (the wiring's toast). */
    announce: (_, _params: { message: 'published' }) => {},
    setCategory: assign({ category: ({ context, event }) => (event.type === 'CATALOGUE.SET' ? event.category : context.category) }),
    setFile: assign({
      file: ({ context, event }) => (event.type === 'FILE.CHOOSE' ? event.file : context.file),
      stepFailure: null,
    }),
    storeLayout: assign(({ event }) => {
      const layout = output<ImportLayout>(event);
      return { layout, mapping: { ...layout.mapping }, stepFailure: null };
    }),
    setColumn: assign({
      mapping: ({ context, event }) => {
        if (event.type !== 'MAP.SET') return context.mapping;
        const mapping = { ...context.mapping };
        if (event.column === null) delete mapping[event.field];
        else mapping[event.field] = event.column;
        return mapping;
      },
    }),
    setDate: assign({ effectiveDate: ({ context, event }) => (event.type === 'DATE.SET' ? event.value : context.effectiveDate) }),
    storeImport: assign(({ context, event }) => {
      const imp = output<PriceImport>(event);
      return { imp, category: imp.catalogue, query: { ...context.query, importId: imp._id }, stepFailure: null };
    }),
    storeStepFailure: assign({ stepFailure: ({ event }) => toFailure((event as unknown as { error: unknown }).error) }),
    clearStepFailure: assign({ stepFailure: null }),
    setTab: assign({
      query: ({ context, event }) => (event.type === 'TAB.SET' ? { ...context.query, tab: event.tab, page: 1 } : context.query),
    }),
    setAllowErrors: assign({
      allowErrors: ({ context, event }) => (event.type === 'ALLOW_ERRORS.SET' ? event.value : context.allowErrors),
    }),
    reset: assign(({ context }) => ({
      ...noPage<PreviewRow>(),
      file: null,
      layout: null,
      mapping: {},
      effectiveDate: '',
      imp: null,
      allowErrors: false,
      stepFailure: null,
      query: { ...context.query, importId: '', tab: 'change' as const, page: 1 },
    })),
  },
}).createMachine({
  id: 'opsImport',
  context: ({ input }) => ({
    ...noPage<PreviewRow>(),
    category: 'A',
    query: { importId: input.importId ?? '', tab: 'change', page: 1, limit: DEFAULT_PAGE_SIZE },
    file: null,
    layout: null,
    mapping: {},
    effectiveDate: '',
    imp: null,
    allowErrors: false,
    stepFailure: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasImportId', target: 'reading.fetching' }, { target: 'choosing' }] },
    choosing: {
      tags: ['choose'],
      on: {
        'CATALOGUE.SET': { actions: 'setCategory' },
        'FILE.CHOOSE': { actions: 'setFile' },
        NEXT: { guard: 'hasFile', target: 'readingColumns' },
      },
    },
    readingColumns: {
      tags: ['choose', 'busy'],
      invoke: {
        id: 'readLayout',
        src: 'readLayout',
        input: ({ context }) => ({ file: context.file!, category: context.category }),
        onDone: { target: 'mapping', actions: 'storeLayout' },
        onError: { target: 'choosing', actions: 'storeStepFailure' },
      },
    },
    mapping: {
      tags: ['map'],
      on: {
        'MAP.SET': { actions: 'setColumn' },
        'DATE.SET': { actions: 'setDate' },
        BACK: { target: 'choosing', actions: 'clearStepFailure' },
        PREVIEW: { guard: 'canPreview', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['map', 'busy', 'uploading'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({
          file: context.file!,
          category: context.category,
          mapping: context.mapping,
          effectiveDate: context.effectiveDate.trim(),
        }),
        onDone: [
          { guard: 'isReading', target: 'reading', actions: 'storeImport' },
          { target: 'preview', actions: 'storeImport' },
        ],
        onError: { target: 'mapping', actions: 'storeStepFailure' },
      },
    },
    reading: {
      tags: ['reading'],
      initial: 'waiting',
      states: {
        waiting: { after: { POLL: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchImport',
            src: 'fetchImport',
            input: ({ context }) => ({ importId: context.query.importId }),
            onDone: [
              { guard: 'isReading', target: 'waiting', actions: 'storeImport' },
              { guard: 'isFailed', target: '#opsImport.failed', actions: 'storeImport' },
              { target: '#opsImport.preview', actions: 'storeImport' },
            ],
            onError: { target: '#opsImport.failed', actions: 'storeStepFailure' },
          },
        },
      },
    },
    preview: {
      tags: ['preview'],
      initial: 'loading',
      on: {
        'TAB.SET': { target: '.loading', actions: 'setTab' },
        'PAGE_SIZE.CHANGE': { target: '.loading', actions: 'changePageSize' },
        'ALLOW_ERRORS.SET': { actions: 'setAllowErrors' },
        PUBLISH: { guard: 'canPublish', target: 'publishing' },
        NEW: { target: 'choosing', actions: 'reset' },
      },
      states: pagedListStates<OpsImportContext, [], [{ actions: 'showPageNotFound' }]>({
        syncAddress,
        pastLastPage: [],
        pageOutOfRange: [{ actions: 'showPageNotFound' }],
      }),
    },
    publishing: {
      tags: ['preview', 'busy', 'publishing'],
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => ({ importId: context.query.importId, allowErrors: context.allowErrors }),
        onDone: { target: 'preview', actions: ['storeImport', { type: 'announce', params: { message: 'published' } }] },
        onError: { target: 'preview', actions: 'storeStepFailure' },
      },
    },
    failed: {
      tags: ['failed-read'],
      on: {
        RETRY: { guard: 'canReadAgain', target: 'reading.fetching' },
        NEW: { target: 'choosing', actions: 'reset' },
      },
    },
  },
});

export type OpsImportSnapshot = ReturnType<typeof opsImportMachine.transition>;
