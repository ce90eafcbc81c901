import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { model } from '../../machines/model/offline-sync.walk';
import { offlineSyncMachine } from '../../machines/offline-sync.machine';
import { connectOfflineSync } from '../../machines/offline-sync.connect';
import { untilCondition } from '../kit/waits';
import type { DeviceStatus, FlushResult, SyncStep } from '../../machines/offline-sync.types';
import { waitFor } from 'xstate';

// behaviour §10.17: the device copy's sync and connectivity.
describe('offline sync model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given clearing (complete), when COPY.OFF, then clearing (complete)",
        "given clearing (complete), when OFFLINE, then offline (complete)",
        "given clearing (complete), when QUEUED, then clearing (complete)",
        "given clearing (complete), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (complete), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (complete, server), when COPY.OFF, then clearing (complete, server)",
        "given clearing (complete, server), when OFFLINE, then offline (complete, server)",
        "given clearing (complete, server), when QUEUED, then clearing (complete, server)",
        "given clearing (complete, server), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (complete, server), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (empty), when COPY.OFF, then clearing (empty)",
        "given clearing (empty), when OFFLINE, then offline (empty)",
        "given clearing (empty), when QUEUED, then clearing (empty)",
        "given clearing (empty), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (empty), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (empty, off), when COPY.OFF, then clearing (empty, off)",
        "given clearing (empty, off), when OFFLINE, then offline (empty, off)",
        "given clearing (empty, off), when QUEUED, then clearing (empty, off)",
        "given clearing (empty, off), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (empty, off), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (empty, server), when COPY.OFF, then clearing (empty, server)",
        "given clearing (empty, server), when OFFLINE, then offline (empty, server)",
        "given clearing (empty, server), when QUEUED, then clearing (empty, server)",
        "given clearing (empty, server), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (empty, server), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given expired (complete), when COPY.OFF, then clearing (complete)",
        "given expired (complete), when OFFLINE, then offline (complete)",
        "given expired (complete), when QUEUED, then expired (complete)",
        "given expired (complete), when SYNC, then sending (complete)",
        "given expired (empty), when COPY.OFF, then clearing (empty)",
        "given expired (empty), when OFFLINE, then offline (empty)",
        "given expired (empty), when QUEUED, then expired (empty)",
        "given expired (empty), when SYNC, then sending (empty)",
        "given failed (complete, server), when COPY.OFF, then clearing (complete, server)",
        "given failed (complete, server), when OFFLINE, then offline (complete, server)",
        "given failed (complete, server), when QUEUED, then failed (complete, server)",
        "given failed (complete, server), when RETRY, then sending (complete, server)",
        "given failed (empty, server), when COPY.OFF, then clearing (empty, server)",
        "given failed (empty, server), when OFFLINE, then offline (empty, server)",
        "given failed (empty, server), when QUEUED, then failed (empty, server)",
        "given failed (empty, server), when RETRY, then sending (empty, server)",
        "given off (empty, off), when COPY.OFF, then off (empty, off)",
        "given off (empty, off), when COPY.ON, then sending (empty)",
        "given off (empty, off), when OFFLINE, then offline (empty, off)",
        "given off (empty, off), when QUEUED, then off (empty, off)",
        "given offline (complete), when COPY.OFF, then clearing (complete)",
        "given offline (complete), when OFFLINE, then offline (complete)",
        "given offline (complete), when ONLINE, then sending (complete)",
        "given offline (complete), when QUEUED, then offline (complete)",
        "given offline (complete, server), when COPY.OFF, then clearing (complete, server)",
        "given offline (complete, server), when OFFLINE, then offline (complete, server)",
        "given offline (complete, server), when ONLINE, then sending (complete, server)",
        "given offline (complete, server), when QUEUED, then offline (complete, server)",
        "given offline (empty), when COPY.OFF, then clearing (empty)",
        "given offline (empty), when OFFLINE, then offline (empty)",
        "given offline (empty), when ONLINE, then sending (empty)",
        "given offline (empty), when QUEUED, then offline (empty)",
        "given offline (empty, off), when COPY.OFF, then clearing (empty, off)",
        "given offline (empty, off), when OFFLINE, then offline (empty, off)",
        "given offline (empty, off), when ONLINE, then off (empty, off)",
        "given offline (empty, off), when QUEUED, then offline (empty, off)",
        "given offline (empty, server), when COPY.OFF, then clearing (empty, server)",
        "given offline (empty, server), when OFFLINE, then offline (empty, server)",
        "given offline (empty, server), when ONLINE, then sending (empty, server)",
        "given offline (empty, server), when QUEUED, then offline (empty, server)",
        "given sending (complete), when COPY.OFF, then clearing (complete)",
        "given sending (complete), when OFFLINE, then offline (complete)",
        "given sending (complete), when QUEUED, then sending (complete)",
        "given sending (complete), when xstate.done.actor.sendQueue {"sent":0,"dropped":0,"left":0}, then syncing (complete)",
        "given sending (complete), when xstate.done.actor.sendQueue {"sent":1,"dropped":0,"left":0}, then syncing (complete)",
        "given sending (complete), when xstate.error.actor.sendQueue (network), then offline (complete)",
        "given sending (complete), when xstate.error.actor.sendQueue (server), then failed (complete, server)",
        "given sending (complete, server), when COPY.OFF, then clearing (complete, server)",
        "given sending (complete, server), when OFFLINE, then offline (complete, server)",
        "given sending (complete, server), when QUEUED, then sending (complete, server)",
        "given sending (complete, server), when xstate.done.actor.sendQueue {"sent":0,"dropped":0,"left":0}, then syncing (complete)",
        "given sending (complete, server), when xstate.done.actor.sendQueue {"sent":1,"dropped":0,"left":0}, then syncing (complete)",
        "given sending (complete, server), when xstate.error.actor.sendQueue (network), then offline (complete, server)",
        "given sending (complete, server), when xstate.error.actor.sendQueue (server), then failed (complete, server)",
        "given sending (empty), when COPY.OFF, then clearing (empty)",
        "given sending (empty), when OFFLINE, then offline (empty)",
        "given sending (empty), when QUEUED, then sending (empty)",
        "given sending (empty), when xstate.done.actor.sendQueue {"sent":0,"dropped":0,"left":0}, then syncing (empty)",
        "given sending (empty), when xstate.done.actor.sendQueue {"sent":1,"dropped":0,"left":0}, then syncing (empty)",
        "given sending (empty), when xstate.error.actor.sendQueue (network), then offline (empty)",
        "given sending (empty), when xstate.error.actor.sendQueue (server), then failed (empty, server)",
        "given sending (empty, server), when COPY.OFF, then clearing (empty, server)",
        "given sending (empty, server), when OFFLINE, then offline (empty, server)",
        "given sending (empty, server), when QUEUED, then sending (empty, server)",
        "given sending (empty, server), when xstate.done.actor.sendQueue {"sent":0,"dropped":0,"left":0}, then syncing (empty)",
        "given sending (empty, server), when xstate.done.actor.sendQueue {"sent":1,"dropped":0,"left":0}, then syncing (empty)",
        "given sending (empty, server), when xstate.error.actor.sendQueue (network), then offline (empty, server)",
        "given sending (empty, server), when xstate.error.actor.sendQueue (server), then failed (empty, server)",
        "given starting (empty), when COPY.OFF, then clearing (empty)",
        "given starting (empty), when OFFLINE, then offline (empty)",
        "given starting (empty), when QUEUED, then starting (empty)",
        "given starting (empty), when xstate.done.actor.readStatus {"off":false,"offline":false,"syncedAt":null,"complete":false,"queued":0}, then sending (empty)",
        "given starting (empty), when xstate.done.actor.readStatus {"off":false,"offline":true,"syncedAt":"2026-11-27T06:50:00.000Z","complete":true,"queued":1}, then offline (complete)",
        "given starting (empty), when xstate.done.actor.readStatus {"off":true,"offline":false,"syncedAt":null,"complete":false,"queued":0}, then off (empty, off)",
        "given starting (empty), when xstate.error.actor.readStatus (absent), then unavailable (empty)",
        "given synced (complete), when COPY.OFF, then clearing (complete)",
        "given synced (complete), when OFFLINE, then offline (complete)",
        "given synced (complete), when QUEUED, then sending (complete)",
        "given synced (complete), when SYNC, then sending (complete)",
        "given syncing (complete), when COPY.OFF, then clearing (complete)",
        "given syncing (complete), when OFFLINE, then offline (complete)",
        "given syncing (complete), when QUEUED, then syncing (complete)",
        "given syncing (complete), when xstate.done.actor.syncPage {"received":1000,"total":1500,"more":true,"at":"2026-11-28T06:50:00.000Z"}, then syncing (complete)",
        "given syncing (complete), when xstate.done.actor.syncPage {"received":500,"total":null,"more":false,"at":"2026-11-28T06:51:00.000Z"}, then synced (complete)",
        "given syncing (complete), when xstate.error.actor.syncPage (absent), then unavailable (complete)",
        "given syncing (complete), when xstate.error.actor.syncPage (forbidden), then expired (complete)",
        "given syncing (complete), when xstate.error.actor.syncPage (network), then offline (complete)",
        "given syncing (complete), when xstate.error.actor.syncPage (server), then failed (complete, server)",
        "given syncing (empty), when COPY.OFF, then clearing (empty)",
        "given syncing (empty), when OFFLINE, then offline (empty)",
        "given syncing (empty), when QUEUED, then syncing (empty)",
        "given syncing (empty), when xstate.done.actor.syncPage {"received":1000,"total":1500,"more":true,"at":"2026-11-28T06:50:00.000Z"}, then syncing (empty)",
        "given syncing (empty), when xstate.done.actor.syncPage {"received":500,"total":null,"more":false,"at":"2026-11-28T06:51:00.000Z"}, then synced (complete)",
        "given syncing (empty), when xstate.error.actor.syncPage (absent), then unavailable (empty)",
        "given syncing (empty), when xstate.error.actor.syncPage (forbidden), then expired (empty)",
        "given syncing (empty), when xstate.error.actor.syncPage (network), then offline (empty)",
        "given syncing (empty), when xstate.error.actor.syncPage (server), then failed (empty, server)",
        "given unavailable (complete), when COPY.OFF, then clearing (complete)",
        "given unavailable (complete), when OFFLINE, then offline (complete)",
        "given unavailable (complete), when QUEUED, then unavailable (complete)",
        "given unavailable (empty), when COPY.OFF, then clearing (empty)",
        "given unavailable (empty), when OFFLINE, then offline (empty)",
        "given unavailable (empty), when QUEUED, then unavailable (empty)",
      ]
    `);
  });

  it('a first sync shows its progress page by page, then the date of its prices', async () => {
    const pages = [
      { received: 1000, total: 2500, more: true, at: '2026-11-28T06:50:00.000Z' },
      { received: 1000, total: null, more: true, at: '2026-11-28T06:50:10.000Z' },
      { received: 500, total: null, more: false, at: '2026-11-28T06:50:20.000Z' },
    ];
    const seen: (number | null)[] = [];
    let release: (() => void)[] = [];
    const actor = createActor(
      offlineSyncMachine.provide({
        actors: {
          readStatus: fromPromise<DeviceStatus>(async () => ({ off: false, offline: false, syncedAt: null, complete: false, queued: 0 })),
          sendQueue: fromPromise<FlushResult>(async () => ({ sent: 0, dropped: 0, left: 0 })),
          syncPage: fromPromise<SyncStep>(() => new Promise<SyncStep>((resolve) => release.push(() => resolve(pages.shift()!)))),
          clearCopy: fromPromise(async () => {}),
        },
      }),
    ).start();
    for (let i = 0; i < 3; i++) {
      await waitFor(actor, () => release.length > 0, untilCondition);
      seen.push(connectOfflineSync(actor.getSnapshot(), actor.send).progress);
      const next = release;
      release = [];
      next.forEach((r) => r());
    }
    const done = await waitFor(actor, (s) => s.matches('synced'), untilCondition);
    expect(seen).toEqual([null, 0.4, 0.8]);
    const api = connectOfflineSync(done, actor.send);
    expect(api).toMatchObject({ synced: true, firstSync: false, syncedAt: '2026-11-28T06:50:20.000Z', received: 2500 });
  });
});
