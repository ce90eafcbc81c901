/** The medicine-detail machine's model: walked in node (`medicine-detail.model.test.ts`) and walked through the view in jsdom (`.paths.test.tsx`). */
import { medicineDetailMachine } from '../medicine-detail.machine';
import type { PriceKind } from '../medicine-detail.types';
import { ApiError, type ApiFailure } from '../../src/api/errors';
import { medicineA } from '../../stories/catalog/detail-fixtures';
import { lazyModelOf, type StepEvent, type ModelOptions } from './model';

export const failures: ApiFailure[] = [
  { kind: 'notFound', message: 'دارویی یافت نشد!' },
  { kind: 'forbidden', message: 'برای استفاده از اطلاعات دارویی باید اشتراک فعال داشته باشید.' },
  { kind: 'server', status: 500 },
  { kind: 'network' },
];
export const CHART: PriceKind = 'price_OA';

export const medicineDetailWalk: ModelOptions<typeof medicineDetailMachine> = {
  input: { category: 'A', medicineId: medicineA._id },
  events: [{ type: 'CHART.OPEN', kind: CHART }],
  outputs: { loadMedicine: [{ category: 'A', medicine: medicineA }] },
  errors: { loadMedicine: failures.map((failure) => new ApiError(failure)) },
  serializeState: (state) => JSON.stringify([state.value, state.context.failure?.kind ?? null]),
  describeEvent: (event: StepEvent) =>
    event.type === 'xstate.done.actor.loadMedicine'
      ? `${event.type} (${event.output.medicine._id})`
      : event.type === 'xstate.error.actor.loadMedicine'
        ? `${event.type} (${(event.error as ApiError).failure.kind})`
        : `${event.type}${'kind' in event ? ` ${event.kind}` : ''}`,
};

export const model = lazyModelOf(medicineDetailMachine, medicineDetailWalk);
