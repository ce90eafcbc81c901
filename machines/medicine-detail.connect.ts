import { leadSeries } from '../src/lib/lead-series';
import type { PriceEntry, Schemas } from '../src/api/client';
import type { medicineDetailMachine } from './medicine-detail.machine';
import type { LoadedMedicine, MedicineDetailEvent, PriceKind } from './medicine-detail.types';

/** Where one price entry came from (behaviour §10.12). */
export type PriceSource = Schemas['PriceSource'];
/** An entry's provenance: its source, or `seed` (a backend that names only some entries' sources). */
export type EntrySource = PriceSource | { kind: 'seed' };
/** A point of a price series, with its own source when the backend records them (behaviour §10.12). */
export type SourcedEntry = PriceEntry & { source?: EntrySource };

/**
 * A series' points: from the record when the backend sends it (each point carries its own source),
 * else the series as answered, without sources (the original backend).
 */
export function seriesPoints(loaded: LoadedMedicine, kind: PriceKind): readonly SourcedEntry[] {
  const series = (loaded.medicine as unknown as Partial<Record<PriceKind, PriceEntry[]>>)[kind] ?? [];
  const sources = loaded.medicine.price_sources;
  if (!sources) return series;
  const recorded = sources.filter((s) => s.series === kind);
  // A record without this series' points (an older database): the series, as the seed's.
  if (recorded.length === 0) return series.map((entry) => ({ ...entry, source: { kind: 'seed' } }));
  return recorded.map((s) => ({ price: s.price, insert_date: s.insert_date, source: s }));
}

/** The series a drug's current price is read from (the client's rule, `leadSeries`). */
export const leadOf = (loaded: LoadedMedicine): PriceKind =>
  loaded.category === 'A' ? leadSeries('A', loaded.medicine.added_value) : leadSeries('B');

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
    currentSource: shown ? seriesPoints(shown, leadOf(shown)).at(-1)?.source : undefined,
    /** The series whose current value is computed from stated ones (A's box price), never official. */
    derivedKinds: shown
      ? (['price_B', 'price_BA'] as const).filter((kind) => {
          const source = seriesPoints(shown, kind).at(-1)?.source;
          return source !== undefined && source.kind !== 'seed' && source.derived;
        })
      : [],
    /** The open chart's points, each with its own source where the backend records them. */
    chartPoints: shown && chart ? seriesPoints(shown, chart) : [],
    /** Whether the backend records sources (the chart's table then has a source column). */
    sourced: Boolean(shown?.medicine.price_sources),
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
