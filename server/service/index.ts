import { clientErrorHandlers } from './client-errors';
import { equivalentsHandlers } from './equivalents';
import { medicineHandlers } from './medicine';
import { offlineCatalogueHandlers } from './offline-catalogue';
import { opsHandlers } from '../ops/ops';
import { packagesHandlers } from './packages';
import { priceExportHandlers } from './price-export';
import { feedHandlers } from './price-feed';
import { publishedImportHandlers } from '../ops/ops-medicines';
import { paymentHandlers } from './payments';
import { reportHandlers } from './report';
import { statesHandlers } from './states';
import { ticketHandlers } from './ticket';
import type { ServiceContext } from './types';
import { userHandlers } from './user';
import { watchlistHandlers } from './watchlist';

/** One handler per operationId of openapi.yaml, grouped by tag. */
export function serviceHandlers(ctx: ServiceContext) {
  return {
    ...userHandlers(ctx),
    ...statesHandlers(ctx),
    ...medicineHandlers(ctx),
    ...reportHandlers(ctx),
    ...packagesHandlers(ctx),
    ...ticketHandlers(ctx),
    ...clientErrorHandlers(ctx),
    ...priceExportHandlers(ctx),
    ...paymentHandlers(ctx),
    ...watchlistHandlers(ctx),
    ...equivalentsHandlers(ctx),
    ...feedHandlers(ctx),
    ...publishedImportHandlers(ctx),
    ...offlineCatalogueHandlers(ctx),
    ...opsHandlers(ctx),
  };
}
