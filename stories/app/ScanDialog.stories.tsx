import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from '../../src/app/AppHeader';
import { ScanDialog } from '../../src/components/scan/ScanDialog';
import { gateSnapshots, type AppStoryParameters } from './gate-snapshots';
import { GTIN, GTIN_TOO_SHORT, GTIN_WRONG_CHECK, foundMedicine, scanSnapshot } from './scan-fixtures';

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
