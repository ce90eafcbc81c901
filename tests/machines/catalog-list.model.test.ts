import { describe, expect, it } from 'vitest';

import { model } from '../../machines/model/catalog-list.walk';

describe('catalogue list machine model', () => {
  it('takes every transition of the definition', () => {
    expect(model.uncovered).toEqual([]);
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
  });

  it('reads as given/when/then', () => {
    const distinct = [...new Set(model.lines.map((line) => line.replace(/"page":\d+/g, '"page":n')))];
    expect(distinct).toMatchInlineSnapshot(`
      [
        "given failed, when FILTER.APPLY {"filters":{"genericCode":"123"}}, then loading",
        "given failed, when FILTER.CLEAR_ALL, then failed",
        "given failed, when FILTER.CLEAR_ALL, then loading",
        "given failed, when FILTER.REMOVE {"key":"genericCode"}, then failed",
        "given failed, when FILTER.REMOVE {"key":"genericCode"}, then loading",
        "given failed, when PAGE_SIZE.CHANGE {"limit":30}, then loading",
        "given failed, when RETRY, then loading",
        "given failed, when SEARCH.COMMIT, then failed",
        "given failed, when SEARCH.COMMIT, then loading",
        "given failed, when SEARCH.SUBMIT, then loading",
        "given failed, when SEARCH.TYPE {"text":"آموکسی"}, then failed",
        "given failed, when URL.CHANGED {"query":{"page":n,"limit":15,"search":"","filters":{}}}, then failed",
        "given failed, when URL.CHANGED {"query":{"page":n,"limit":15,"search":"","filters":{}}}, then loading",
        "given loaded.empty, when FILTER.APPLY {"filters":{"genericCode":"123"}}, then loading",
        "given loaded.empty, when FILTER.CLEAR_ALL, then loaded.empty",
        "given loaded.empty, when FILTER.CLEAR_ALL, then loading",
        "given loaded.empty, when FILTER.REMOVE {"key":"genericCode"}, then loaded.empty",
        "given loaded.empty, when FILTER.REMOVE {"key":"genericCode"}, then loading",
        "given loaded.empty, when PAGE.GOTO {"page":n}, then loading",
        "given loaded.empty, when PAGE.NEXT, then loaded.empty",
        "given loaded.empty, when PAGE.NEXT, then loading",
        "given loaded.empty, when PAGE.PREVIOUS, then loaded.empty",
        "given loaded.empty, when PAGE.PREVIOUS, then loading",
        "given loaded.empty, when PAGE_SIZE.CHANGE {"limit":30}, then loading",
        "given loaded.empty, when SEARCH.COMMIT, then loaded.empty",
        "given loaded.empty, when SEARCH.COMMIT, then loading",
        "given loaded.empty, when SEARCH.SUBMIT, then loading",
        "given loaded.empty, when SEARCH.TYPE {"text":"آموکسی"}, then loaded.empty",
        "given loaded.empty, when URL.CHANGED {"query":{"page":n,"limit":15,"search":"","filters":{}}}, then loaded.empty",
        "given loaded.empty, when URL.CHANGED {"query":{"page":n,"limit":15,"search":"","filters":{}}}, then loading",
        "given loaded.rows, when FILTER.APPLY {"filters":{"genericCode":"123"}}, then loading",
        "given loaded.rows, when FILTER.CLEAR_ALL, then loaded.rows",
        "given loaded.rows, when FILTER.CLEAR_ALL, then loading",
        "given loaded.rows, when FILTER.REMOVE {"key":"genericCode"}, then loaded.rows",
        "given loaded.rows, when FILTER.REMOVE {"key":"genericCode"}, then loading",
        "given loaded.rows, when PAGE.GOTO {"page":n}, then loading",
        "given loaded.rows, when PAGE.NEXT, then loaded.rows",
        "given loaded.rows, when PAGE.NEXT, then loading",
        "given loaded.rows, when PAGE.PREVIOUS, then loaded.rows",
        "given loaded.rows, when PAGE.PREVIOUS, then loading",
        "given loaded.rows, when PAGE_SIZE.CHANGE {"limit":30}, then loading",
        "given loaded.rows, when SEARCH.COMMIT, then loaded.rows",
        "given loaded.rows, when SEARCH.COMMIT, then loading",
        "given loaded.rows, when SEARCH.SUBMIT, then loading",
        "given loaded.rows, when SEARCH.TYPE {"text":"آموکسی"}, then loaded.rows",
        "given loaded.rows, when URL.CHANGED {"query":{"page":n,"limit":15,"search":"","filters":{}}}, then loaded.rows",
        "given loaded.rows, when URL.CHANGED {"query":{"page":n,"limit":15,"search":"","filters":{}}}, then loading",
        "given loading, when FILTER.APPLY {"filters":{"genericCode":"123"}}, then loading",
        "given loading, when FILTER.CLEAR_ALL, then loading",
        "given loading, when FILTER.REMOVE {"key":"genericCode"}, then loading",
        "given loading, when PAGE_SIZE.CHANGE {"limit":30}, then loading",
        "given loading, when SEARCH.COMMIT, then loading",
        "given loading, when SEARCH.SUBMIT, then loading",
        "given loading, when SEARCH.TYPE {"text":"آموکسی"}, then loading",
        "given loading, when URL.CHANGED {"query":{"page":n,"limit":15,"search":"","filters":{}}}, then loading",
        "given loading, when xstate.done.actor.fetchPage (0 rows of 0 pages), then loaded.empty",
        "given loading, when xstate.done.actor.fetchPage (0 rows of 3 pages), then loaded.empty",
        "given loading, when xstate.done.actor.fetchPage (0 rows of 3 pages), then loading",
        "given loading, when xstate.done.actor.fetchPage (2 rows of 3 pages), then loaded.rows",
        "given loading, when xstate.error.actor.fetchPage (forbidden), then failed",
        "given loading, when xstate.error.actor.fetchPage (server), then failed",
      ]
    `);
  });
});
