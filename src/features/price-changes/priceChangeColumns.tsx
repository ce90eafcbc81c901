import type { DataColumn } from '../../components/DataTable';
import { fa } from '../../i18n/fa';
import { formatJalaliDate } from '../../lib/jalali';
import { formatAmount } from '../../lib/money';
import { ActionLink, rowNumber, TextCell } from '../../components/ListCells';
import { PriceChangeBadge } from '../../components/PriceChangeBadge';
import type { Category, PriceChangeQuery, PriceChangeRow } from '../../../machines/price-change-list.types';

/**
 * The columns of price-change list A or B (behaviour §2), with the change beside the spec's price:
 * the previous price before it and the change in percent after it (behaviour §10.5).
 */
export function priceChangeColumns(
  category: Category,
  query: PriceChangeQuery,
  classes: { wrapHeading: string; price: string; changeUnder: string },
): DataColumn<PriceChangeRow>[] {
  const c = fa.priceChanges.columns;
  // Long headings break over two lines on phones instead of running into each other.
  const wrap = (text: string) => <span className={classes.wrapHeading}>{text}</span>;
  return [
    { key: 'row', header: c.row, kind: 'rowNumber', render: (_, index) => rowNumber(index, query) },
    { key: 'brand', header: c.brandName, render: (row) => <TextCell text={row.brand_name_fa} /> },
    { key: 'generic', header: c.genericName, render: (row) => <TextCell text={row.generic_name_fa} />, hideOnSmall: true },
    {
      key: 'maker',
      header: category === 'A' ? c.manufacturingFactory : c.producerCompany,
      render: (row) => <TextCell text={row.maker} company />,
      hideOnSmall: true,
    },
    {
      key: 'previous',
      header: wrap(c.previousPrice),
      render: (row) => <span className={classes.price}>{row.previousPrice === null ? fa.app.dash : formatAmount(row.previousPrice)}</span>,
      hideOnSmall: true,
    },
    {
      key: 'price',
      header: wrap(category === 'A' ? c.unitPrice : c.consumerPrice),
      render: (row) => (
        <>
          <span className={classes.price}>{row.price === null ? fa.app.dash : formatAmount(row.price)}</span>
          {/* On phones the change column is hidden: its figure goes under the price. */}
          {row.previousPrice !== null && (
            <PriceChangeBadge previous={row.previousPrice} current={row.price} className={classes.changeUnder} />
          )}
        </>
      ),
    },
    {
      key: 'change',
      header: c.change,
      render: (row) => <PriceChangeBadge previous={row.previousPrice} current={row.price} />,
      hideOnSmall: true,
    },
    { key: 'date', header: wrap(c.changeDate), render: (row) => (row.changedAt ? formatJalaliDate(row.changedAt) : fa.app.dash) },
    { key: 'action', kind: 'action', header: c.action, render: (row) => <ActionLink category={category} id={row._id} /> },
  ];
}
