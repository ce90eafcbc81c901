import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsReportsActors } from '../../../../machines/ops/ops-reports.actors';
import { opsReportsMachine } from '../../../../machines/ops/ops-reports.machine';
import { api } from '../../../api/client';
import { opsReportsEffects } from './opsReportsEffects';
import { ReportsScreen } from './ReportsView';

/** Route /ops/reports: the reports machine with the app's client and toasts. */
export default function ReportsPage() {
  const [machine] = useState(() => opsReportsMachine.provide({ actors: opsReportsActors(api), actions: opsReportsEffects }));
  const actorRef = useActorRef(machine);
  return <ReportsScreen actorRef={actorRef} />;
}
