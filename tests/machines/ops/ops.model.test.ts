import { describe, expect, it } from 'vitest';
import {
  myReportsModel,
  opsAccessModel,
  opsAuditModel,
  opsInboxModel,
  opsOperatorsModel,
  opsPackagesModel,
  opsPharmacyModel,
  opsReportsModel,
  opsTicketModel,
} from '../../../machines/ops/model/ops.walk';

const models = {
  opsAccess: opsAccessModel,
  opsInbox: opsInboxModel,
  opsTicket: opsTicketModel,
  opsReports: opsReportsModel,
  opsPharmacy: opsPharmacyModel,
  opsPackages: opsPackagesModel,
  opsAudit: opsAuditModel,
  opsOperators: opsOperatorsModel,
  myReports: myReportsModel,
};

describe.each(Object.entries(models))('the %s model', (id, model) => {
  it('walks every transition of the machine; its adjacency is the snapshot', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.machineId).toBe(id);
    expect(model.lines).toMatchSnapshot();
  });
});
