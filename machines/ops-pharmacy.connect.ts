import type { OpsPharmacySnapshot } from './ops-pharmacy.machine';
import { daysOf, isReason } from './ops-pharmacy.machine';
import { OPS_PAGE_SIZE } from './ops-inbox.types';
import { REASON_MAX, type OpsPharmacyEvent } from './ops-pharmacy.types';

export type { OpsPharmacySnapshot };

/** What the pharmacies screen reads from a snapshot and what it calls. */
export function connectOpsPharmacy(snapshot: OpsPharmacySnapshot, send: (event: OpsPharmacyEvent) => void) {
  const { context } = snapshot;
  const inPharmacy = snapshot.matches('pharmacy');
  const draft = snapshot.matches({ pharmacy: 'changing' }) || snapshot.matches({ pharmacy: 'saving' }) ? context.draft : null;
  return {
    query: context.query,
    /** The search list (hidden while a pharmacy is open). */
    showList: !inPharmacy,
    loading: snapshot.matches('searching'),
    failed: snapshot.matches('failed'),
    empty: snapshot.hasTag('empty'),
    failure: context.failure,
    rows: context.rows,
    page: context.page,
    totalPages: snapshot.matches('results') ? context.totalPages : null,
    rowNumber: (index: number) => OPS_PAGE_SIZE * (context.page - 1) + 1 + index,
    canPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canNext: snapshot.can({ type: 'PAGE.NEXT' }),
    canSearch: snapshot.can({ type: 'SEARCH' }),
    /** The open pharmacy's page. */
    detail: inPharmacy
      ? {
          loading: snapshot.matches({ pharmacy: 'loading' }),
          failure: snapshot.matches({ pharmacy: 'failed' }) ? context.failure : null,
          pharmacy: context.pharmacy,
          canChange: snapshot.matches({ pharmacy: 'viewing' }),
          canEnd: snapshot.matches({ pharmacy: 'viewing' }) && (context.pharmacy?.profile.subscription.active ?? false),
        }
      : null,
    /** The subscription change form, or null. */
    form: draft
      ? {
          action: draft.action,
          days: draft.days,
          reason: draft.reason,
          reasonMax: REASON_MAX,
          daysError: draft.action === 'extend' && draft.days.trim() !== '' && daysOf(draft.days) === null,
          reasonMissing: !isReason(draft.reason),
          saving: snapshot.matches({ pharmacy: 'saving' }),
          canSubmit: snapshot.can({ type: 'SUB.SUBMIT' }),
          failure: snapshot.matches({ pharmacy: 'changing' }) ? context.writeFailure : null,
        }
      : null,
    changeQuery: (value: string) => send({ type: 'QUERY.CHANGE', value }),
    search: () => send({ type: 'SEARCH' }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    retry: () => send({ type: 'RETRY' }),
    open: (userId: string) => send({ type: 'PHARMACY.OPEN', userId }),
    close: () => send({ type: 'PHARMACY.CLOSE' }),
    openChange: (action: 'extend' | 'end') => send({ type: 'SUB.OPEN', action }),
    changeDays: (value: string) => send({ type: 'SUB.DAYS', value }),
    changeReason: (value: string) => send({ type: 'SUB.REASON', value }),
    submitChange: () => send({ type: 'SUB.SUBMIT' }),
    cancelChange: () => send({ type: 'SUB.CANCEL' }),
  };
}

export type OpsPharmacyApi = ReturnType<typeof connectOpsPharmacy>;
