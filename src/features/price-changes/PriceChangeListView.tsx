import { mergeClasses, Tag, TagGroup } from '@fluentui/react-components';
import { JalaliRangePicker } from '../../components/JalaliRangePicker';
import { categoryLabel, PagedListFooter, PagedListPage, PagedTable, useDeferredTable } from '../../components/PagedList';
import { fa } from '../../i18n/fa';
import { formatDay, type JalaliDate } from '../../lib/jalali-days';
import { connectPriceChangeList, type PriceChangeListSnapshot } from '../../../machines/price-change-list.connect';
import type { PriceChangeListEvent } from '../../../machines/price-change-list.types';
import { ExportButtons, type ExportFormat } from './ExportButtons';
import { ImportFilter } from './ImportFilter';
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
  const list = connectPriceChangeList(snapshot, send);
  const { category, range } = list;
  const titleOf = (of: typeof category) => (of === 'A' ? fa.priceChanges.titleA : fa.priceChanges.titleB);
  const table = useDeferredTable(snapshot, (shown) => {
    const rows = connectPriceChangeList(shown, send);
    return (
      <PagedTable
        list={rows}
        label={`${titleOf(rows.category)} - ${categoryLabel(rows.category)}`}
        columns={priceChangeColumns(rows.category, rows.query, styles)}
        emptyText={fa.priceChanges.noMedicineFound}
      />
    );
  });
  const rangeText = [
    range.from && `${fa.priceChanges.fromDate} ${formatDay(range.from)}`,
    range.to && `${fa.priceChanges.toDate} ${formatDay(range.to)}`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <PagedListPage section={fa.nav.priceChanges} title={titleOf(category)} category={category} testId={`price-change-list-${category}`}>
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
        {list.importFilter && <ImportFilter {...list.importFilter} onChange={list.changeImport} />}
        {onExport && list.exportShown && <ExportButtons disabled={!list.canExport} onExport={onExport} />}
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

      <PagedListFooter list={list} pageSizeLabel={fa.priceChanges.pageSize} totalText={fa.priceChanges.totalDocs} pageSizeHiddenOnSmall />
    </PagedListPage>
  );
}
