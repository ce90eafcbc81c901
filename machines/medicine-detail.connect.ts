import type { medicineDetailMachine } from './medicine-detail.machine';
import type { MedicineDetailEvent, PriceKind } from './medicine-detail.types';

export type MedicineDetailSnapshot = ReturnType<typeof medicineDetailMachine.transition>;

/** Why a detail page shows no drug. */
export type DetailProblem = 'notFound' | 'forbidden' | 'failed';

/** What a detail page reads from a snapshot of the detail machine, and what it calls. */
export function connectMedicineDetail(snapshot: MedicineDetailSnapshot, send: (event: MedicineDetailEvent) => void) {
  const { loaded } = snapshot.context;
  const shown = snapshot.matches('loaded') ? loaded : null;
  let problem: DetailProblem | null = null;
  if (snapshot.matches('notFound')) problem = 'notFound';
  else if (snapshot.matches('forbidden')) problem = 'forbidden';
  else if (!snapshot.hasTag('loading') && !shown) problem = 'failed';
  return {
    loading: snapshot.hasTag('loading'),
    /** The drug on screen, or null while loading or after a failure. */
    loaded: shown,
    problem,
    /** Why the load failed (shown with 'try again'), or null. */
    failure: snapshot.context.failure,
    canRetry: snapshot.can({ type: 'RETRY' }),
    /** The price list whose chart dialog is open. */
    chart: snapshot.matches({ loaded: 'chart' }) ? snapshot.context.chart : null,
    /** The photo preview is open (only a category A drug with a photo). */
    photo: shown?.category === 'A' && snapshot.matches({ loaded: 'photo' }) ? (shown.medicine.photo ?? null) : null,
    /** The title bar shows the drug's photo (A, with a photo that loads); otherwise the no-photo mark. */
    photoShown: shown?.category === 'A' && shown.medicine.photo != null && !snapshot.context.photoMissing,
    photoFailed: () => send({ type: 'PHOTO.FAILED' }),
    retry: () => send({ type: 'RETRY' }),
    openChart: (kind: PriceKind) => send({ type: 'CHART.OPEN', kind }),
    closeChart: () => send({ type: 'CHART.CLOSE' }),
    openPhoto: () => send({ type: 'PHOTO.OPEN' }),
    closePhoto: () => send({ type: 'PHOTO.CLOSE' }),
  };
}

export type MedicineDetailApi = ReturnType<typeof connectMedicineDetail>;
