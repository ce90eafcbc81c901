import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { api, type ApiClient } from '../../api/client';
import { useAddressEffect } from '../../routes/useAddress';
import { usePagedListEffects } from '../../components/usePagedListEffects';
import { fa } from '../../i18n/fa';
import { catalogListActors } from '../../../machines/catalog-list.actors';
import { catalogListMachine } from '../../../machines/catalog-list.machine';
import { parseListQuery } from '../../../machines/catalog-list.query';
import type { Category } from '../../../machines/catalog-list.types';
import { useReportAccess } from '../../components/session';
import { ListView } from './ListView';

export interface MedicineListPageProps {
  category: Category;
  /** The API client; tests pass one with its own fetch. */
  client?: ApiClient;
  /** Told whether the subscription is valid after each load (the page sends it to the access gate). */
  onAccess?: (granted: boolean) => void;
}

/**
 * Runs the list machine for one catalogue and wires it to the outside: the address query (read at
 * start and on back/forward, written through `syncUrl`), the notifier and the access callback.
 */
export function MedicineListPage({ category, client, onAccess }: MedicineListPageProps) {
  const { params: searchParams, effects } = usePagedListEffects(onAccess, fa.catalog.pageNotFound);
  const machine = useMemo(
    () => catalogListMachine.provide({ actors: catalogListActors(client ?? api), actions: effects }),
    [client, effects],
  );
  const actor = useActorRef(machine, { input: { category, query: parseListQuery(category, searchParams) } });
  const snapshot = useSelector(actor, (state) => state);

  // Back/forward and links: the address changed from outside (the machine ignores its own writes).
  useAddressEffect((params) => actor.send({ type: 'URL.CHANGED', query: parseListQuery(category, params) }));

  return <ListView snapshot={snapshot} send={actor.send} />;
}

/** The route of the category A or B list (/medicineA and /medicineB): the page, told the session's access gate. */
export default function MedicineListRoute({ category }: { category: Category }) {
  const reportAccess = useReportAccess();
  return <MedicineListPage key={category} category={category} onAccess={reportAccess} />;
}
