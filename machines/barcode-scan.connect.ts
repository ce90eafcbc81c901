import type { Gs1Date, Gs1Element, Gs1Pack } from '../src/lib/gs1';
import { gregorianDayOf } from '../src/lib/jalali';
import { tehranToday } from '../src/lib/jalali-days';
import type { barcodeScanMachine } from './barcode-scan.machine';
import type { BarcodeScanEvent, LabelLookup } from './barcode-scan.types';
import { leadOf, seriesPoints, type EntrySource } from './medicine-detail.connect';

/** Under this many days left, an expiry is near (behaviour §10.4). */
export const EXPIRY_WARNING_DAYS = 90;

/** How a label's expiry stands on the day it was read. */
export interface ExpiryStatus {
  date: Gs1Date;
  /** Whole days from that day to the expiry (negative once past). */
  daysLeft: number;
  tone: 'expired' | 'near' | 'ok';
}

/** The expiry's standing on the Tehran day of `at`: past is red, under 90 days amber. */
export function expiryStatus(date: Gs1Date, at: string): ExpiryStatus {
  const today = gregorianDayOf(tehranToday(new Date(at))).getTime();
  const daysLeft = Math.round((Date.UTC(date.year, date.month - 1, date.day) - today) / 86_400_000);
  return { date, daysLeft, tone: daysLeft < 0 ? 'expired' : daysLeft < EXPIRY_WARNING_DAYS ? 'near' : 'ok' };
}

/** The scan card of a label whose GTIN the catalogue has. */
export interface LabelCard {
  label: Gs1Pack;
  medicine: LabelLookup['medicine'];
  expiry: ExpiryStatus | null;
  /** Today's official price in rial (A's unit price, B's consumer price); null: «نامشخص». */
  price: number | null;
  /** Where that price came from (behaviour §10.12); undefined on a backend without provenance. */
  priceSource: EntrySource | undefined;
  /** Read from the device copy (offline): when that copy was brought up to date. */
  copyAt: string | null;
  /** The label's other known elements (beyond GTIN, batch, expiry, serial), shown as read. */
  others: Gs1Element[];
}

const SHOWN_APART = new Set(['01', '10', '17', '21']);

function cardOf(label: Gs1Pack, lookup: LabelLookup): LabelCard {
  const current = lookup.loaded ? seriesPoints(lookup.loaded, leadOf(lookup.loaded)).at(-1) : undefined;
  return {
    label,
    medicine: lookup.medicine,
    expiry: label.expiry ? expiryStatus(label.expiry, lookup.at) : null,
    price: current?.price ?? null,
    priceSource: current?.source,
    copyAt: lookup.copyAt,
    others: label.elements.filter((element) => !SHOWN_APART.has(element.ai)),
  };
}

export type BarcodeScanSnapshot = ReturnType<typeof barcodeScanMachine.transition>;

/** What the dialog says under the code box. */
export type ScanNotice =
  'invalid' | 'checkDigit' | 'labelInvalid' | 'notFound' | 'failed' | 'cameraDenied' | 'cameraUnavailable' | 'found' | null;

/** What the scan button and dialog read from a snapshot, and what they call. */
export function connectBarcodeScan(snapshot: BarcodeScanSnapshot, send: (event: BarcodeScanEvent) => void) {
  const { context } = snapshot;
  const inState = (state: string) => snapshot.matches({ open: state } as never);
  let notice: ScanNotice = null;
  if (inState('invalid')) notice = context.labelProblem ? 'labelInvalid' : context.problem === 'checkDigit' ? 'checkDigit' : 'invalid';
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
    /** Why the label could not be read (with `notice` 'labelInvalid'). */
    labelProblem: context.labelProblem,
    /** The scan card of a label whose drug the catalogue has. */
    card: inState('labelCard') && context.label && context.card ? cardOf(context.label, context.card) : null,
    /** A label whose GTIN the catalogue lacks: its fields, read, and the report offer. */
    unknownLabel:
      inState('labelUnknown') && context.label
        ? {
            label: context.label,
            expiry: context.label.expiry ? expiryStatus(context.label.expiry, new Date().toISOString()) : null,
            others: context.label.elements.filter((element) => !SHOWN_APART.has(element.ai)),
          }
        : null,
    report: () => send({ type: 'LABEL.REPORT' }),
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
