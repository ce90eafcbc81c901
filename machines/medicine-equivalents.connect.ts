import type { medicineEquivalentsMachine } from './medicine-equivalents.machine';
import type { MedicineEquivalent, MedicineEquivalentsEvent } from './medicine-equivalents.types';

export type MedicineEquivalentsSnapshot = ReturnType<typeof medicineEquivalentsMachine.transition>;

/** How an equivalent's unit price compares with this drug's. */
export type PriceComparison = 'cheaper' | 'same' | 'dearer' | 'unknown';

export interface EquivalentItem extends MedicineEquivalent {
  comparison: PriceComparison;
  /**
   * What tells this item from another listed under the same name at another price (behaviour
   * §10.3): its pack size and its generic name (which carries the form), each only when it differs.
   */
  differs: { pack: number | null; generic: string | null } | null;
}

const nameOf = (doc: MedicineEquivalent) => (doc.brand_name_fa?.trim() || doc.brand_name_la?.trim() || '').replace(/\s+/g, ' ');

/** For each doc, what differs from the others of its name that have another price (null: nothing to tell). */
function differences(docs: readonly MedicineEquivalent[]): EquivalentItem['differs'][] {
  return docs.map((doc) => {
    const twins = docs.filter((other) => other !== doc && nameOf(other) === nameOf(doc) && other.unitPrice !== doc.unitPrice);
    if (twins.length === 0) return null;
    const pack = twins.some((t) => t.quantity_in_pack !== doc.quantity_in_pack) ? doc.quantity_in_pack : null;
    const generic = twins.some((t) => (t.generic_name_fa ?? '') !== (doc.generic_name_fa ?? '')) ? doc.generic_name_fa : null;
    return pack === null && generic === null ? null : { pack, generic };
  });
}

const compare = (difference: number | null): PriceComparison =>
  difference === null ? 'unknown' : difference < 0 ? 'cheaper' : difference > 0 ? 'dearer' : 'same';

/** What the equivalents card reads from a snapshot, and what it calls. */
export function connectMedicineEquivalents(snapshot: MedicineEquivalentsSnapshot, send: (event: MedicineEquivalentsEvent) => void) {
  const result = snapshot.matches('loaded') ? snapshot.context.result : null;
  const docs = result?.docs ?? [];
  const differs = differences(docs);
  const items: EquivalentItem[] = docs.map((doc, i) => ({ ...doc, comparison: compare(doc.difference), differs: differs[i] ?? null }));
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
