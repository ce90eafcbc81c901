import { useDeferredValue, useId, useMemo } from 'react';
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  mergeClasses,
  Tag,
  TagGroup,
  Text,
} from '@fluentui/react-components';
import { DataTable, skeletonRowsFor } from '../../components/DataTable';
import { JalaliRangePicker } from '../../components/JalaliRangePicker';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSizePicker } from '../../components/PageSizePicker';
import { Pager } from '../../components/Pager';
import { fa } from '../../i18n/fa';
import { formatDay, type JalaliDate } from '../../lib/jalali-days';
import { formatAmount } from '../../lib/money';
import { connectPriceChangeList, type PriceChangeListSnapshot } from '../../../machines/price-change-list.connect';
import type { PriceChangeListEvent } from '../../../machines/price-change-list.types';
import { ExportButtons, type ExportFormat } from './ExportButtons';
import { priceChangeColumns } from './priceChangeColumns';
import { usePriceChangeStyles } from './priceChanges.styles';

export type { PriceChangeListSnapshot };

export interface PriceChangeListViewProps {
  snapshot: PriceChangeListSnapshot;
  send: (event: PriceChangeListEvent) => void;
  /** Today in Tehran (the calendar marks it). */
  today: JalaliDate;
  /** Downloads the export of the applied range; absent in stories without a server. */
  onExport?: (format: ExportFormat) => Promise<void>;
  /** Stories: the picker as if typed or opened. */
  pickerText?: Partial<Record<'from' | 'to', string>>;
  pickerOpen?: 'from' | 'to';
}

/** A price-change list screen (A or B), rendered from its machine's snapshot. */
export function PriceChangeListView({ snapshot, send, today, onExport, pickerText, pickerOpen }: PriceChangeListViewProps) {
  const styles = usePriceChangeStyles();
  const titleId = useId();
  const list = connectPriceChangeList(snapshot, send);
  const { category, query, range, totalsKnown } = list;
  const categoryLabel = category === 'A' ? fa.nav.categoryA : fa.nav.categoryB;
  const title = category === 'A' ? fa.priceChanges.titleA : fa.priceChanges.titleB;
  // The table renders from the snapshot in the background, in slices, as the catalogue lists' does
  // (ListView): the range picker and the pager follow the current snapshot at once.
  const shown = useDeferredValue(snapshot);
  const table = useMemo(() => {
    const rows = connectPriceChangeList(shown, send);
    const label = rows.category === 'A' ? fa.nav.categoryA : fa.nav.categoryB;
    const heading = rows.category === 'A' ? fa.priceChanges.titleA : fa.priceChanges.titleB;
    return (
      <DataTable
        aria-label={`${heading} - ${label}`}
        columns={priceChangeColumns(rows.category, rows.query, styles)}
        rows={rows.rows}
        rowKey={(row) => row._id}
        loading={rows.loading}
        skeletonRows={skeletonRowsFor(rows.query.limit)}
        empty={rows.failed ? <LoadFailed failure={rows.failure} onRetry={rows.retry} /> : fa.priceChanges.noMedicineFound}
      />
    );
  }, [shown, send, styles]);
  const rangeText = [
    range.from && `${fa.priceChanges.fromDate} ${formatDay(range.from)}`,
    range.to && `${fa.priceChanges.toDate} ${formatDay(range.to)}`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid={`price-change-list-${category}`}>
      <header className={styles.heading}>
        <Breadcrumb aria-label={fa.nav.priceChanges} size="small">
          <BreadcrumbItem>
            <span className={styles.breadcrumbText}>{fa.nav.priceChanges}</span>
          </BreadcrumbItem>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton current>{categoryLabel}</BreadcrumbButton>
          </BreadcrumbItem>
        </Breadcrumb>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
      </header>

      <div className={styles.toolbar}>
        <JalaliRangePicker
          value={range}
          today={today}
          min={list.bounds.min}
          max={list.bounds.max}
          onChange={list.changeRange}
          onClear={list.clearRange}
          canClear={list.canClearRange}
          initialText={pickerText}
          initialOpen={pickerOpen}
        />
        {onExport && <ExportButtons disabled={!list.canExport} onExport={onExport} />}
      </div>

      {rangeText && (
        <div className={mergeClasses(styles.chips, styles.onlySmall)}>
          <TagGroup aria-label={fa.catalog.activeFilters} onDismiss={list.clearRange}>
            <Tag dismissible value="range" dismissIcon={{ 'aria-label': fa.priceChanges.removeFilter }} shape="circular" size="small">
              {rangeText}
            </Tag>
          </TagGroup>
        </div>
      )}

      {table}

      <div className={styles.footer}>
        <div className={styles.footerStart}>
          <div className={styles.hiddenOnSmall}>
            <PageSizePicker label={fa.priceChanges.pageSize} sizes={list.pageSizes} value={query.limit} onChange={list.changePageSize} />
          </div>
          <Text size={200} className={styles.total} data-testid="total-docs">
            {totalsKnown ? fa.priceChanges.totalDocs(formatAmount(list.totalDocs)) : ''}
          </Text>
        </div>
        <Pager
          page={query.page}
          totalPages={totalsKnown ? list.totalPages : null}
          canPrevious={list.canPrevious}
          canNext={list.canNext}
          canGoTo={list.canGoTo}
          onPrevious={list.previousPage}
          onNext={list.nextPage}
          onGoTo={list.goToPage}
        />
      </div>
    </section>
  );
}
