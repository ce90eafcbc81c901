import type { PriceEntry, Schemas } from '../src/api/client';
import type { medicineDetailMachine } from './medicine-detail.machine';
import type { LoadedMedicine, MedicineDetailEvent, PriceKind } from './medicine-detail.types';

/** Where one price entry came from (behaviour §10.12). */
export type PriceSource = Schemas['PriceSource'];
/** An entry's provenance: its source, or `seed` for an entry the list leaves out (the seed's). */
export type EntrySource = PriceSource | { kind: 'seed' };

/**
 * The provenance of the entry dated `insertDate`, from the drug's `price_sources`; undefined when the
 * backend sends none (the addition is absent: no line is drawn).
 */
export function sourceOf(sources: readonly PriceSource[] | undefined, insertDate: string | undefined): EntrySource | undefined {
  if (!sources || insertDate === undefined) return undefined;
  const time = new Date(insertDate).getTime();
  const found = [...sources].reverse().find((s) => new Date(s.insert_date).getTime() === time);
  return found ?? { kind: 'seed' };
}

/** The series a drug's current price is read from: A's unit price (with added value when it has it), B's consumer price. */
export const leadSeries = (loaded: LoadedMedicine): readonly PriceEntry[] =>
  loaded.category === 'A'
    ? loaded.medicine.added_value
      ? loaded.medicine.price_OA
      : loaded.medicine.price_O
    : loaded.medicine.price_consumer;

const seriesOf = (loaded: LoadedMedicine, kind: PriceKind): readonly PriceEntry[] =>
  (loaded.medicine as unknown as Partial<Record<PriceKind, PriceEntry[]>>)[kind] ?? [];

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
  const chart = snapshot.matches({ loaded: 'chart' }) ? snapshot.context.chart : null;
  const sources = shown?.medicine.price_sources;
  return {
    loading: snapshot.hasTag('loading'),
    /** The drug on screen, or null while loading or after a failure. */
    loaded: shown,
    problem,
    /** Why the load failed (shown with 'try again'), or null. */
    failure: snapshot.context.failure,
    canRetry: snapshot.can({ type: 'RETRY' }),
    /** The price list whose chart dialog is open. */
    chart,
    /** Where the current price came from (behaviour §10.12), undefined on a backend without provenance. */
    currentSource: shown ? sourceOf(sources, leadSeries(shown).at(-1)?.insert_date) : undefined,
    /** Each entry's provenance in the open chart, by `insert_date`; undefined without provenance. */
    chartSources:
      shown && chart && sources
        ? seriesOf(shown, chart).map((entry) => ({ insertDate: entry.insert_date, source: sourceOf(sources, entry.insert_date)! }))
        : undefined,
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
