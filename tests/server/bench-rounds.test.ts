import { describe, expect, it } from 'vitest';
import { type Figures, median, medianFigures, ratioCell } from '../../bench/rounds';

const f = (rps: number, more: Partial<Figures> = {}): Figures => ({ rps, p50: 1, p99: 2, bad: 0, ...more });

describe('bench:api rounds', () => {
  it('takes the middle value, the mean of the middle two for an even count, nothing if a value is missing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeUndefined();
    expect(median([1, undefined, 3])).toBeUndefined();
  });

  it("makes a row of each column's median over the rounds and adds up their non-2xx", () => {
    const row = medianFigures([
      f(900, { p50: 3, p99: 30, bad: 1, cpu: 80, loadCpu: 12, wait: 20 }),
      f(1000, { p50: 2, p99: 10, bad: 0, cpu: 90, loadCpu: 11, wait: 25 }),
      f(1200, { p50: 1, p99: 20, bad: 2, cpu: 70, loadCpu: 14, wait: 30 }),
    ]);
    expect(row).toEqual({ rps: 1000, p50: 2, p99: 20, bad: 3, cpu: 80, loadCpu: 12, wait: 25 });
    expect(medianFigures([f(10, { cpu: 5 }), f(20)]).cpu).toBeUndefined();
  });

  it("prints the median of the rounds' own ratios, not the ratio of the medians, and each round's", () => {
    // Rounds 60 %, 75 %, 80 %: median 75 %. The medians' ratio would be 900 / 1,200 = 75 % too, so
    // the second case tells them apart: 50 %, 90 %, 100 % → 90 %, where 1,000 / 1,500 is 67 %.
    expect(ratioCell([f(600), f(900), f(1000)], [f(1000), f(1200), f(1250)])).toBe('75 % (60, 75, 80)');
    expect(ratioCell([f(1000), f(900), f(2000)], [f(2000), f(1000), f(2000)])).toBe('90 % (50, 90, 100)');
  });

  it('prints one round as its ratio alone, and nothing when the other side answered nothing', () => {
    expect(ratioCell([f(700)], [f(1000)])).toBe('70 %');
    expect(ratioCell([f(700)], [f(0)])).toBe('–');
    expect(ratioCell([f(700)], [])).toBe('–');
  });
});
