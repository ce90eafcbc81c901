import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { callAddition, isAdditionMissing } from '../../api/additions';
import { api, type ApiClient } from '../../api/client';
import { toFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { useAddressEffect } from '../../routes/useAddress';
import { usePagedListEffects } from '../../components/usePagedListEffects';
import { fa } from '../../i18n/fa';
import { tehranToday } from '../../lib/jalali-days';
import { priceChangeListActors } from '../../../machines/price-change-list.actors';
import { connectPriceChangeList } from '../../../machines/price-change-list.connect';
import { priceChangeListMachine } from '../../../machines/price-change-list.machine';
import { boundsOf, parsePriceChangeQuery } from '../../../machines/price-change-list.query';
import type { Category } from '../../../machines/price-change-list.types';
import { useReportAccess } from '../../components/session';
import { downloadPriceChanges } from './downloadExport';
import type { ExportFormat } from './ExportButtons';
import { PriceChangeListView } from './PriceChangeListView';

export interface PriceChangeListPageProps {
  category: Category;
  /** The API client; tests pass one with their own fetch. */
  client?: ApiClient;
  /** The clock (tests and stories fix it); today in Tehran is read from it once. */
  now?: () => Date;
  /** Told whether the subscription is valid after each load (the page sends it to the access gate). */
  onAccess?: (granted: boolean) => void;
}

/**
 * Runs the price-change list machine for one catalogue and wires it to the outside: the address
 * query (read at start and on back/forward, written through `syncUrl`), the notifier and the access
 * callback.
 */
export function PriceChangeListPage({ category, client, now = () => new Date(), onAccess }: PriceChangeListPageProps) {
  const { params: searchParams, effects, onAccessRef } = usePagedListEffects(onAccess, fa.priceChanges.pageNotFound);
  // Read once: the bounds and the marked day stay those of the moment the page opened.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read once (see above)
  const today = useMemo(() => tehranToday(now()), []);
  const bounds = useMemo(() => boundsOf(category, today), [category, today]);

  const machine = useMemo(
    () => priceChangeListMachine.provide({ actors: priceChangeListActors(client ?? api), actions: effects }),
    [client, effects],
  );
  const actor = useActorRef(machine, {
    input: {
      category,
      today,
      query: parsePriceChangeQuery(searchParams, bounds),
      exportAbsent: isAdditionMissing(client ?? api, 'export'),
    },
  });
  const snapshot = useSelector(actor, (state) => state);

  // Back/forward and pasted links: the address changed from outside (the machine ignores its own writes).
  useAddressEffect((params) => actor.send({ type: 'URL.CHANGED', query: parsePriceChangeQuery(params, bounds) }));

  const onExport = async (format: ExportFormat) => {
    try {
      const list = connectPriceChangeList(actor.getSnapshot(), actor.send);
      await callAddition(client ?? api, 'export', () => downloadPriceChanges(client ?? api, category, list.exportFilter, format));
    } catch (error) {
      const failure = toFailure(error);
      // The same access rule as the list: a 403 tells the gate. A backend without the export: the
      // buttons go, nothing is said (behaviour §10).
      if (failure.kind === 'absent') connectPriceChangeList(actor.getSnapshot(), actor.send).exportAbsent();
      else if (failure.kind === 'forbidden') onAccessRef.current?.(false);
      else notifier.failure(failure);
      throw error;
    }
  };

  return <PriceChangeListView snapshot={snapshot} send={actor.send} today={today} onExport={onExport} />;
}

/** The route of the category A or B price-change list (/medicineA/changedPrice, /medicineB/changedPrice). */
export default function PriceChangeListRoute({ category }: { category: Category }) {
  const reportAccess = useReportAccess();
  return <PriceChangeListPage key={category} category={category} onAccess={reportAccess} />;
}
