import type { OpsPharmacySnapshot } from './ops-pharmacy.machine';
import { daysOf, isReason } from './ops-pharmacy.machine';
import { connectPaging } from '../paging';
import { REASON_MAX, type OpsPharmacyEvent } from './ops-pharmacy.types';

export type { OpsPharmacySnapshot };

/** What the pharmacies screen reads from a snapshot and what it calls. */
export function connectOpsPharmacy(snapshot: OpsPharmacySnapshot, send: (event: OpsPharmacyEvent) => void) {
  const { context } = snapshot;
  const inPharmacy = snapshot.matches('pharmacy');
  const draft = snapshot.matches({ pharmacy: 'changing' }) || snapshot.matches({ pharmacy: 'saving' }) ? context.draft : null;
  return {
    // The list lives under `list`: the shared paging reads it there.
    ...connectPaging(
      {
        context,
        hasTag: (tag) => snapshot.hasTag(tag),
        matches: () => snapshot.matches({ list: 'loaded' }),
        can: (event) => snapshot.can(event),
      },
      send,
    ),
    /** The search as typed. */
    text: context.text,
    query: context.query,
    /** The search list (hidden while a pharmacy is open). */
    showList: !inPharmacy,
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
