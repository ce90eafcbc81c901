import { connectPaging } from '../paging';
import type { OpsImportSnapshot } from './ops-import.machine';
import { IMPORT_FIELDS, PREVIEW_TABS, type ChosenFile, type ImportField, type OpsImportEvent, type PreviewTab } from './ops-import.types';

export type { OpsImportSnapshot };

/** Which step the screen shows. */
export type ImportStep = 'choose' | 'map' | 'reading' | 'preview' | 'failed';

/** What the import screen reads from a snapshot and what it calls. */
export function connectOpsImport(snapshot: OpsImportSnapshot, send: (event: OpsImportEvent) => void) {
  const { context } = snapshot;
  const step: ImportStep = snapshot.hasTag('choose')
    ? 'choose'
    : snapshot.hasTag('map')
      ? 'map'
      : snapshot.hasTag('reading') || snapshot.matches('start')
        ? 'reading'
        : snapshot.hasTag('preview')
          ? 'preview'
          : 'failed';
  const imp = context.imp;
  return {
    // The preview's rows are a paged list inside `preview`: its totals are known once it has loaded.
    ...connectPaging(
      {
        context,
        hasTag: (tag) => snapshot.hasTag(tag),
        matches: () => snapshot.matches({ preview: 'loaded' }),
        can: (event) => snapshot.can(event),
      },
      send,
    ),
    query: context.query,
    step,
    busy: snapshot.hasTag('busy'),
    uploading: snapshot.hasTag('uploading'),
    publishing: snapshot.hasTag('publishing'),
    category: context.category,
    file: context.file,
    headers: context.layout?.headers ?? [],
    savedMapping: context.layout?.saved ?? false,
    fields: IMPORT_FIELDS[context.category],
    columnOf: (field: ImportField) => context.mapping[field] ?? null,
    effectiveDate: context.effectiveDate,
    /** A date column is mapped: the operator's date is not asked for. */
    hasDateColumn: context.mapping.effective_date !== undefined,
    canNext: snapshot.can({ type: 'NEXT' }),
    canPreview: snapshot.can({ type: 'PREVIEW' }),
    /** How far the server has read the file (0–1), while it reads. */
    progress: step === 'reading' ? (imp?.progress ?? 0) : null,
    imp,
    counts: imp?.counts ?? null,
    tabs: PREVIEW_TABS,
    tab: context.query.tab,
    hasErrors: (imp?.counts.error ?? 0) > 0,
    allowErrors: context.allowErrors,
    canPublish: snapshot.can({ type: 'PUBLISH' }),
    /** A preview that may still be published (not yet published, rolled back or failed). */
    publishable: imp?.status === 'preview',
    published: imp?.status === 'published',
    stepFailure: context.stepFailure,
    readFailure: imp?.failure ?? null,
    setCategory: (category: 'A' | 'B') => send({ type: 'CATALOGUE.SET', category }),
    chooseFile: (file: ChosenFile) => send({ type: 'FILE.CHOOSE', file }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    setColumn: (field: ImportField, column: number | null) => send({ type: 'MAP.SET', field, column }),
    setDate: (value: string) => send({ type: 'DATE.SET', value }),
    preview: () => send({ type: 'PREVIEW' }),
    setTab: (tab: PreviewTab) => send({ type: 'TAB.SET', tab }),
    setAllowErrors: (value: boolean) => send({ type: 'ALLOW_ERRORS.SET', value }),
    publish: () => send({ type: 'PUBLISH' }),
    startOver: () => send({ type: 'NEW' }),
    retryRead: () => send({ type: 'RETRY' }),
  };
}

export type OpsImportApi = ReturnType<typeof connectOpsImport>;
