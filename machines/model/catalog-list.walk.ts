/** The catalog-list machine's model: walked in node (`catalog-list.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { type EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { catalogListMachine } from '../catalog-list.machine';
import { DEFAULT_QUERY } from '../catalog-list.query';
import type { CatalogListContext, CatalogListEvent, CatalogListInput, ListPage } from '../catalog-list.types';
import { lazyModelOf, type ModelOptions } from './model';

export function row(id: string, name: string) {
  return {
    _id: id,
    brand_name_fa: name,
    brand_name_la: `Brand ${id}`,
    generic_name_fa: `ژنریک ${name}`,
    generic_name_la: `Generic ${id}`,
    generic_code: '12345',
    manufacturing_factory: 'داروسازی نمونه',
    concessionaire: null,
    irc_code: '1234567890',
    producer_company: 'تولیدی نمونه',
    supplier_company: '',
  };
}

export const PAGE_OF_ROWS: ListPage = { rows: [row('m1', 'آموکسی‌سیلین'), row('m2', 'استامینوفن')], totalDocs: 40, totalPages: 3 };
export const NO_ROWS: ListPage = { rows: [], totalDocs: 0, totalPages: 0 };
/** What the server answers for a page past the last one. */
export const PAST_END: ListPage = { rows: [], totalDocs: 40, totalPages: 3 };
export const FORBIDDEN = new ApiError({ kind: 'forbidden', message: 'اشتراک ندارید' });
export const SERVER_DOWN = new ApiError({ kind: 'server', status: 500 });

export const inputs: CatalogListInput[] = [
  { category: 'A', query: DEFAULT_QUERY },
  { category: 'B', query: DEFAULT_QUERY },
];
export const events: CatalogListEvent[] = [
  { type: 'PAGE.GOTO', page: 2 },
  { type: 'PAGE.GOTO', page: 9 },
  { type: 'PAGE_SIZE.CHANGE', limit: 30 },
  { type: 'SEARCH.TYPE', text: 'آموکسی' },
  { type: 'FILTER.APPLY', filters: { genericCode: '123' } },
  { type: 'FILTER.REMOVE', key: 'genericCode' },
  { type: 'URL.CHANGED', query: { ...DEFAULT_QUERY, page: 4 } },
];

export const catalogListWalk: ModelOptions<typeof catalogListMachine> = {
  inputs,
  events,
  outputs: { fetchPage: [PAGE_OF_ROWS, NO_ROWS, PAST_END] },
  errors: { fetchPage: [FORBIDDEN, SERVER_DOWN] },
  // The vertex: the state and everything the screen shows (the fixture rows aside).
  serializeState: (state) => {
    const c = state.context as CatalogListContext;
    return JSON.stringify([state.value, c.query, c.searchText, c.totalPages, c.rows.length, c.failure?.kind]);
  },
  describeEvent: (event) => {
    const { type, ...rest } = event as EventObject & Record<string, unknown>;
    if (type === 'xstate.done.actor.fetchPage') {
      const output = rest.output as ListPage;
      return `${type} (${output.rows.length} rows of ${output.totalPages} pages)`;
    }
    if (type === 'xstate.error.actor.fetchPage') return `${type} (${(rest.error as ApiError).failure.kind})`;
    return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
  },
};

export const model = lazyModelOf(catalogListMachine, catalogListWalk);
