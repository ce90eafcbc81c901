import { useId, useState } from 'react';
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Badge,
  Button,
  Input,
  mergeClasses,
  Text,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, FilterRegular, SearchRegular, TagMultipleRegular } from '@fluentui/react-icons';
import type { SnapshotFrom } from 'xstate';
import { DataTable } from '../../components/DataTable';
import { PageSizePicker } from '../../components/PageSizePicker';
import { Pager } from '../../components/Pager';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { formatAmount } from '../../lib/money';
import type { catalogListMachine } from '../../../machines/catalog-list.machine';
import { activeFilters } from '../../../machines/catalog-list.query';
import { PAGE_SIZES, type CatalogListEvent } from '../../../machines/catalog-list.types';
import { FilterDialog } from './FilterDialog';
import { FilterDrawer, FilterTags } from './FilterChips';
import { listColumns } from './listColumns';
import { useListStyles } from './list.styles';

export type CatalogListSnapshot = SnapshotFrom<typeof catalogListMachine>;

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
  const titleId = useId();
  const [dialogOpen, setDialogOpen] = useState(initialDialogOpen);
  const [drawerOpen, setDrawerOpen] = useState(initialDrawerOpen);
  const { category, query, searchText, rows, totalPages, totalDocs } = snapshot.context;
  const loading = snapshot.hasTag('loading');
  const failed = snapshot.hasTag('failed');
  const chips = activeFilters(category, query);
  const categoryLabel = category === 'A' ? fa.nav.categoryA : fa.nav.categoryB;

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
        <h1 id={titleId} className={styles.title}>{fa.catalog.title}</h1>
      </header>

      <div className={styles.toolbar}>
        <form
          className={styles.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SEARCH.SUBMIT' });
          }}
        >
          <Input
            className={styles.searchInput}
            type="search"
            aria-label={fa.catalog.search}
            placeholder={fa.catalog.searchPlaceholder}
            contentBefore={<SearchRegular aria-hidden />}
            value={searchText}
            onChange={(_, data) => send({ type: 'SEARCH.TYPE', text: data.value })}
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
          <FilterTags
            filters={chips}
            onRemove={(key) => send({ type: 'FILTER.REMOVE', key })}
            onClearAll={() => send({ type: 'FILTER.CLEAR_ALL' })}
          />
        </div>
      )}

      <DataTable
        aria-label={`${fa.catalog.title} - ${categoryLabel}`}
        columns={listColumns(category, query)}
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        skeletonRows={7}
        empty={
          failed ? (
            <div className={styles.emptyBox}>
              <Text>{fa.catalog.noDrugFound}</Text>
              <Button size="small" icon={<ArrowClockwiseRegular />} onClick={() => send({ type: 'RETRY' })}>
                {fa.catalog.retry}
              </Button>
            </div>
          ) : (
            fa.catalog.noDrugFound
          )
        }
      />

      <div className={styles.footer}>
        <div className={styles.footerStart}>
          <PageSizePicker
            label={fa.catalog.pageSize}
            sizes={PAGE_SIZES}
            value={query.limit}
            onChange={(limit) => send({ type: 'PAGE_SIZE.CHANGE', limit })}
          />
          <Text size={200} className={mergeClasses(styles.total)} data-testid="total-docs">
            {loading ? '' : fa.catalog.totalDocs(formatAmount(totalDocs))}
          </Text>
        </div>
        <Pager
          page={query.page}
          totalPages={totalPages}
          canPrevious={snapshot.can({ type: 'PAGE.PREVIOUS' })}
          canNext={snapshot.can({ type: 'PAGE.NEXT' })}
          canGoTo={snapshot.can({ type: 'PAGE.GOTO', page: 1 })}
          onPrevious={() => send({ type: 'PAGE.PREVIOUS' })}
          onNext={() => send({ type: 'PAGE.NEXT' })}
          onGoTo={(page) => send({ type: 'PAGE.GOTO', page })}
        />
      </div>

      <FilterDialog
        category={category}
        open={dialogOpen}
        filters={query.filters}
        onOpenChange={setDialogOpen}
        onApply={(filters) => {
          setDialogOpen(false);
          send({ type: 'FILTER.APPLY', filters });
        }}
      />
      <FilterDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        filters={chips}
        onRemove={(key) => send({ type: 'FILTER.REMOVE', key })}
        onClearAll={() => {
          setDrawerOpen(false);
          send({ type: 'FILTER.CLEAR_ALL' });
        }}
      />
    </section>
  );
}
