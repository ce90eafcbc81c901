import { useMachine } from '@xstate/react';
import { isAdditionMissing, markAdditionMissing } from '../../api/additions';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { medicineDetailActors } from '../../../machines/medicine-detail.actors';
import { medicineDetailMachine } from '../../../machines/medicine-detail.machine';
import type { Category } from '../../../machines/medicine-detail.types';
import type { medicineEquivalentsMachine } from '../../../machines/medicine-equivalents.machine';
import type { myReportsMachine } from '../../../machines/my-reports.machine';
import type { reportDialogMachine } from '../../../machines/report-dialog.machine';
import { bootDetail } from '../../api/boot';
import { api } from '../../api/client';
import { notifier } from '../../api/notifier';
import { useReportAccess } from '../../components/session';
import { DetailView } from './DetailView';
import { BootDetailTitle } from '../../components/DetailTitleBar';
import { EquivalentsCard } from './EquivalentsCard';
import { MyReportsCard } from './MyReportsCard';
import { ReportButton } from './ReportDialog';
import { catalogPaths } from '../../routes/paths';
import { prepareTehranTime } from '../../lib/jalali';
import { yieldToBrowser } from '../../lib/slices';

// The detail's dates need the Tehran formatters: made in a task of their own once this screen's code
// has loaded, before its first render (the router's own task and the render come after).
void yieldToBrowser().then(prepareTehranTime);

export interface DetailPageProps {
  category: Category;
  medicineId: string;
  /** Tells the access gate whether the drug could be read (403 → denied). */
  onAccess: (granted: boolean) => void;
  onClose: () => void;
  onOpenRelated?: (href: string) => void;
  /** The detail machine with its actors: the app's client by default; tests pass their own. */
  machine?: typeof medicineDetailMachine;
  reportMachine?: typeof reportDialogMachine;
  /** The equivalents card's machine (behaviour §10.3); the app's by default. */
  equivalentsMachine?: typeof medicineEquivalentsMachine;
  /** The "your reports on this drug" card's machine (behaviour §10.10); the app's by default. */
  myReportsMachine?: typeof myReportsMachine;
  /** Shown above the spinner while the drug loads. */
  pending?: ReactNode;
}

/** The detail machine as the app runs it: its actor calls the API through the one client. */
export const appMedicineDetailMachine = medicineDetailMachine.provide({ actors: medicineDetailActors(api) });

/** The detail page: runs the detail machine for one drug and renders its view; no router, no gate (the route wires those). */
export function DetailPage({
  category,
  medicineId,
  onAccess,
  onClose,
  onOpenRelated,
  machine = appMedicineDetailMachine,
  reportMachine,
  equivalentsMachine,
  myReportsMachine,
  pending,
}: DetailPageProps) {
  const logic = useMemo(
    () =>
      machine.provide({
        actions: {
          notifyAccess: (_, params: { granted: boolean }) => onAccess(params.granted),
          showFailure: (_, params) => notifier.failure(params.failure),
          // Remembered per detail machine: the app's one machine makes it the session's (tests pass their own).
          rememberPhotosMissing: () => markAdditionMissing(machine, 'photos'),
        },
      }),
    // The machine is created once per page; a changing callback must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first `onAccess` is kept on purpose (see above)
    [machine],
  );
  const [snapshot, send] = useMachine(logic, { input: { category, medicineId, photosMissing: isAdditionMissing(machine, 'photos') } });
  // The machine's store updates render at once, in one task; the loaded page (dozens of cards, buttons
  // and tooltips) is rendered in the background instead, in slices, so it never blocks the page for
  // long (behaviour §11.2: total blocking time). Until then the previous state stays on screen.
  const shown = useDeferredValue(snapshot);
  return (
    <DetailView
      snapshot={shown}
      pending={pending}
      send={send}
      onClose={onClose}
      onOpenRelated={onOpenRelated}
      report={<ReportButton category={category} medicineId={medicineId} machine={reportMachine} />}
      equivalents={
        <>
          <MyReportsCard category={category} medicineId={medicineId} machine={myReportsMachine} />
          <EquivalentsCard category={category} medicineId={medicineId} onOpen={onOpenRelated} machine={equivalentsMachine} />
        </>
      }
    />
  );
}

/**
 * The route `/medicine-A/:medicineId` or `/medicine-B/:medicineId`. 'بستن' goes back one step, or to
 * the list when the tab has no history (lists open details in a new tab). A pasted address loads the
 * app afresh, so the step back is then in the tab's history, not the router's.
 */
export function DetailRoute({ category }: { category: Category }) {
  const { medicineId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const reportAccess = useReportAccess();
  // The title bar index.html's first paint drew for this address stays while the drug loads (and while
  // its render in the background finishes), so the name does not blink out.
  const drawn = bootDetail(location.pathname);
  const close = () => {
    if (location.key !== 'default') navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate(catalogPaths(category).list);
  };
  return (
    <DetailPage
      key={`${category}/${medicineId}`}
      category={category}
      medicineId={medicineId}
      onAccess={reportAccess}
      onClose={close}
      onOpenRelated={(href) => navigate(href)}
      pending={drawn && <BootDetailTitle detail={drawn} />}
    />
  );
}
