import type { barcodeScanMachine } from './barcode-scan.machine';
import type { BarcodeScanEvent } from './barcode-scan.types';

export type BarcodeScanSnapshot = ReturnType<typeof barcodeScanMachine.transition>;

/** What the dialog says under the code box. */
export type ScanNotice = 'invalid' | 'checkDigit' | 'notFound' | 'failed' | 'cameraDenied' | 'cameraUnavailable' | 'found' | null;

/** What the scan button and dialog read from a snapshot, and what they call. */
export function connectBarcodeScan(snapshot: BarcodeScanSnapshot, send: (event: BarcodeScanEvent) => void) {
  const { context } = snapshot;
  const inState = (state: string) => snapshot.matches({ open: state } as never);
  let notice: ScanNotice = null;
  if (inState('invalid')) notice = context.problem === 'checkDigit' ? 'checkDigit' : 'invalid';
  else if (inState('notFound')) notice = 'notFound';
  else if (inState('failed')) notice = 'failed';
  else if (inState('cameraFailed')) notice = context.camera === 'denied' ? 'cameraDenied' : 'cameraUnavailable';
  else if (inState('found')) notice = 'found';
  return {
    /** The backend has the lookup (false once it answered that it has none): the button shows. */
    available: !snapshot.hasTag('absent'),
    open: snapshot.matches('open'),
    code: context.code,
    busy: snapshot.hasTag('busy'),
    /** The camera is on (starting or scanning): the view shows the video. */
    cameraOn: inState('camera'),
    cameraStarting: snapshot.hasTag('cameraStarting'),
    notice,
    failure: context.failure,
    found: inState('found') ? context.found : null,
    canSubmit: snapshot.can({ type: 'CODE.SUBMIT' }) && context.code.trim() !== '',
    canEdit: snapshot.can({ type: 'CODE.CHANGE', value: '' }),
    canStartCamera: snapshot.can({ type: 'CAMERA.START' }),
    openDialog: () => send({ type: 'SCAN.OPEN' }),
    close: () => send({ type: 'SCAN.CLOSE' }),
    changeCode: (value: string) => send({ type: 'CODE.CHANGE', value }),
    submit: () => send({ type: 'CODE.SUBMIT' }),
    startCamera: () => send({ type: 'CAMERA.START' }),
    stopCamera: () => send({ type: 'CAMERA.STOP' }),
  };
}

export type BarcodeScanApi = ReturnType<typeof connectBarcodeScan>;
