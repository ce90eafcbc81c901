import { ADMINS, STAFF, onlyFor } from './ops-kit';
import { opsAuditHandlers } from './ops-audit';
import { opsAssigneeHandlers, opsOperatorHandlers } from './ops-operators';
import { opsPackageHandlers } from './ops-packages';
import { opsMedicineHandlers } from './ops-medicines';
import { opsPharmacyHandlers } from './ops-pharmacies';
import { opsPriceImportHandlers } from '../imports/price-import';
import { opsReportHandlers } from './ops-reports';
import { opsTicketHandlers } from './ops-tickets';
import type { ServiceContext } from '../service/types';

/**
 * The `ops` tag's handlers (behaviour §10.10), each behind its role check: the support desk for
 * operators and admins, the operators' list for admins only. Written once here, so no operator
 * handler can be registered without it.
 */
export function opsHandlers(ctx: ServiceContext) {
  return {
    ...onlyFor(STAFF, opsTicketHandlers(ctx)),
    ...onlyFor(STAFF, opsAssigneeHandlers(ctx)),
    ...onlyFor(STAFF, opsReportHandlers(ctx)),
    ...onlyFor(STAFF, opsPharmacyHandlers(ctx)),
    ...onlyFor(STAFF, opsPackageHandlers(ctx)),
    ...onlyFor(STAFF, opsAuditHandlers(ctx)),
    ...onlyFor(STAFF, opsPriceImportHandlers(ctx)),
    ...onlyFor(STAFF, opsMedicineHandlers(ctx)),
    ...onlyFor(ADMINS, opsOperatorHandlers(ctx)),
  };
}
