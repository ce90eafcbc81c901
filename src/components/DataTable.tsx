import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { mergeClasses, Table, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useDataTableStyles } from './DataTable.styles';

/** One column of a DataTable. */
export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  /** `index` is the row's index on this page. */
  render: (row: T, index: number) => ReactNode;
  /** Hidden on small screens (≤767px). */
  hideOnSmall?: boolean;
  /** Fixed-width columns: a centred row number, or a row action (a link or button). */
  kind?: 'rowNumber' | 'action';
}

export interface DataTableProps<T> {
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shows `skeletonRows` skeleton rows instead of `rows`. */
  loading: boolean;
  /** behaviour §9: seven (six on the packages list), whatever the page size. */
  skeletonRows?: number;
  /**
   * While loading, the table keeps the height of this many rows (the page size), so the pager below
   * stays where it will be when the rows arrive.
   */
  reservedRows?: number;
  /** The page shown: when it changes, a table whose top is scrolled out of view is brought back to it. */
  page?: number;
  /** The one row shown when there is nothing to show (not loading, no rows). */
  empty: ReactNode;
  'aria-label': string;
  /** Rows to emphasise (the order the gateway just sent the user back for). */
  highlight?: (row: T) => boolean;
}

/** Skeleton rows while a list loads (behaviour §9). */
export const SKELETON_ROWS = 7;

/**
 * A Fluent table with skeleton rows while loading, an empty row, and columns hidden on small screens.
 * The header is Fluent's; the body rows are plain rows with classes worked out once per table, so a
 * page of rows costs no Fluent component, context or style hook per cell.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  skeletonRows = SKELETON_ROWS,
  reservedRows,
  page,
  empty,
  highlight,
  ...rest
}: DataTableProps<T>) {
  const styles = useDataTableStyles();
  const wrapper = useScrollToTopOnPage(page);
  const cellClasses = columns.map((column) =>
    mergeClasses(
      styles.cell,
      column.hideOnSmall && styles.hiddenOnSmall,
      column.kind === 'rowNumber' && styles.rowNumber,
      column.kind === 'action' && styles.action,
    ),
  );
  const reserve = loading && reservedRows !== undefined && reservedRows > skeletonRows;

  return (
    <div
      ref={wrapper}
      className={mergeClasses(styles.wrapper, reserve && styles.reserved)}
      style={reserve ? ({ '--reserved-rows': reservedRows } as CSSProperties) : undefined}
    >
      <Table className={styles.table} size="small" aria-label={rest['aria-label']} aria-busy={loading}>
        <TableHeader>
          <TableRow className={styles.headerRow}>
            {columns.map((column, i) => (
              <TableHeaderCell key={column.key} className={mergeClasses(styles.headerCell, cellClasses[i], styles.headerWraps)}>
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <tbody className={styles.body}>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={`skeleton-${index}`} className={styles.row} data-testid="skeleton-row">
                {columns.map((column, i) => (
                  <td key={column.key} className={cellClasses[i]}>
                    <span aria-hidden className={styles.skeletonItem} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr className={styles.row}>
              <td colSpan={columns.length} className={mergeClasses(styles.cell, styles.emptyCell)}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const highlighted = highlight?.(row) ?? false;
              return (
                <tr
                  key={rowKey(row)}
                  className={highlighted ? mergeClasses(styles.row, styles.highlighted) : styles.row}
                  aria-current={highlighted ? 'true' : undefined}
                >
                  {columns.map((column, i) => (
                    <td key={column.key} className={cellClasses[i]}>
                      {column.render(row, index)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * After the page changes, scrolls back to the table's top when it is above the view (on a phone the
 * pager is a screen below it), so the new page is read from its first row (behaviour §4.5).
 */
function useScrollToTopOnPage(page: number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (page === shown.current) return;
    shown.current = page;
    const table = ref.current;
    if (table && table.getBoundingClientRect().top < 0) table.scrollIntoView({ block: 'start' });
  }, [page]);
  return ref;
}
