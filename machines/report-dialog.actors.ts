import { fromPromise } from 'xstate';
import type { ApiClient } from '../src/api/client';
import { deviceModule } from '../src/api/device';
import { ApiError, unwrap } from '../src/api/errors';
import type { ReportDraft } from './report-dialog.types';

/** The report dialog's actors over `client` (tests pass a client with their own fetch). */
export function reportDialogActors(client: ApiClient) {
  return {
    /**
     * Posts the report with `medicenID_A` or `medicenID_B` (spelt as the contract spells it) and
     * resolves to the server's message.
     */
    sendReport: fromPromise<string, ReportDraft>(async ({ input }) => {
      const drug = input.category === 'A' ? { medicenID_A: input.medicineId } : { medicenID_B: input.medicineId };
      const sent = { title: input.title, report: input.report, ...drug };
      try {
        return (await unwrap(client.POST('/report/v1/new_Report', { body: sent }))).message;
      } catch (error) {
        // No network: queued on the device and sent once when it returns (behaviour §10.15).
        if (!(error instanceof ApiError && error.failure.kind === 'network')) throw error;
        const queued = await deviceModule()
          .then((device) => device.queueOffline('report', sent))
          .catch(() => null);
        if (queued === null) throw error;
        return queued;
      }
    }),
  };
}
