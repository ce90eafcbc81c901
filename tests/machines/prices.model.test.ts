import { describe, expect, it } from 'vitest';
import { fieldsEditOf, isSendableFields, isSendablePrice, packOf, priceOf } from '../../machines/ops/ops-medicine.machine';
import { medicineFields } from '../../machines/model/prices.fixtures';
import { apiKeysModel, opsMedicineModel } from '../../machines/model/prices.walk';

// behaviour §10.13: the console's drugs and their hand edits; behaviour §10.12: the feed's API keys.
const models = { opsMedicine: opsMedicineModel, apiKeys: apiKeysModel };

describe.each(Object.entries(models))('the %s model', (id, model) => {
  it('walks every transition of the machine; its adjacency is the snapshot', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.machineId).toBe(id);
    expect(model.lines).toMatchSnapshot();
  });
});

describe('a hand edit as typed', () => {
  it('reads rial in Persian or Latin digits, with separators; refuses anything else', () => {
    expect(priceOf('۱٬۳۰۰٬۰۰۰')).toBe(1_300_000);
    expect(priceOf(' 1,300,000 ')).toBe(1_300_000);
    expect(priceOf('0')).toBe(0);
    expect(priceOf('12.5')).toBeNull();
    expect(priceOf('-5')).toBeNull();
    expect(priceOf('')).toBeNull();
    expect(priceOf('99999999999999')).toBeNull();
  });

  it('is sent only with a new price and a reason', () => {
    expect(isSendablePrice({ price: '۱۰۰', reason: 'نامه' }, 90)).toBe(true);
    expect(isSendablePrice({ price: '۱۰۰', reason: 'نامه' }, 100)).toBe(false);
    expect(isSendablePrice({ price: '۱۰۰', reason: '   ' }, 90)).toBe(false);
    expect(isSendablePrice({ price: 'abc', reason: 'نامه' }, 90)).toBe(false);
  });
});

describe('a correction of the fields as typed (behaviour §10.13)', () => {
  const typed = { brand_name_fa: 'آموکسی‌سیلین ۵۰۰', brand_name_la: ' Amoxicillin 500 mg ', quantity_in_pack: '۲۰', generic_code: '' };

  it('sends only the fields that changed, trimmed, an emptied one as null, with the values seen before', () => {
    expect(fieldsEditOf({ values: typed, reason: ' نامه ' }, medicineFields)).toEqual({
      fields: { brand_name_la: 'Amoxicillin 500 mg', quantity_in_pack: 20, generic_code: null },
      before: { brand_name_la: 'Amoxicillin 500', quantity_in_pack: 10, generic_code: '10452' },
      reason: 'نامه',
      invalid: [],
    });
  });

  it('reads the pack as a whole number 1..1,000,000 in Persian or Latin digits; anything else stops the send', () => {
    expect(packOf('۳۰')).toBe(30);
    expect(packOf(' ')).toBeNull();
    for (const bad of ['ده', '0', '2.5', '99999999']) expect(packOf(bad), bad).toBeUndefined();
    expect(fieldsEditOf({ values: { quantity_in_pack: 'ده' }, reason: 'نامه' }, medicineFields).invalid).toEqual(['quantity_in_pack']);
    expect(isSendableFields({ values: { quantity_in_pack: 'ده' }, reason: 'نامه' }, medicineFields)).toBe(false);
  });

  it('is sent only with a change and a reason', () => {
    expect(isSendableFields({ values: typed, reason: 'نامه' }, medicineFields)).toBe(true);
    expect(isSendableFields({ values: typed, reason: '  ' }, medicineFields)).toBe(false);
    expect(isSendableFields({ values: { quantity_in_pack: '۱۰', brand_code: '1234567 ' }, reason: 'نامه' }, medicineFields)).toBe(false);
  });
});
