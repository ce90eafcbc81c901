import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineSyncMachine } from '../../machines/offline-sync.machine';
import type { OfflineSyncSnapshot } from '../../machines/offline-sync.connect';
import type { OfflineSyncContext, RefusedWrite } from '../../machines/offline-sync.types';
import { refusedTicket } from '../../machines/model/offline-sync.walk';
import { OfflineCornerView } from '../../src/offline/ui/OfflineCornerView';
import { OfflineStatusView } from '../../src/offline/ui/OfflineStatusView';
import { OfflineSwitchView } from '../../src/offline/ui/OfflineSwitchView';
import { phone } from './account-fixtures';

/**
 * The device copy (behaviour §10.15): the signed-in frame's offline notice, its corner panel (shown
 * here in place, the frame puts it over the page's bottom corner) and the profile's switch, one story
 * per state of the offline-sync machine. Stories are static: events are logged.
 */
const meta = {
  title: 'Account/Offline copy',
  parameters: { route: '/medicineA', signedIn: true },
} satisfies Meta;

export default meta;

const SYNCED_AT = '2026-11-27T06:50:00.000Z';
const base: OfflineSyncContext = {
  off: false,
  syncedAt: SYNCED_AT,
  complete: true,
  queued: 0,
  refused: [],
  received: 0,
  total: null,
  failure: null,
  unreachable: false,
};
const snapshotOf = (value: string, context: Partial<OfflineSyncContext> = {}) =>
  offlineSyncMachine.resolveState({ value, context: { ...base, ...context } }) as OfflineSyncSnapshot;
const send = (event: unknown) => console.info('send', event);

function Both({ snapshot }: { snapshot: OfflineSyncSnapshot }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 960 }}>
      <OfflineStatusView snapshot={snapshot} send={send} />
      <div style={{ width: 'min(400px, 100%)' }}>
        <OfflineCornerView snapshot={snapshot} send={send} />
      </div>
      <OfflineSwitchView snapshot={snapshot} send={send} />
    </div>
  );
}

/** The first sync: the progress bar counts the drugs kept so far. */
export const FirstSync: StoryObj = {
  render: () => <Both snapshot={snapshotOf('syncing', { complete: false, syncedAt: null, received: 84_000, total: 200_000 })} />,
};

/** Synced: nothing on the strip; the profile says as of when the prices are. */
export const Synced: StoryObj = { render: () => <Both snapshot={snapshotOf('synced')} /> };

/** Offline: every screen says so, with the date of the device's prices, and what waits to be sent. */
export const Offline: StoryObj = { render: () => <Both snapshot={snapshotOf('offline', { queued: 2 })} /> };

/** Offline on a phone. */
export const OfflinePhone: StoryObj = { ...Offline, globals: phone };

/** Online, but the server gave no answer: the notice blames the server, not the internet. */
export const ServerUnreachable: StoryObj = { render: () => <Both snapshot={snapshotOf('offline', { unreachable: true })} /> };

/** Offline before any sync finished: no copy on this device. */
export const OfflineWithoutCopy: StoryObj = {
  render: () => <Both snapshot={snapshotOf('offline', { complete: false, syncedAt: null })} />,
};

/** A sync failed: why, and 'try again'. */
export const Failed: StoryObj = {
  render: () => <Both snapshot={snapshotOf('failed', { failure: { kind: 'server', status: 500 } })} />,
};

/** The subscription ended: no new sync; the copy stays readable with its date. */
export const Expired: StoryObj = { render: () => <Both snapshot={snapshotOf('expired')} /> };

/** Turned off in the profile: the copy is cleared. */
export const Off: StoryObj = { render: () => <Both snapshot={snapshotOf('off', { off: true, syncedAt: null, complete: false })} /> };

/** A star turned offline whose drug the server no longer has. */
const refusedStar: RefusedWrite = {
  id: '2b9e6c1d-8f4a-4e3b-a7d5-0c1f9e8b6a52',
  kind: 'watch-add',
  title: 'آموکسی‌سیلین ۵۰۰',
  text: '',
  reason: 'دارو یافت نشد.',
  queuedAt: '2026-11-28T06:41:00.000Z',
};

/**
 * Writes the server refused for good: kept on the device with the server's reason, never sent again;
 * the text the user wrote can be read and copied, and «حذف» discards it.
 */
export const Refused: StoryObj = { render: () => <Both snapshot={snapshotOf('synced', { refused: [refusedTicket, refusedStar] })} /> };

/** Refused writes on a phone. */
export const RefusedPhone: StoryObj = { ...Refused, globals: phone };
