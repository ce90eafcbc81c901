import type { catalogListMachine } from './catalog-list.machine';
import { activeFilters } from './catalog-list.query';
import type { CatalogListEvent, FilterKey, Filters } from './catalog-list.types';
import { connectPaging } from './paging';
import { foldForSearch } from '../src/lib/fold';

export type CatalogListSnapshot = ReturnType<typeof catalogListMachine.transition>;

/** What a catalogue list screen reads from a snapshot of the list machine, and what it calls. */
export function connectCatalogList(snapshot: CatalogListSnapshot, send: (event: CatalogListEvent) => void) {
  const { category, query, searchText } = snapshot.context;
  const searched = foldForSearch(query.search);
  return {
    ...connectPaging(snapshot, send),
    category,
    /** The applied query (page, page size, search, filters), as the address says it. */
    query,
    /** What is in the search box now. */
    searchText,
    /** The applied filters as removable chips, in the dialog's order. */
    chips: activeFilters(category, query),
    /** A search that found nothing: its near spellings to offer (behaviour §2.5), each unlike the search itself. */
    suggestions:
      snapshot.matches({ loaded: 'empty' }) && searched
        ? snapshot.context.suggestions.filter((text) => foldForSearch(text) !== searched)
        : [],
    /** Runs a search at once (a suggestion taken): the box shows it and the list loads it. */
    searchFor: (text: string) => {
      send({ type: 'SEARCH.TYPE', text });
      send({ type: 'SEARCH.SUBMIT' });
    },
    typeSearch: (text: string) => send({ type: 'SEARCH.TYPE', text }),
    submitSearch: () => send({ type: 'SEARCH.SUBMIT' }),
    applyFilters: (filters: Filters) => send({ type: 'FILTER.APPLY', filters }),
    removeFilter: (key: FilterKey) => send({ type: 'FILTER.REMOVE', key }),
    clearFilters: () => send({ type: 'FILTER.CLEAR_ALL' }),
  };
}

export type CatalogListApi = ReturnType<typeof connectCatalogList>;
