import { Link } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { MedicineAListItem, MedicineBListItem } from '../../api/client';
import type { DataColumn } from '../../components/DataTable';
import { fa } from '../../i18n/fa';
import { digitsForScript, toPersianDigits } from '../../lib/digits';
import { orDash, truncate } from '../../lib/truncate';
import { useListStyles } from './list.styles';
import type { Category, ListQuery, ListRow } from '../../../machines/catalog-list.types';
import { catalogPaths } from '../../app/paths';

/** Row number = index + 1 + page size × (page − 1) (SPEC §2), in Persian digits. */
export function rowNumber(index: number, query: Pick<ListQuery, 'page' | 'limit'>): string {
  return toPersianDigits(index + 1 + query.limit * (query.page - 1));
}

/** The detail page a row opens (in a new tab). */
export function detailHref(category: Category, id: string): string {
  return catalogPaths(category).detail(id);
}

/** Digits follow the script of their words (a Latin name keeps Latin digits). */
function readable(text: string): string {
  return digitsForScript(text);
}

function TextCell({ text }: { text: string | null | undefined }) {
  const shown = readable(orDash(text));
  const cut = truncate(shown, 30);
  return (
    <span dir="auto" title={cut === shown ? undefined : shown}>
      {cut}
    </span>
  );
}

function textColumn<T extends ListRow>(key: string, header: string, pick: (row: T) => string | null | undefined, hideOnSmall = false): DataColumn<T> {
  return { key, header, hideOnSmall, render: (row) => <TextCell text={pick(row)} /> };
}

function commonStart<T extends ListRow>(query: ListQuery): DataColumn<T>[] {
  return [
    { key: 'row', header: fa.catalog.columns.row, kind: 'rowNumber', render: (_, index) => rowNumber(index, query) },
    textColumn<T>('brand', fa.catalog.columns.brandName, (row) => row.brand_name_fa),
    textColumn<T>('generic', fa.catalog.columns.genericName, (row) => row.generic_name_fa),
  ];
}

function ActionLink({ category, id }: { category: Category; id: string }) {
  const styles = useListStyles();
  return (
    <Link
      className={styles.actionLink}
      href={detailHref(category, id)}
      target="_blank"
      rel="noopener"
      aria-label={fa.catalog.showInformation}
      title={fa.catalog.showInformation}
    >
      <span className={styles.actionText}>{fa.catalog.showInformation}</span>
      <OpenRegular aria-hidden className={styles.actionIcon} />
    </Link>
  );
}

function actionColumn<T extends ListRow>(category: Category): DataColumn<T> {
  return {
    key: 'action',
    kind: 'action',
    header: fa.catalog.columns.action,
    render: (row) => <ActionLink category={category} id={row._id} />,
  };
}

/** The columns of list A or B (SPEC §2). */
export function listColumns(category: Category, query: ListQuery): DataColumn<ListRow>[] {
  if (category === 'A') {
    return [
      ...commonStart<MedicineAListItem>(query),
      textColumn<MedicineAListItem>('factory', fa.catalog.columns.manufacturingFactory, (row) => row.manufacturing_factory, true),
      textColumn<MedicineAListItem>('concessionaire', fa.catalog.columns.concessionaire, (row) => row.concessionaire, true),
      actionColumn<MedicineAListItem>('A'),
    ] as DataColumn<ListRow>[];
  }
  return [
    ...commonStart<MedicineBListItem>(query),
    textColumn<MedicineBListItem>('producer', fa.catalog.columns.producerCompany, (row) => row.producer_company, true),
    textColumn<MedicineBListItem>('supplier', fa.catalog.columns.supplierCompany, (row) => row.supplier_company, true),
    actionColumn<MedicineBListItem>('B'),
  ] as DataColumn<ListRow>[];
}
