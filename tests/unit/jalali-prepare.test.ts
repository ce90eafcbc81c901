import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

// behaviour §11.2: the Tehran formatter is made once, when a screen asks for it ahead of its render.
it('prepareTehranTime makes the formatter that jalaliOf then uses', async () => {
  vi.resetModules();
  const Real = Intl.DateTimeFormat;
  const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
    return new Real(...args);
  } as unknown as typeof Real);
  const { jalaliOf, prepareTehranTime } = await import('../../src/lib/jalali');
  prepareTehranTime();
  expect(made).toHaveBeenCalledTimes(1);
  // 00:30 in Tehran on 29 November 2026: 8 Azar 1405 (it is still the 28th in UTC).
  expect(jalaliOf(new Date('2026-11-28T21:00:00Z'))).toEqual({ jy: 1405, jm: 9, jd: 8 });
  expect(jalaliOf(new Date('2026-11-28T20:29:00Z'))).toEqual({ jy: 1405, jm: 9, jd: 7 });
  expect(made).toHaveBeenCalledTimes(1);
});
