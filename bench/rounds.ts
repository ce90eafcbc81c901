/**
 * bench:api's rounds: the figures of one load, and how several rounds of the same load (API, raw and
 * bare in turn) make one row: each column's median, and the ratio as the median of the rounds' own
 * ratios (each from two figures measured back to back) beside each round's.
 */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** CPU time a request cost the process that answered it (the API, the bare server, the raw column), µs. */
  cpu?: number;
  /** CPU time a request cost the load generator (in this process), µs. */
  loadCpu?: number;
  /** Time a request the answering process's main thread waited, ready, for a core, µs. */
  wait?: number;
}

/** The middle value (the mean of the two middle ones for an even count); undefined if any is. */
export function median(values: (number | undefined)[]): number | undefined {
  if (!values.length || values.some((v) => v === undefined)) return undefined;
  const sorted = (values as number[]).slice().sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the rounds (req/s, latencies, CPU and wait alike); non-2xx summed. */
export function medianFigures(rounds: Figures[]): Figures {
  const of = (pick: (f: Figures) => number | undefined) => median(rounds.map(pick));
  return {
    rps: Math.round(of((f) => f.rps)!),
    p50: of((f) => f.p50)!,
    p99: of((f) => f.p99)!,
    bad: rounds.reduce((sum, f) => sum + f.bad, 0),
    cpu: of((f) => f.cpu),
    loadCpu: of((f) => f.loadCpu),
    wait: of((f) => f.wait),
  };
}

/**
 * The ratio column: the median of the rounds' ratios (each from one API figure and the raw figure
 * measured right after it), then each round's.
 */
export function ratioCell(api: Figures[], raw: Figures[]): string {
  const ratios = api.map((a, i) => (raw[i]?.rps ? (100 * a.rps) / raw[i].rps : undefined));
  const mid = median(ratios);
  if (mid === undefined) return '–';
  const each = ratios.length > 1 ? ` (${ratios.map((r) => Math.round(r!)).join(', ')})` : '';
  return `${Math.round(mid)} %${each}`;
}
