import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { barcodeScanActors } from '../../../machines/barcode-scan.actors';
import { connectBarcodeScan } from '../../../machines/barcode-scan.connect';
import { barcodeScanMachine } from '../../../machines/barcode-scan.machine';
import type { CameraScanner } from '../../../machines/barcode-scan.types';
import { api, type ApiClient } from '../../api/client';
import { faLabel } from '../../i18n/fa-label';
import { bracketed } from '../../lib/gs1';
import { catalogPaths, paths } from '../../routes/paths';
import { createCameraScanner } from './cameraScanner';
import { ScanDialog } from './ScanDialog';

export interface ScanButtonProps {
  /** Tests pass their own client and camera; the app's by default. */
  client?: ApiClient;
  camera?: CameraScanner;
  /** Opens the dialog each time it grows (the header's own button counts its clicks). */
  openRequests?: number;
  /** Renders the dialog's own button; off when the header shows one. */
  trigger?: boolean;
  /** Told once the backend turned out to have no lookup (the machine's `absent`): the header drops its button. */
  onAbsent?: () => void;
}

/** The header's barcode button: runs the scan machine; a hit opens the drug's page and closes the dialog. */
export function ScanButton({ client = api, camera, openRequests = 0, trigger = true, onAbsent }: ScanButtonProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const logic = useMemo(
    () =>
      barcodeScanMachine.provide({
        actors: barcodeScanActors(client, camera ?? createCameraScanner(() => videoRef.current)),
        actions: {
          openMedicine: (_, { medicine }) => navigate(catalogPaths(medicine.category).detail(medicine._id)),
          // A label the catalogue lacks: a new report on the reports page, filled in with what it says.
          openReport: (_, { label }) =>
            navigate(paths.tickets, {
              state: {
                draft: {
                  title: faLabel.card.reportTitle(label.gtin),
                  report: faLabel.card.reportText(bracketed([...label.elements, ...label.unknown])),
                },
              },
            }),
        },
      }),
    // One machine for the header's life; `navigate` is stable within the router.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first client/camera are kept on purpose
    [],
  );
  const [snapshot, send] = useMachine(logic);
  // The dialog belongs to the page it was opened on: a new page (the hit's detail page) closes it.
  useEffect(() => {
    send({ type: 'SCAN.CLOSE' });
  }, [pathname, send]);
  useEffect(() => {
    if (openRequests > 0) send({ type: 'SCAN.OPEN' });
  }, [openRequests, send]);
  const absent = !connectBarcodeScan(snapshot, send).available;
  useEffect(() => {
    if (absent) onAbsent?.();
  }, [absent, onAbsent]);
  return <ScanDialog snapshot={snapshot} send={send} videoRef={videoRef} trigger={trigger} />;
}
