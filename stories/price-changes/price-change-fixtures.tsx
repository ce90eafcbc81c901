import { Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../../src/app/ShellLayout';
import { PriceChangeListView, type PriceChangeListViewProps } from '../../src/features/price-changes/PriceChangeListView';
import { tehranStartOfDay, type JalaliDate } from '../../src/lib/jalali-days';
import { priceChangeListMachine } from '../../machines/price-change-list.machine';
import { boundsOf, DEFAULT_PRICE_CHANGE_QUERY } from '../../machines/price-change-list.query';
import type { Category, PriceChangeListContext, PriceChangeRow, PublishedImport } from '../../machines/price-change-list.types';

/** Stories are pinned to 15 Aban 1405 so the calendar and the A bound look the same every day. */
export const STORY_TODAY: JalaliDate = { jy: 1405, jm: 8, jd: 15 };

const makers = ['داروسازی رها', 'داروسازی اکتوور', 'سبحان انکولوژی', 'لابراتوارهای رازک', 'داروسازی حکیم'];
const drugs: Array<[string, string]> = [
  ['سدیم والپروات رها ۲۰۰ میلی‌گرم', 'سدیم والپروات ۲۰۰ میلی‌گرم قرص پیوسته رهش'],
  ['اسید فولیک سبحان ۱ میلی‌گرم', 'اسید فولیک ۱ میلی‌گرم قرص'],
  ['آموکسی‌سیلین ۵۰۰ میلی‌گرم', 'آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول'],
  ['انالاپریل اسوه ۱۰ میلی‌گرم', 'انالاپریل ۱۰ میلی‌گرم قرص'],
  ['کوئتیاپین اکتوور ۲۰۰ میلی‌گرم', 'کوئتیاپین ۲۰۰ میلی‌گرم قرص روکش‌دار'],
  ['استامینوفن ۵۰۰ میلی‌گرم', 'استامینوفن ۵۰۰ میلی‌گرم قرص'],
  ['متفورمین ۵۰۰ میلی‌گرم', 'متفورمین هیدروکلراید ۵۰۰ میلی‌گرم قرص'],
];

/** A page of price changes, newest first, one a day back from 14 Aban 1405 (some values empty, to show '-'). */
export function priceRows(category: Category, count = 15): PriceChangeRow[] {
  const newest = tehranStartOfDay({ jy: 1405, jm: 8, jd: 14 }) + 10 * 3_600_000;
  return Array.from({ length: count }, (_, i) => {
    const [brand, generic] = drugs[(i + (category === 'A' ? 0 : 3)) % drugs.length];
    return {
      _id: `${category.toLowerCase()}-${i + 1}`,
      brand_name_fa: brand,
      generic_name_fa: generic,
      maker: i % 6 === 5 ? null : makers[i % makers.length],
      price: i % 9 === 8 ? null : 12_500 * (i + 3) + (category === 'A' ? 0 : 7_000),
      // Most rose, every fourth fell, one had no earlier price.
      previousPrice: i === 6 ? null : Math.round((12_500 * (i + 3) + (category === 'A' ? 0 : 7_000)) / (i % 4 === 3 ? 0.92 : 1.125)),
      changedAt: new Date(newest - Math.floor(i / 2) * 86_400_000).toISOString(),
    };
  });
}

/** Two published imports of the official list, newest first. */
export const STORY_IMPORTS: PublishedImport[] = [
  {
    _id: '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b',
    file_name: 'fehrest-gheymat-1405-08-12.xlsx',
    publishedAt: '2026-11-03T07:10:00.000Z',
    effectiveAt: '2026-11-02T20:30:00.000Z',
  },
  {
    _id: '0a9b8c7d-6e5f-4a3b-9c1d-2e3f4a5b6c7d',
    file_name: 'price-list-a.csv',
    publishedAt: '2026-10-20T06:00:00.000Z',
    effectiveAt: null,
  },
];

/** A real price-change machine snapshot in a given state. */
export function priceChangeSnapshot(
  value: 'loading' | 'failed' | { loaded: 'rows' | 'empty' },
  category: Category,
  context: Partial<PriceChangeListContext> = {},
) {
  return priceChangeListMachine.resolveState({
    value,
    context: {
      category,
      query: DEFAULT_PRICE_CHANGE_QUERY,
      bounds: boundsOf(category, STORY_TODAY),
      exportAbsent: false,
      // Most stories show the list without the import filter; the filter's own story offers it.
      imports: { status: 'hidden', docs: [] },
      rows: [],
      totalDocs: 0,
      totalPages: 0,
      failure: null,
      ...context,
    },
  });
}

/** The screen inside the signed-in frame. Stories are static: events are logged, exports only pretend. */
export function PriceChangeStory(props: Omit<PriceChangeListViewProps, 'send' | 'today'>) {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <ShellLayout>
            <PriceChangeListView
              {...props}
              today={STORY_TODAY}
              send={(event) => console.info('price-change event', event)}
              onExport={async (format) => console.info('export', format)}
            />
          </ShellLayout>
        }
      />
    </Routes>
  );
}
