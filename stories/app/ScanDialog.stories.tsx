import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from '../../src/app/AppHeader';
import { ScanDialog } from '../../src/components/scan/ScanDialog';
import { gateSnapshots, type AppStoryParameters } from './gate-snapshots';
import {
  GTIN,
  GTIN_TOO_SHORT,
  GTIN_WRONG_CHECK,
  LABEL,
  LABEL_BAD,
  expiredLabel,
  foundMedicine,
  label,
  labelLookup,
  nearLabel,
  scanSnapshot,
} from './scan-fixtures';

/** The header's barcode dialog (behaviour §10.4): one story per state of machines/barcode-scan. */
const meta = { title: 'App/Scan dialog', parameters: { route: '/medicineA', signedIn: true } } satisfies Meta;
export default meta;

const log = (event: unknown) => console.info('scan event', event);
const story = (snapshot: ReturnType<typeof scanSnapshot>): StoryObj => ({ render: () => <ScanDialog snapshot={snapshot} send={log} /> });

/** Closed: the button in the header (its own machine, in its initial state). */
export const Closed: StoryObj = {
  render: () => <AppHeader />,
  parameters: { gate: gateSnapshots.signedIn } satisfies AppStoryParameters,
};
export const Idle = story(scanSnapshot({ open: 'idle' }));
export const Typing = story(scanSnapshot({ open: 'typing' }, { code: GTIN }));
export const InvalidLength = story(scanSnapshot({ open: 'invalid' }, { code: GTIN_TOO_SHORT, problem: 'format' }));
export const InvalidCheckDigit = story(scanSnapshot({ open: 'invalid' }, { code: GTIN_WRONG_CHECK, problem: 'checkDigit' }));
export const CameraStarting = story(scanSnapshot({ open: { camera: 'starting' } }));
export const Scanning = story(scanSnapshot({ open: { camera: 'scanning' } }));
export const CameraDenied = story(scanSnapshot({ open: 'cameraFailed' }, { camera: 'denied' }));
export const CameraUnavailable = story(scanSnapshot({ open: 'cameraFailed' }, { camera: 'unavailable' }));
export const LookingUp = story(scanSnapshot({ open: 'lookingUp' }, { code: GTIN }));
export const Found = story(scanSnapshot({ open: 'found' }, { code: GTIN, found: foundMedicine }));
export const NotFound = story(
  scanSnapshot({ open: 'notFound' }, { code: GTIN, failure: { kind: 'notFound', message: 'دارویی با این بارکد یافت نشد.' } }),
);
export const Failed = story(scanSnapshot({ open: 'failed' }, { code: GTIN, failure: { kind: 'network' } }));
/**
 * A backend without the lookup (behaviour §10): a code and a non-code both answered 404. No button
 * and no dialog: the header shows the rest of itself, nothing is said (behaviour §10).
 */
export const Absent: StoryObj = {
  render: () => (
    <>
      <ScanDialog snapshot={scanSnapshot('absent')} send={log} />
      <p lang="en" dir="ltr">
        absent: the dialog and its button render nothing.
      </p>
    </>
  ),
};
export const TypingPhone: StoryObj = {
  ...story(scanSnapshot({ open: 'typing' }, { code: GTIN })),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const phone = { viewport: { value: 'phone', isRotated: false } };
/** A pack's label typed or pasted in its bracketed form, before Enter. */
export const TypingLabel = story(scanSnapshot({ open: 'typing' }, { code: LABEL }));
/** A label whose expiry is no date: the parser's Persian reason. */
export const InvalidLabel = story(scanSnapshot({ open: 'invalid' }, { code: LABEL_BAD, labelProblem: { kind: 'date', ai: '17' } }));
export const ReadingLabel = story(scanSnapshot({ open: 'readingLabel' }, { code: LABEL, label }));
/** The scan card: the drug, batch, expiry years away, serial, today's price and its source. */
export const LabelCard = story(scanSnapshot({ open: 'labelCard' }, { code: LABEL, label, card: labelLookup }));
export const LabelCardPhone: StoryObj = { ...LabelCard, globals: phone };
/** An expired pack: the expiry in red, the days since. */
export const LabelCardExpired = story(scanSnapshot({ open: 'labelCard' }, { code: LABEL, label: expiredLabel, card: labelLookup }));
/** Under 90 days left: amber; an NHRN (710) and an unknown AI (99) shown as read. */
export const LabelCardNear = story(
  scanSnapshot({ open: 'labelCard' }, { code: LABEL, label: nearLabel, card: { ...labelLookup, at: '2026-11-15T08:00:00.000Z' } }),
);
/** Offline: the device copy answered, the price dated as the copy is. */
export const LabelCardOffline = story(
  scanSnapshot({ open: 'labelCard' }, { code: LABEL, label, card: { ...labelLookup, copyAt: '2026-12-01T10:00:00.000Z' } }),
);
/** A GTIN the catalogue lacks: the label's fields and the report offer. */
export const LabelUnknown = story(scanSnapshot({ open: 'labelUnknown' }, { code: LABEL, label }));
export const LabelUnknownPhone: StoryObj = { ...LabelUnknown, globals: phone };
/** The report of an unknown label opened on the reports page (the dialog closes with the new page). */
export const Reporting = story(scanSnapshot({ open: 'reporting' }, { code: LABEL, label }));
