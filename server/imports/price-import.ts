/**
 * The price list's import (behaviour §10.12), as the rest of the server reaches it. The pipeline is
 * in this folder: `stage.ts` (layout, staging, preview), `handlers.ts` (upload, publish, rollback),
 * the price list's own rules in `price-*.ts`, the record in `record.ts`.
 */
export { parseDate, parsePrice } from './cells';
export { FLAG_PERCENT } from './price-classify';
export { UPLOAD_WAIT_MS, opsPriceImportHandlers } from './handlers';
