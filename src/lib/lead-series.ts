/**
 * Which series is a drug's current price (behaviour §3): category A's unit price with added value
 * when the drug has it, else without; category B's consumer price. The client's one statement of
 * the rule (the server's is the SQL function `lead_series`).
 */
export function leadSeries(category: 'A', addedValue: boolean | null | undefined): 'price_O' | 'price_OA';
export function leadSeries(category: 'B', addedValue?: null): 'price_consumer';
export function leadSeries(category: 'A' | 'B', addedValue?: boolean | null): 'price_O' | 'price_OA' | 'price_consumer';
export function leadSeries(category: 'A' | 'B', addedValue?: boolean | null): 'price_O' | 'price_OA' | 'price_consumer' {
  if (category === 'B') return 'price_consumer';
  return addedValue ? 'price_OA' : 'price_O';
}
