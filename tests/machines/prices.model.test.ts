import { describe, expect, it } from 'vitest';
import { isSendablePrice, priceOf } from '../../machines/ops-medicine.machine';
import { apiKeysModel, opsMedicineModel } from '../../machines/model/prices.walk';

// behaviour §10.15: the console's drugs and their hand edits; behaviour §10.12: the feed's API keys.
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
