import { Button } from '@fluentui/react-components';
import { Route, Routes } from 'react-router-dom';
import { medicineDetailMachine } from '../../machines/medicine-detail.machine';
import type { LoadedMedicine, MedicineDetailContext } from '../../machines/medicine-detail.types';
import { reportDialogMachine } from '../../machines/report-dialog.machine';
import type { ReportDialogContext } from '../../machines/report-dialog.types';
import { ShellLayout } from '../../src/app/ShellLayout';
import { DetailView, type DetailSnapshot } from '../../src/features/catalog/DetailView';
import { ReportDialog } from '../../src/features/catalog/ReportDialog';
import { EquivalentsView } from '../../src/features/catalog/EquivalentsCard';
import type { MedicineEquivalentsSnapshot } from '../../machines/medicine-equivalents.connect';
import { faMedicine } from '../../src/i18n/fa-medicine';

type DetailValue = 'loading' | 'notFound' | 'forbidden' | 'failed' | { loaded: 'idle' | 'chart' | 'photo' };

/** A real detail-machine snapshot in a given state. */
export function detailSnapshot(
  value: DetailValue,
  loaded: LoadedMedicine | null,
  context: Partial<MedicineDetailContext> = {},
): DetailSnapshot {
  return medicineDetailMachine.resolveState({
    value,
    context: {
      category: loaded?.category ?? 'A',
      medicineId: loaded?.medicine._id ?? 'a-1',
      loaded,
      failure: null,
      chart: null,
      photoOpen: false,
      photoMissing: false,
      ...context,
    },
  });
}

/** A real report-dialog snapshot in a given state. */
export function reportSnapshot(value: 'closed' | 'open' | 'sending', context: Partial<ReportDialogContext> = {}) {
  return reportDialogMachine.resolveState({
    value,
    context: { category: 'A', medicineId: 'a-1', title: '', report: '', failure: null, ...context },
  });
}

const log = (what: string) => (event: unknown) => console.info(what, event);

/**
 * A detail page inside the signed-in frame. Stories are static: events are logged. `report` is the
 * report dialog's snapshot (closed by default).
 */
export function DetailStory({
  snapshot,
  report = reportSnapshot('closed'),
  equivalents,
}: {
  snapshot: DetailSnapshot;
  report?: ReturnType<typeof reportSnapshot>;
  /** The equivalents card's snapshot (behaviour §10.3); no card without one. */
  equivalents?: MedicineEquivalentsSnapshot;
}) {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <ShellLayout>
            <DetailView
              snapshot={snapshot}
              send={log('detail event')}
              onClose={() => console.info('close')}
              equivalents={equivalents && <EquivalentsView snapshot={equivalents} send={log('equivalents event')} />}
              report={
                <>
                  <Button appearance="primary">{faMedicine.sendReport}</Button>
                  <ReportDialog snapshot={report} send={log('report event')} />
                </>
              }
            />
          </ShellLayout>
        }
      />
    </Routes>
  );
}

/** The phone viewport of the preview's settings. */
export const phone = { viewport: { value: 'phone', isRotated: false } };
