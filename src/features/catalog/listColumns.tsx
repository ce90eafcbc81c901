import type { MedicineAListItem, MedicineBListItem } from '../../api/client';
import type { DataColumn } from '../../components/DataTable';
import { fa } from '../../i18n/fa';
import { ActionLink, detailHref, rowNumber, TextCell } from '../../components/ListCells';
import { WatchStar } from '../../components/WatchStar';
import type { Category, ListQuery, ListRow } from '../../../machines/catalog-list.types';

export { rowNumber, detailHref };

function textColumn<T extends ListRow>(
  key: string,
  header: string,
  pick: (row: T) => string | null | undefined,
  hideOnSmall = false,
  company = false,
): DataColumn<T> {
  return { key, header, hideOnSmall, render: (row) => <TextCell text={pick(row)} company={company} /> };
}

function commonStart<T extends ListRow>(query: ListQuery): DataColumn<T>[] {
  return [
    { key: 'row', header: fa.catalog.columns.row, kind: 'rowNumber', render: (_, index) => rowNumber(index, query) },
    textColumn<T>('brand', fa.catalog.columns.brandName, (row) => row.brand_name_fa),
    textColumn<T>('generic', fa.catalog.columns.genericName, (row) => row.generic_name_fa),
  ];
}

function actionColumn<T extends ListRow>(category: Category): DataColumn<T> {
  return {
    key: 'action',
    kind: 'action',
    header: fa.catalog.columns.action,
    render: (row) => (
      <>
        <WatchStar category={category} medicineId={row._id} name={row.brand_name_fa} />
        <ActionLink category={category} id={row._id} />
      </>
    ),
  };
}

/** The columns of list A or B (behaviour §2). */
export function listColumns(category: Category, query: ListQuery): DataColumn<ListRow>[] {
  if (category === 'A') {
    return [
      ...commonStart<MedicineAListItem>(query),
      textColumn<MedicineAListItem>('factory', fa.catalog.columns.manufacturingFactory, (row) => row.manufacturing_factory, true, true),
      textColumn<MedicineAListItem>('concessionaire', fa.catalog.columns.concessionaire, (row) => row.concessionaire, true, true),
      actionColumn<MedicineAListItem>('A'),
    ] as DataColumn<ListRow>[];
  }
  return [
    ...commonStart<MedicineBListItem>(query),
    textColumn<MedicineBListItem>('producer', fa.catalog.columns.producerCompany, (row) => row.producer_company, true, true),
    textColumn<MedicineBListItem>('supplier', fa.catalog.columns.supplierCompany, (row) => row.supplier_company, true, true),
    actionColumn<MedicineBListItem>('B'),
  ] as DataColumn<ListRow>[];
}
