import { describe, expect, it } from 'vitest';
import { isInItem, mainNav, type NavItem } from '../../src/routes/navigation';
import { paths } from '../../src/routes/paths';

const group = (id: string): NavItem[] => {
  const entry = mainNav.find((e) => e.id === id);
  if (entry?.kind !== 'group') throw new Error(`${id} is not a group`);
  return entry.items;
};

describe("the header's groups: which item a page is in", () => {
  const [categoryA, categoryB] = group('drugInfo');
  const [changedA, changedB] = group('priceChanges');

  it('a list is in its own item only (any letter case, a trailing slash ignored)', () => {
    expect(isInItem('/medicineA', categoryA!)).toBe(true);
    expect(isInItem('/MedicineA/', categoryA!)).toBe(true);
    expect(isInItem('/medicineA', categoryB!)).toBe(false);
    expect(isInItem('/medicineA', changedA!)).toBe(false);
  });

  it("a drug's detail is under its category's list in drug info, not under the price changes", () => {
    const detailA = paths.medicineA.detail('5f0c1e2a-0000-4000-8000-000000000001');
    expect(isInItem(detailA, categoryA!)).toBe(true);
    expect(isInItem(detailA, categoryB!)).toBe(false);
    expect(isInItem(detailA, changedA!)).toBe(false);
    expect(isInItem(paths.medicineB.detail('x'), categoryB!)).toBe(true);
    expect(isInItem(paths.medicineB.detail('x'), changedB!)).toBe(false);
  });

  it('a deeper or other address is in no item', () => {
    for (const item of [categoryA!, categoryB!, changedA!, changedB!]) {
      expect(isInItem('/medicine-A/x/y', item)).toBe(false);
      expect(isInItem(paths.tickets, item)).toBe(false);
    }
  });
});
