import type { ReactNode } from 'react';
import {
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
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
  skeletonRows?: number;
  /** The one row shown when there is nothing to show (not loading, no rows). */
  empty: ReactNode;
  'aria-label': string;
  /** Rows to emphasise (the order the gateway just sent the user back for). */
  highlight?: (row: T) => boolean;
}

/**
 * How many skeleton rows a page of `limit` rows shows while it loads: one per row to come, at most
 * 20 (enough to reach past the fold), so the pager below the table does not jump when the rows
 * arrive (a layout shift Lighthouse counted on the lists).
 */
export const skeletonRowsFor = (limit: number) => Math.max(1, Math.min(limit, 20));

/** A Fluent table with skeleton rows while loading, an empty row, and columns hidden on small screens. */
export function DataTable<T>({ columns, rows, rowKey, loading, skeletonRows = 7, empty, highlight, ...rest }: DataTableProps<T>) {
  const styles = useDataTableStyles();
  const cellClass = (column: DataColumn<T>) =>
    mergeClasses(
      styles.cell,
      column.hideOnSmall && styles.hiddenOnSmall,
      column.kind === 'rowNumber' && styles.rowNumber,
      column.kind === 'action' && styles.action,
    );

  return (
    <div className={styles.wrapper}>
      <Table className={styles.table} size="small" aria-label={rest['aria-label']} aria-busy={loading}>
        <TableHeader>
          <TableRow className={styles.headerRow}>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} className={mergeClasses(styles.headerCell, cellClass(column), styles.headerWraps)}>
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <TableRow key={`skeleton-${index}`} className={styles.row} data-testid="skeleton-row">
                {columns.map((column) => (
                  <TableCell key={column.key} className={cellClass(column)}>
                    <Skeleton aria-hidden>
                      <SkeletonItem className={styles.skeletonItem} size={16} />
                    </Skeleton>
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} className={styles.emptyCell}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow
                key={rowKey(row)}
                className={mergeClasses(styles.row, highlight?.(row) && styles.highlighted)}
                aria-current={highlight?.(row) ? 'true' : undefined}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} className={cellClass(column)}>
                    {column.render(row, index)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
