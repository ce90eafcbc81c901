import { useDeferredValue, useId, useMemo, useRef, type ReactNode } from 'react';
import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, Text } from '@fluentui/react-components';
import type { PageSize, PagingApi } from '../../machines/paging';
import { fa } from '../i18n/fa';
import { formatAmount } from '../lib/money';
import { DataTable, type DataColumn } from './DataTable';
import { LoadFailed } from './LoadFailed';
import { PageSizePicker } from './PageSizePicker';
import { Pager } from './Pager';
import { usePagedListStyles } from './PagedList.styles';

/** What the paged list pieces read of a list's connect(): the paging, and the query's page and size. */
type PagedList<TRow> = PagingApi<TRow> & { query: { page: number; limit: PageSize } };

/** A paged list's page: the breadcrumb (the menu section, then the category), the title, then `children`. */
export function PagedListPage({
  section,
  title,
  category,
  testId,
  children,
}: {
  section: string;
  title: string;
  category: 'A' | 'B';
  testId: string;
  children: ReactNode;
}) {
  const styles = usePagedListStyles();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid={testId}>
      <header className={styles.heading}>
        <Breadcrumb aria-label={section} size="small">
          <BreadcrumbItem>
            <span className={styles.breadcrumbText}>{section}</span>
          </BreadcrumbItem>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton current>{categoryLabel(category)}</BreadcrumbButton>
          </BreadcrumbItem>
        </Breadcrumb>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
      </header>
      {children}
    </section>
  );
}

export const categoryLabel = (category: 'A' | 'B') => (category === 'A' ? fa.nav.categoryA : fa.nav.categoryB);

/**
 * The table renders from the snapshot in the background (a deferred value), in slices: a loaded page
 * of rows in one task was the list's largest blocking task. The rest of the page renders from the
 * current snapshot at once; until the table's render is done, the table shows the state before
 * (React keeps the same element, so nothing re-renders).
 */
export function useDeferredTable<TSnapshot>(snapshot: TSnapshot, render: (shown: TSnapshot) => ReactNode): ReactNode {
  const shown = useDeferredValue(snapshot);
  const renderRef = useRef(render);
  renderRef.current = render;
  return useMemo(() => renderRef.current(shown), [shown]);
}

/**
 * A list's page of rows: seven skeleton rows while it loads (the table keeps a page's height), the
 * empty text, or the failure with 'try again'.
 */
export function PagedTable<TRow extends { _id: string }>({
  list,
  label,
  columns,
  emptyText,
}: {
  list: PagedList<TRow>;
  label: string;
  columns: DataColumn<TRow>[];
  emptyText: ReactNode;
}) {
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={list.rows}
      rowKey={(row) => row._id}
      loading={list.loading}
      reservedRows={list.query.limit}
      page={list.query.page}
      empty={list.failed ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : emptyText}
    />
  );
}

/** Under the table: the page size and the total (once known), and the pager. */
export function PagedListFooter<TRow>({
  list,
  pageSizeLabel,
  totalText,
  pageSizeHiddenOnSmall = false,
}: {
  list: PagedList<TRow>;
  pageSizeLabel: string;
  totalText: (count: string) => string;
  pageSizeHiddenOnSmall?: boolean;
}) {
  const styles = usePagedListStyles();
  const picker = <PageSizePicker label={pageSizeLabel} sizes={list.pageSizes} value={list.query.limit} onChange={list.changePageSize} />;
  return (
    <div className={styles.footer}>
      <div className={styles.footerStart}>
        {pageSizeHiddenOnSmall ? <div className={styles.hiddenOnSmall}>{picker}</div> : picker}
        <Text size={200} className={styles.total} data-testid="total-docs">
          {list.totalsKnown ? totalText(formatAmount(list.totalDocs)) : ''}
        </Text>
      </div>
      <Pager
        page={list.query.page}
        totalPages={list.totalsKnown ? list.totalPages : null}
        canPrevious={list.canPrevious}
        canNext={list.canNext}
        canGoTo={list.canGoTo}
        onPrevious={list.previousPage}
        onNext={list.nextPage}
        onGoTo={list.goToPage}
      />
    </div>
  );
}
