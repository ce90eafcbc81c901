import type { Schemas } from '../../src/api/client';
import type { Page, PageSize, PagingEvent, QueriedPageContext } from '../paging';

/** A ticket as the inbox lists it. */
export type OpsTicketSummary = Schemas['OpsTicketSummary'];

/** One page of a console list. */
export type OpsPage<TRow> = Page<TRow>;

/** What every console list asks for: a page of a size. */
export interface OpsListQuery {
  page: number;
  limit: PageSize;
}

export type OpsInboxContext = QueriedPageContext<OpsTicketSummary, OpsListQuery>;

export type OpsInboxEvent = PagingEvent;
