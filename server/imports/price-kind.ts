import type { ListKind } from './kind';
import { classifyPrices } from './price-classify';
import { FIELD_NAMES, HEADER_NAMES, requireFields, stageRow, targets } from './price-fields';
import { publishPrices, rollbackPrices } from './price-publish';

/** The official price list (behaviour §10.12), one kind of the import pipeline. */
export const priceList: ListKind = {
  name: 'prices',
  dataset: {
    source: 'فهرست رسمی قیمت دارو (سازمان غذا و دارو)',
    licence: 'داده‌ی رسمی عمومی؛ بازنشر با ذکر منبع',
  },
  targets,
  headerNames: HEADER_NAMES,
  fieldNames: FIELD_NAMES,
  requireFields,
  stageRow,
  classify: classifyPrices,
  publish: publishPrices,
  rollback: rollbackPrices,
};
