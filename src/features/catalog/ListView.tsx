import { lazy, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Badge,
  Button,
  SearchBox,
  mergeClasses,
  Text,
} from '@fluentui/react-components';
import { FilterRegular, SearchRegular, TagMultipleRegular } from '@fluentui/react-icons';
import { DataTable, skeletonRowsFor } from '../../components/DataTable';
import { LoadFailed } from '../../components/LoadFailed';
import { useOpenedOnce } from '../../components/lazyPage';
import { PageSizePicker } from '../../components/PageSizePicker';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { Pager } from '../../components/Pager';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { formatAmount } from '../../lib/money';
import { connectCatalogList, type CatalogListSnapshot } from '../../../machines/catalog-list.connect';
import type { CatalogListEvent } from '../../../machines/catalog-list.types';
import { FilterTags } from './FilterChips';
import { listColumns } from './listColumns';
import { useListStyles } from './list.styles';

export type { CatalogListSnapshot };

// The filter dialog and the chips' side panel (Fluent's dialog, drawer, motion and focus-trap code)
// load when first opened, not with the list.
const FilterDialog = lazy(() => import('./FilterDialog').then((m) => ({ default: m.FilterDialog })));
const FilterDrawer = lazy(() => import('./FilterDrawer').then((m) => ({ default: m.FilterDrawer })));

export interface ListViewProps {
  snapshot: CatalogListSnapshot;
  send: (event: CatalogListEvent) => void;
  /** Stories open the dialog or the side panel from the start. */
  initialDialogOpen?: boolean;
  initialDrawerOpen?: boolean;
}

/** A catalogue list screen, rendered from the list machine's snapshot. */
export function ListView({ snapshot, send, initialDialogOpen = false, initialDrawerOpen = false }: ListViewProps) {
  const styles = useListStyles();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const titleId = useId();
  const [dialogOpen, setDialogOpen] = useState(initialDialogOpen);
  const [drawerOpen, setDrawerOpen] = useState(initialDrawerOpen);
  const dialogWanted = useOpenedOnce(dialogOpen);
  const drawerWanted = useOpenedOnce(drawerOpen);
  const list = connectCatalogList(snapshot, send);
  const { category, query, searchText, totalPages, totalDocs, chips, totalsKnown } = list;
  const categoryLabel = category === 'A' ? fa.nav.categoryA : fa.nav.categoryB;
  // The table renders from the snapshot in the background (a deferred value), in slices: a loaded
  // page of rows in one task was the list's largest blocking task (behaviour §11.2). The search box, the
  // filters and the pager render from the current snapshot at once; until the table's render is
  // done, the table shows the state before (React keeps the same element, so nothing re-renders).
  const shown = useDeferredValue(snapshot);
  const table = useMemo(() => {
    const rows = connectCatalogList(shown, send);
    const label = rows.category === 'A' ? fa.nav.categoryA : fa.nav.categoryB;
    return (
      <DataTable
        aria-label={`${fa.catalog.title} - ${label}`}
        columns={listColumns(rows.category, rows.query)}
        rows={rows.rows}
        rowKey={(row) => row._id}
        loading={rows.loading}
        skeletonRows={skeletonRowsFor(rows.query.limit)}
        empty={rows.failed ? <LoadFailed failure={rows.failure} onRetry={rows.retry} /> : fa.catalog.noDrugFound}
      />
    );
  }, [shown, send]);

  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid={`catalog-list-${category}`}>
      <header className={styles.heading}>
        <Breadcrumb aria-label={fa.nav.drugInfo} size="small">
          <BreadcrumbItem>
            <span className={styles.breadcrumbText}>{fa.nav.drugInfo}</span>
          </BreadcrumbItem>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton current>{categoryLabel}</BreadcrumbButton>
          </BreadcrumbItem>
        </Breadcrumb>
        <h1 id={titleId} className={styles.title}>
          {fa.catalog.title}
        </h1>
      </header>

      <div className={styles.toolbar}>
        <form
          className={styles.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            list.submitSearch();
          }}
        >
          {/* Fluent's search box: its own clear button in the theme (not the browser's blue one). */}
          <SearchBox
            className={styles.searchInput}
            aria-label={fa.catalog.search}
            placeholder={small ? fa.catalog.searchPlaceholderShort : fa.catalog.searchPlaceholder}
            contentBefore={<SearchRegular aria-hidden />}
            dismiss={{ 'aria-label': fa.catalog.clearSearch, title: fa.catalog.clearSearch }}
            value={searchText}
            onChange={(_, data) => list.typeSearch(data.value)}
          />
          <Button type="submit" appearance="primary">
            {fa.catalog.search}
          </Button>
        </form>
        <div className={styles.filterButtons}>
          <Button icon={<FilterRegular />} onClick={() => setDialogOpen(true)}>
            {fa.catalog.searchFilter}
            {chips.length > 0 && (
              <Badge size="small" shape="circular" appearance="filled" color="brand" className={styles.badge} data-testid="filter-count">
                {toPersianDigits(chips.length)}
              </Badge>
            )}
          </Button>
          <Button className={styles.onlySmall} icon={<TagMultipleRegular />} onClick={() => setDrawerOpen(true)}>
            {fa.catalog.showFilters}
          </Button>
        </div>
      </div>

      {chips.length > 0 && (
        <div className={styles.chips}>
          <FilterTags filters={chips} onRemove={list.removeFilter} onClearAll={list.clearFilters} />
        </div>
      )}

      {table}

      <div className={styles.footer}>
        <div className={styles.footerStart}>
          <PageSizePicker label={fa.catalog.pageSize} sizes={list.pageSizes} value={query.limit} onChange={list.changePageSize} />
          <Text size={200} className={mergeClasses(styles.total)} data-testid="total-docs">
            {totalsKnown ? fa.catalog.totalDocs(formatAmount(totalDocs)) : ''}
          </Text>
        </div>
        <Pager
          page={query.page}
          totalPages={totalsKnown ? totalPages : null}
          canPrevious={list.canPrevious}
          canNext={list.canNext}
          canGoTo={list.canGoTo}
          onPrevious={list.previousPage}
          onNext={list.nextPage}
          onGoTo={list.goToPage}
        />
      </div>

      <Suspense fallback={null}>
        {dialogWanted && (
          <FilterDialog
            category={category}
            open={dialogOpen}
            filters={query.filters}
            onOpenChange={setDialogOpen}
            onApply={(filters) => {
              setDialogOpen(false);
              list.applyFilters(filters);
            }}
          />
        )}
        {drawerWanted && (
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            filters={chips}
            onRemove={list.removeFilter}
            onClearAll={() => {
              setDrawerOpen(false);
              list.clearFilters();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
