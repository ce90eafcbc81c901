import { lazy, Suspense, useState } from 'react';
import { Button, SearchBox } from '@fluentui/react-components';
import { FilterRegular, SearchRegular, TagMultipleRegular } from '@fluentui/react-icons';
import { CountBadge } from '../../components/CountBadge';
import { useOpenedOnce } from '../../components/lazyPage';
import { categoryLabel, PagedListFooter, PagedListPage, PagedTable, useDeferredTable } from '../../components/PagedList';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { fa } from '../../i18n/fa';
import { connectCatalogList, type CatalogListSnapshot } from '../../../machines/catalog-list.connect';
import type { CatalogListEvent } from '../../../machines/catalog-list.types';
import { FilterTags } from './FilterChips';
import { listColumns } from './listColumns';
import { SearchSuggestions } from './SearchSuggestions';
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
  const [dialogOpen, setDialogOpen] = useState(initialDialogOpen);
  const [drawerOpen, setDrawerOpen] = useState(initialDrawerOpen);
  const dialogWanted = useOpenedOnce(dialogOpen);
  const drawerWanted = useOpenedOnce(drawerOpen);
  const list = connectCatalogList(snapshot, send);
  const { category, query, searchText, chips } = list;
  const table = useDeferredTable(snapshot, (shown) => {
    const rows = connectCatalogList(shown, send);
    return (
      <PagedTable
        list={rows}
        label={`${fa.catalog.title} - ${categoryLabel(rows.category)}`}
        columns={listColumns(rows.category, rows.query)}
        emptyText={
          rows.suggestions.length > 0 ? (
            <SearchSuggestions suggestions={rows.suggestions} onSearch={rows.searchFor} />
          ) : (
            fa.catalog.noDrugFound
          )
        }
      />
    );
  });

  return (
    <PagedListPage section={fa.nav.drugInfo} title={fa.catalog.title} category={category} testId={`catalog-list-${category}`}>
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
            {chips.length > 0 && <CountBadge count={chips.length} tone="brand" data-testid="filter-count" />}
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

      <PagedListFooter list={list} pageSizeLabel={fa.catalog.pageSize} totalText={fa.catalog.totalDocs} />

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
    </PagedListPage>
  );
}
