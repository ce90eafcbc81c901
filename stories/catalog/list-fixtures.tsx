import { Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../../src/app/ShellLayout';
import type { MedicineAListItem, MedicineBListItem } from '../../src/api/client';
import { ListView, type ListViewProps } from '../../src/features/catalog/ListView';
import { catalogListMachine } from '../../machines/catalog-list.machine';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';
import type { CatalogListContext, Category, ListRow } from '../../machines/catalog-list.types';

const factories = ['داروسازی رها', 'داروسازی اکتوور', 'سبحان انکولوژی', 'لابراتوارهای رازک', 'داروسازی حکیم'];
const drugs: Array<[string, string, string, string]> = [
  ['سدیم والپروات رها ۲۰۰ میلی‌گرم', 'سدیم والپروات ۲۰۰ میلی‌گرم قرص پیوسته رهش', 'Sodium Valproate', 'Valproate Sodium'],
  ['اسید فولیک سبحان ۱ میلی‌گرم', 'اسید فولیک ۱ میلی‌گرم قرص', 'Folic Acid', 'Folic Acid'],
  ['آموکسی‌سیلین ۵۰۰ میلی‌گرم', 'آموکسی‌سیلین ۵۰۰ میلی‌گرم کپسول', 'Amoxicillin', 'Amoxicillin'],
  ['انالاپریل اسوه ۱۰ میلی‌گرم', 'انالاپریل ۱۰ میلی‌گرم قرص', 'Enalapril', 'Enalapril Maleate'],
  ['کوئتیاپین اکتوور ۲۰۰ میلی‌گرم', 'کوئتیاپین ۲۰۰ میلی‌گرم قرص روکش‌دار', 'Quetiapine', 'Quetiapine Fumarate'],
  ['استامینوفن ۵۰۰ میلی‌گرم', 'استامینوفن ۵۰۰ میلی‌گرم قرص', 'Acetaminophen', 'Paracetamol'],
  ['متفورمین ۵۰۰ میلی‌گرم', 'متفورمین هیدروکلراید ۵۰۰ میلی‌گرم قرص', 'Metformin', 'Metformin HCl'],
];

/** A page of category A rows (some values empty, to show '-'). */
export function rowsA(count = 15): MedicineAListItem[] {
  return Array.from({ length: count }, (_, i) => {
    const [brandFa, genericFa, brandLa, genericLa] = drugs[i % drugs.length];
    return {
      _id: `a-${i + 1}`,
      brand_name_fa: brandFa,
      brand_name_la: brandLa,
      generic_name_fa: genericFa,
      generic_name_la: genericLa,
      generic_code: String(10_000 + i * 37),
      manufacturing_factory: factories[i % factories.length],
      concessionaire: i % 6 === 5 ? null : factories[(i + 2) % factories.length],
    };
  });
}

/** A page of category B rows. */
export function rowsB(count = 15): MedicineBListItem[] {
  return Array.from({ length: count }, (_, i) => {
    const [brandFa, genericFa, brandLa, genericLa] = drugs[(i + 3) % drugs.length];
    return {
      _id: `b-${i + 1}`,
      brand_name_fa: brandFa,
      brand_name_la: brandLa,
      generic_name_fa: genericFa,
      generic_name_la: genericLa,
      generic_code: String(20_000 + i * 41),
      irc_code: String(1_234_567_890_123 + i),
      producer_company: factories[(i + 1) % factories.length],
      supplier_company: i % 4 === 3 ? '' : 'شرکت پخش هجرت',
    };
  });
}

/** A real list-machine snapshot in a given state. */
export function listSnapshot(
  value: 'loading' | 'failed' | { loaded: 'rows' | 'empty' },
  category: Category,
  context: Partial<CatalogListContext> = {},
) {
  const rows: ListRow[] = context.rows ?? [];
  return catalogListMachine.resolveState({
    value,
    context: {
      category,
      query: DEFAULT_QUERY,
      searchText: context.query?.search ?? '',
      suggestions: [],
      rows,
      totalDocs: 0,
      totalPages: 0,
      failure: null,
      ...context,
    },
  });
}

/** The list inside the signed-in frame, as the router shows it. Stories are static: events are logged. */
export function ListStory(props: Omit<ListViewProps, 'send'>) {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <ShellLayout>
            <ListView {...props} send={(event) => console.info('list event', event)} />
          </ShellLayout>
        }
      />
    </Routes>
  );
}
