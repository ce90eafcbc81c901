import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, type ApiClient } from '../../api/client';
import { notifier } from '../../api/notifier';
import { useAccessGate, useAccessGateApi } from '../../components/session';
import { SubscriptionStatus } from '../../components/SubscriptionStatus';
import { checkoutLogic } from '../../../machines/checkout.actors';
import { packagesActors } from '../../../machines/packages.actors';
import { packagesMachine } from '../../../machines/packages.machine';
import type { PackagesTab } from '../../../machines/packages.types';
import { paths } from '../../routes/paths';
import { PackagesView } from './PackagesView';

export interface PackagesPageProps {
  tab: PackagesTab;
  /** The API client; tests pass one with its own fetch. */
  client?: ApiClient;
  /** Where 'payment' sends the browser (default `window.location.assign`); tests record it. */
  goToGateway?: (url: string) => void;
}

/**
 * Runs the packages machine and wires it to the outside: the route (tab and `?order=`), the notifier,
 * the browser's trip to the gateway and the access gate (a paid order lifts the subscription notice).
 */
export default function PackagesPage({ tab, client, goToGateway }: PackagesPageProps) {
  const [searchParams] = useSearchParams();
  const orderId = tab === 'history' ? searchParams.get('order') : null;
  const navigate = useNavigate();
  const gate = useAccessGate();
  const { subscription } = useAccessGateApi({ noticeFree: true });
  const leaveRef = useRef(goToGateway);
  leaveRef.current = goToGateway;

  const machine = useMemo(() => {
    const apiClient = client ?? api;
    return packagesMachine.provide({
      actors: {
        ...packagesActors(apiClient),
        checkout: checkoutLogic(apiClient, {
          goToGateway: (url) => (leaveRef.current ?? ((to: string) => window.location.assign(to)))(url),
          reportFailure: (failure) => notifier.failure(failure),
        }),
      },
      actions: {
        notifyAccess: () => gate.send({ type: 'ACCESS.GRANTED' }),
        showFailure: (_, { failure }) => notifier.failure(failure),
      },
    });
  }, [client, gate]);
  const actor = useActorRef(machine, { input: { tab, orderId } });
  const snapshot = useSelector(actor, (state) => state);

  // The router keeps this screen across the two tab routes: follow the route.
  const shown = useRef({ tab, orderId });
  useEffect(() => {
    if (shown.current.tab === tab && shown.current.orderId === orderId) return;
    shown.current = { tab, orderId };
    actor.send({ type: 'TAB.SHOW', tab, orderId });
  }, [actor, tab, orderId]);

  // Back from the gateway with the back button: the browser may restore this page as it was left
  // (buttons still waiting on the gateway), so show the tab afresh.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'TAB.SHOW', tab: shown.current.tab, orderId: shown.current.orderId });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  return (
    <PackagesView
      snapshot={snapshot}
      send={actor.send}
      onTab={(next) => navigate(next === 'buy' ? paths.packages.buy : paths.packages.history)}
      status={<SubscriptionStatus subscription={subscription} />}
    />
  );
}
