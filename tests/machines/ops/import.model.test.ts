import { describe, expect, it } from 'vitest';
import { opsImportModel, opsImportHistoryModel } from '../../../machines/ops/model/import.walk';

// behaviour §10.12: the console's import screens.
const models = { opsImport: opsImportModel, opsImportHistory: opsImportHistoryModel };

describe.each(Object.entries(models))('the %s model', (id, model) => {
  it('walks every transition of the machine; its adjacency is the snapshot', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.machineId).toBe(id);
    expect(model.lines).toMatchSnapshot();
  });
});
