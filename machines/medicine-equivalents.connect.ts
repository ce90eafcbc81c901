import type { medicineEquivalentsMachine } from './medicine-equivalents.machine';
import type { MedicineEquivalent, MedicineEquivalentsEvent } from './medicine-equivalents.types';

export type MedicineEquivalentsSnapshot = ReturnType<typeof medicineEquivalentsMachine.transition>;

/** How an equivalent's unit price compares with this drug's. */
export type PriceComparison = 'cheaper' | 'same' | 'dearer' | 'unknown';

export interface EquivalentItem extends MedicineEquivalent {
  comparison: PriceComparison;
}

const compare = (difference: number | null): PriceComparison =>
  difference === null ? 'unknown' : difference < 0 ? 'cheaper' : difference > 0 ? 'dearer' : 'same';

/** What the equivalents card reads from a snapshot, and what it calls. */
export function connectMedicineEquivalents(snapshot: MedicineEquivalentsSnapshot, send: (event: MedicineEquivalentsEvent) => void) {
  const result = snapshot.matches('loaded') ? snapshot.context.result : null;
  const items: EquivalentItem[] = (result?.docs ?? []).map((doc) => ({ ...doc, comparison: compare(doc.difference) }));
  return {
    /** The backend has no equivalents call: the card is not shown at all. */
    absent: snapshot.matches('absent'),
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    /** The other brands, cheapest unit first; empty while loading. */
    items,
    /** Every equivalent, including those past the listed ones. */
    total: result?.totalDocs ?? 0,
    cheaperCount: items.filter((item) => item.comparison === 'cheaper').length,
    canRetry: snapshot.can({ type: 'RETRY' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type MedicineEquivalentsApi = ReturnType<typeof connectMedicineEquivalents>;
