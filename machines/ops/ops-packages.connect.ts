import type { OpsPackagesSnapshot } from './ops-packages.machine';
import { packageInputOf, wholeIn } from './ops-packages.machine';
import { PACKAGE_LIMITS, type OpsPackagesEvent } from './ops-packages.types';

export type { OpsPackagesSnapshot };

/** What the packages screen reads from a snapshot and what it calls. */
export function connectOpsPackages(snapshot: OpsPackagesSnapshot, send: (event: OpsPackagesEvent) => void) {
  const { context } = snapshot;
  const draft = snapshot.matches('editing') || snapshot.matches('saving') ? context.draft : null;
  const typed = (text: string) => text.trim() !== '';
  return {
    loading: snapshot.hasTag('loading'),
    failure: snapshot.matches('failed') ? context.failure : null,
    rows: context.rows,
    canAdd: snapshot.can({ type: 'ADD' }),
    canEdit: (packageId: string) => snapshot.can({ type: 'EDIT', packageId }),
    canRetire: (packageId: string) => snapshot.can({ type: 'RETIRE', packageId }),
    retiringId: snapshot.matches('retiring') ? context.retiring : null,
    form: draft
      ? {
          isNew: draft.packageId === null,
          name: draft.name,
          days: draft.days,
          price: draft.price,
          nameMax: PACKAGE_LIMITS.nameMax,
          daysError: typed(draft.days) && wholeIn(draft.days, PACKAGE_LIMITS.daysMin, PACKAGE_LIMITS.daysMax) === null,
          priceError: typed(draft.price) && wholeIn(draft.price, PACKAGE_LIMITS.priceMin, PACKAGE_LIMITS.priceMax) === null,
          saving: snapshot.matches('saving'),
          canSave: snapshot.can({ type: 'SAVE' }) && packageInputOf(draft) !== null,
          failure: snapshot.matches('editing') ? context.writeFailure : null,
        }
      : null,
    retry: () => send({ type: 'RETRY' }),
    add: () => send({ type: 'ADD' }),
    edit: (packageId: string) => send({ type: 'EDIT', packageId }),
    retire: (packageId: string) => send({ type: 'RETIRE', packageId }),
    changeName: (value: string) => send({ type: 'DRAFT.NAME', value }),
    changeDays: (value: string) => send({ type: 'DRAFT.DAYS', value }),
    changePrice: (value: string) => send({ type: 'DRAFT.PRICE', value }),
    save: () => send({ type: 'SAVE' }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}

export type OpsPackagesApi = ReturnType<typeof connectOpsPackages>;
