import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { model, refusedTicket } from '../../machines/model/offline-sync.walk';
import { offlineSyncMachine } from '../../machines/offline-sync.machine';
import { connectOfflineSync } from '../../machines/offline-sync.connect';
import { untilCondition } from '../kit/waits';
import type { DeviceStatus, FlushResult, RefusedWrite, SyncStep } from '../../machines/offline-sync.types';
import { waitFor } from 'xstate';

// behaviour §10.15: the device copy's sync and connectivity.
describe('offline sync model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given clearing (complete), when COPY.OFF, then clearing (complete)",
        "given clearing (complete), when OFFLINE, then offline (complete)",
        "given clearing (complete), when QUEUED, then clearing (complete)",
        "given clearing (complete), when REFUSED.COPY, then clearing (complete)",
        "given clearing (complete), when REFUSED.DISCARD, then clearing (complete)",
        "given clearing (complete), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (complete), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (complete, server), when COPY.OFF, then clearing (complete, server)",
        "given clearing (complete, server), when OFFLINE, then offline (complete, server)",
        "given clearing (complete, server), when QUEUED, then clearing (complete, server)",
        "given clearing (complete, server), when REFUSED.COPY, then clearing (complete, server)",
        "given clearing (complete, server), when REFUSED.DISCARD, then clearing (complete, server)",
        "given clearing (complete, server), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (complete, server), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (empty), when COPY.OFF, then clearing (empty)",
        "given clearing (empty), when OFFLINE, then offline (empty)",
        "given clearing (empty), when QUEUED, then clearing (empty)",
        "given clearing (empty), when REFUSED.COPY, then clearing (empty)",
        "given clearing (empty), when REFUSED.DISCARD, then clearing (empty)",
        "given clearing (empty), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (empty), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (empty, off), when COPY.OFF, then clearing (empty, off)",
        "given clearing (empty, off), when OFFLINE, then offline (empty, off)",
        "given clearing (empty, off), when QUEUED, then clearing (empty, off)",
        "given clearing (empty, off), when REFUSED.COPY, then clearing (empty, off)",
        "given clearing (empty, off), when REFUSED.DISCARD, then clearing (empty, off)",
        "given clearing (empty, off), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (empty, off), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (empty, off, server), when COPY.OFF, then clearing (empty, off, server)",
        "given clearing (empty, off, server), when OFFLINE, then offline (empty, off, server)",
        "given clearing (empty, off, server), when QUEUED, then clearing (empty, off, server)",
        "given clearing (empty, off, server), when REFUSED.COPY, then clearing (empty, off, server)",
        "given clearing (empty, off, server), when REFUSED.DISCARD, then clearing (empty, off, server)",
        "given clearing (empty, off, server), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (empty, off, server), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given clearing (empty, server), when COPY.OFF, then clearing (empty, server)",
        "given clearing (empty, server), when OFFLINE, then offline (empty, server)",
        "given clearing (empty, server), when QUEUED, then clearing (empty, server)",
        "given clearing (empty, server), when REFUSED.COPY, then clearing (empty, server)",
        "given clearing (empty, server), when REFUSED.DISCARD, then clearing (empty, server)",
        "given clearing (empty, server), when xstate.done.actor.clearCopy null, then off (empty, off)",
        "given clearing (empty, server), when xstate.error.actor.clearCopy (error), then off (empty, off)",
        "given expired (complete, refused), when COPY.OFF, then clearing (complete, refused)",
        "given expired (complete, refused), when OFFLINE, then offline (complete, refused)",
        "given expired (complete, refused), when QUEUED, then expired (complete, refused)",
        "given expired (complete, refused), when REFUSED.COPY, then expired (complete, refused)",
        "given expired (complete, refused), when REFUSED.DISCARD, then expired (complete)",
        "given expired (complete, refused), when SYNC, then sending (complete, refused)",
        "given expired (empty, refused), when COPY.OFF, then clearing (empty, refused)",
        "given expired (empty, refused), when OFFLINE, then offline (empty, refused)",
        "given expired (empty, refused), when QUEUED, then expired (empty, refused)",
        "given expired (empty, refused), when REFUSED.COPY, then expired (empty, refused)",
        "given expired (empty, refused), when REFUSED.DISCARD, then expired (empty)",
        "given expired (empty, refused), when SYNC, then sending (empty, refused)",
        "given failed (complete, server), when COPY.OFF, then clearing (complete, server)",
        "given failed (complete, server), when OFFLINE, then offline (complete, server)",
        "given failed (complete, server), when QUEUED, then failed (complete, server)",
        "given failed (complete, server), when REFUSED.COPY, then failed (complete, server)",
        "given failed (complete, server), when REFUSED.DISCARD, then failed (complete, server)",
        "given failed (complete, server), when RETRY, then sending (complete, server)",
        "given failed (empty, off, server), when COPY.OFF, then clearing (empty, off, server)",
        "given failed (empty, off, server), when OFFLINE, then offline (empty, off, server)",
        "given failed (empty, off, server), when QUEUED, then failed (empty, off, server)",
        "given failed (empty, off, server), when REFUSED.COPY, then failed (empty, off, server)",
        "given failed (empty, off, server), when REFUSED.DISCARD, then failed (empty, off, server)",
        "given failed (empty, off, server), when RETRY, then sending (empty, off, server)",
        "given failed (empty, server), when COPY.OFF, then clearing (empty, server)",
        "given failed (empty, server), when OFFLINE, then offline (empty, server)",
        "given failed (empty, server), when QUEUED, then failed (empty, server)",
        "given failed (empty, server), when REFUSED.COPY, then failed (empty, server)",
        "given failed (empty, server), when REFUSED.DISCARD, then failed (empty, server)",
        "given failed (empty, server), when RETRY, then sending (empty, server)",
        "given off (empty, off), when COPY.OFF, then off (empty, off)",
        "given off (empty, off), when COPY.ON, then sending (empty)",
        "given off (empty, off), when OFFLINE, then offline (empty, off)",
        "given off (empty, off), when QUEUED, then sending (empty, off)",
        "given off (empty, off), when REFUSED.COPY, then off (empty, off)",
        "given off (empty, off), when REFUSED.DISCARD, then off (empty, off)",
        "given off (empty, off), when SYNC, then sending (empty, off)",
        "given off (empty, off, server, refused), when COPY.OFF, then off (empty, off, server, refused)",
        "given off (empty, off, server, refused), when COPY.ON, then sending (empty, server, refused)",
        "given off (empty, off, server, refused), when OFFLINE, then offline (empty, off, server, refused)",
        "given off (empty, off, server, refused), when QUEUED, then sending (empty, off, server, refused)",
        "given off (empty, off, server, refused), when REFUSED.COPY, then off (empty, off, server, refused)",
        "given off (empty, off, server, refused), when REFUSED.DISCARD, then off (empty, off, server)",
        "given off (empty, off, server, refused), when SYNC, then sending (empty, off, server, refused)",
        "given offline (complete), when COPY.OFF, then clearing (complete)",
        "given offline (complete), when OFFLINE, then offline (complete)",
        "given offline (complete), when ONLINE, then sending (complete)",
        "given offline (complete), when QUEUED, then offline (complete)",
        "given offline (complete), when REFUSED.COPY, then offline (complete)",
        "given offline (complete), when REFUSED.DISCARD, then offline (complete)",
        "given offline (complete), when SYNC, then offline (complete)",
        "given offline (complete), when xstate.after.SERVER_RETRY.offlineSync.offline, then offline (complete)",
        "given offline (complete, server down), when COPY.OFF, then clearing (complete)",
        "given offline (complete, server down), when OFFLINE, then offline (complete)",
        "given offline (complete, server down), when ONLINE, then sending (complete)",
        "given offline (complete, server down), when QUEUED, then offline (complete, server down)",
        "given offline (complete, server down), when REFUSED.COPY, then offline (complete, server down)",
        "given offline (complete, server down), when REFUSED.DISCARD, then offline (complete, server down)",
        "given offline (complete, server down), when SYNC, then sending (complete)",
        "given offline (complete, server down), when xstate.after.SERVER_RETRY.offlineSync.offline, then sending (complete)",
        "given offline (complete, server), when COPY.OFF, then clearing (complete, server)",
        "given offline (complete, server), when OFFLINE, then offline (complete, server)",
        "given offline (complete, server), when ONLINE, then sending (complete, server)",
        "given offline (complete, server), when QUEUED, then offline (complete, server)",
        "given offline (complete, server), when REFUSED.COPY, then offline (complete, server)",
        "given offline (complete, server), when REFUSED.DISCARD, then offline (complete, server)",
        "given offline (complete, server), when SYNC, then offline (complete, server)",
        "given offline (complete, server), when xstate.after.SERVER_RETRY.offlineSync.offline, then offline (complete, server)",
        "given offline (complete, server, server down), when COPY.OFF, then clearing (complete, server)",
        "given offline (complete, server, server down), when OFFLINE, then offline (complete, server)",
        "given offline (complete, server, server down), when ONLINE, then sending (complete, server)",
        "given offline (complete, server, server down), when QUEUED, then offline (complete, server, server down)",
        "given offline (complete, server, server down), when REFUSED.COPY, then offline (complete, server, server down)",
        "given offline (complete, server, server down), when REFUSED.DISCARD, then offline (complete, server, server down)",
        "given offline (complete, server, server down), when SYNC, then sending (complete, server)",
        "given offline (complete, server, server down), when xstate.after.SERVER_RETRY.offlineSync.offline, then sending (complete, server)",
        "given offline (empty), when COPY.OFF, then clearing (empty)",
        "given offline (empty), when OFFLINE, then offline (empty)",
        "given offline (empty), when ONLINE, then sending (empty)",
        "given offline (empty), when QUEUED, then offline (empty)",
        "given offline (empty), when REFUSED.COPY, then offline (empty)",
        "given offline (empty), when REFUSED.DISCARD, then offline (empty)",
        "given offline (empty), when SYNC, then offline (empty)",
        "given offline (empty), when xstate.after.SERVER_RETRY.offlineSync.offline, then offline (empty)",
        "given offline (empty, off), when COPY.OFF, then clearing (empty, off)",
        "given offline (empty, off), when OFFLINE, then offline (empty, off)",
        "given offline (empty, off), when ONLINE, then sending (empty, off)",
        "given offline (empty, off), when QUEUED, then offline (empty, off)",
        "given offline (empty, off), when REFUSED.COPY, then offline (empty, off)",
        "given offline (empty, off), when REFUSED.DISCARD, then offline (empty, off)",
        "given offline (empty, off), when SYNC, then offline (empty, off)",
        "given offline (empty, off), when xstate.after.SERVER_RETRY.offlineSync.offline, then offline (empty, off)",
        "given offline (empty, off, server down), when COPY.OFF, then clearing (empty, off)",
        "given offline (empty, off, server down), when OFFLINE, then offline (empty, off)",
        "given offline (empty, off, server down), when ONLINE, then sending (empty, off)",
        "given offline (empty, off, server down), when QUEUED, then offline (empty, off, server down)",
        "given offline (empty, off, server down), when REFUSED.COPY, then offline (empty, off, server down)",
        "given offline (empty, off, server down), when REFUSED.DISCARD, then offline (empty, off, server down)",
        "given offline (empty, off, server down), when SYNC, then sending (empty, off)",
        "given offline (empty, off, server down), when xstate.after.SERVER_RETRY.offlineSync.offline, then sending (empty, off)",
        "given offline (empty, off, server), when COPY.OFF, then clearing (empty, off, server)",
        "given offline (empty, off, server), when OFFLINE, then offline (empty, off, server)",
        "given offline (empty, off, server), when ONLINE, then sending (empty, off, server)",
        "given offline (empty, off, server), when QUEUED, then offline (empty, off, server)",
        "given offline (empty, off, server), when REFUSED.COPY, then offline (empty, off, server)",
        "given offline (empty, off, server), when REFUSED.DISCARD, then offline (empty, off, server)",
        "given offline (empty, off, server), when SYNC, then offline (empty, off, server)",
        "given offline (empty, off, server), when xstate.after.SERVER_RETRY.offlineSync.offline, then offline (empty, off, server)",
        "given offline (empty, off, server, server down), when COPY.OFF, then clearing (empty, off, server)",
        "given offline (empty, off, server, server down), when OFFLINE, then offline (empty, off, server)",
        "given offline (empty, off, server, server down), when ONLINE, then sending (empty, off, server)",
        "given offline (empty, off, server, server down), when QUEUED, then offline (empty, off, server, server down)",
        "given offline (empty, off, server, server down), when REFUSED.COPY, then offline (empty, off, server, server down)",
        "given offline (empty, off, server, server down), when REFUSED.DISCARD, then offline (empty, off, server, server down)",
        "given offline (empty, off, server, server down), when SYNC, then sending (empty, off, server)",
        "given offline (empty, off, server, server down), when xstate.after.SERVER_RETRY.offlineSync.offline, then sending (empty, off, server)",
        "given offline (empty, server down), when COPY.OFF, then clearing (empty)",
        "given offline (empty, server down), when OFFLINE, then offline (empty)",
        "given offline (empty, server down), when ONLINE, then sending (empty)",
        "given offline (empty, server down), when QUEUED, then offline (empty, server down)",
        "given offline (empty, server down), when REFUSED.COPY, then offline (empty, server down)",
        "given offline (empty, server down), when REFUSED.DISCARD, then offline (empty, server down)",
        "given offline (empty, server down), when SYNC, then sending (empty)",
        "given offline (empty, server down), when xstate.after.SERVER_RETRY.offlineSync.offline, then sending (empty)",
        "given offline (empty, server), when COPY.OFF, then clearing (empty, server)",
        "given offline (empty, server), when OFFLINE, then offline (empty, server)",
        "given offline (empty, server), when ONLINE, then sending (empty, server)",
        "given offline (empty, server), when QUEUED, then offline (empty, server)",
        "given offline (empty, server), when REFUSED.COPY, then offline (empty, server)",
        "given offline (empty, server), when REFUSED.DISCARD, then offline (empty, server)",
        "given offline (empty, server), when SYNC, then offline (empty, server)",
        "given offline (empty, server), when xstate.after.SERVER_RETRY.offlineSync.offline, then offline (empty, server)",
        "given offline (empty, server, server down), when COPY.OFF, then clearing (empty, server)",
        "given offline (empty, server, server down), when OFFLINE, then offline (empty, server)",
        "given offline (empty, server, server down), when ONLINE, then sending (empty, server)",
        "given offline (empty, server, server down), when QUEUED, then offline (empty, server, server down)",
        "given offline (empty, server, server down), when REFUSED.COPY, then offline (empty, server, server down)",
        "given offline (empty, server, server down), when REFUSED.DISCARD, then offline (empty, server, server down)",
        "given offline (empty, server, server down), when SYNC, then sending (empty, server)",
        "given offline (empty, server, server down), when xstate.after.SERVER_RETRY.offlineSync.offline, then sending (empty, server)",
        "given sending (complete), when COPY.OFF, then clearing (complete)",
        "given sending (complete), when OFFLINE, then offline (complete)",
        "given sending (complete), when QUEUED, then sending (complete)",
        "given sending (complete), when REFUSED.COPY, then sending (complete)",
        "given sending (complete), when REFUSED.DISCARD, then sending (complete)",
        "given sending (complete), when xstate.done.actor.sendQueue {"sent":0,"left":0,"refused":0}, then syncing (complete)",
        "given sending (complete), when xstate.done.actor.sendQueue {"sent":1,"left":0,"refused":1}, then syncing (complete, refused)",
        "given sending (complete), when xstate.error.actor.sendQueue (network), then offline (complete)",
        "given sending (complete), when xstate.error.actor.sendQueue (network, unreachable), then offline (complete, server down)",
        "given sending (complete), when xstate.error.actor.sendQueue (server), then failed (complete, server)",
        "given sending (complete, server), when COPY.OFF, then clearing (complete, server)",
        "given sending (complete, server), when OFFLINE, then offline (complete, server)",
        "given sending (complete, server), when QUEUED, then sending (complete, server)",
        "given sending (complete, server), when REFUSED.COPY, then sending (complete, server)",
        "given sending (complete, server), when REFUSED.DISCARD, then sending (complete, server)",
        "given sending (complete, server), when xstate.done.actor.sendQueue {"sent":0,"left":0,"refused":0}, then syncing (complete)",
        "given sending (complete, server), when xstate.done.actor.sendQueue {"sent":1,"left":0,"refused":1}, then syncing (complete, refused)",
        "given sending (complete, server), when xstate.error.actor.sendQueue (network), then offline (complete, server)",
        "given sending (complete, server), when xstate.error.actor.sendQueue (network, unreachable), then offline (complete, server, server down)",
        "given sending (complete, server), when xstate.error.actor.sendQueue (server), then failed (complete, server)",
        "given sending (empty), when COPY.OFF, then clearing (empty)",
        "given sending (empty), when OFFLINE, then offline (empty)",
        "given sending (empty), when QUEUED, then sending (empty)",
        "given sending (empty), when REFUSED.COPY, then sending (empty)",
        "given sending (empty), when REFUSED.DISCARD, then sending (empty)",
        "given sending (empty), when xstate.done.actor.sendQueue {"sent":0,"left":0,"refused":0}, then syncing (empty)",
        "given sending (empty), when xstate.done.actor.sendQueue {"sent":1,"left":0,"refused":1}, then syncing (empty, refused)",
        "given sending (empty), when xstate.error.actor.sendQueue (network), then offline (empty)",
        "given sending (empty), when xstate.error.actor.sendQueue (network, unreachable), then offline (empty, server down)",
        "given sending (empty), when xstate.error.actor.sendQueue (server), then failed (empty, server)",
        "given sending (empty, off), when COPY.OFF, then clearing (empty, off)",
        "given sending (empty, off), when OFFLINE, then offline (empty, off)",
        "given sending (empty, off), when QUEUED, then sending (empty, off)",
        "given sending (empty, off), when REFUSED.COPY, then sending (empty, off)",
        "given sending (empty, off), when REFUSED.DISCARD, then sending (empty, off)",
        "given sending (empty, off), when xstate.done.actor.sendQueue {"sent":0,"left":0,"refused":0}, then off (empty, off)",
        "given sending (empty, off), when xstate.done.actor.sendQueue {"sent":1,"left":0,"refused":1}, then off (empty, off, refused)",
        "given sending (empty, off), when xstate.error.actor.sendQueue (network), then offline (empty, off)",
        "given sending (empty, off), when xstate.error.actor.sendQueue (network, unreachable), then offline (empty, off, server down)",
        "given sending (empty, off), when xstate.error.actor.sendQueue (server), then failed (empty, off, server)",
        "given sending (empty, off, server), when COPY.OFF, then clearing (empty, off, server)",
        "given sending (empty, off, server), when OFFLINE, then offline (empty, off, server)",
        "given sending (empty, off, server), when QUEUED, then sending (empty, off, server)",
        "given sending (empty, off, server), when REFUSED.COPY, then sending (empty, off, server)",
        "given sending (empty, off, server), when REFUSED.DISCARD, then sending (empty, off, server)",
        "given sending (empty, off, server), when xstate.done.actor.sendQueue {"sent":0,"left":0,"refused":0}, then off (empty, off, server)",
        "given sending (empty, off, server), when xstate.done.actor.sendQueue {"sent":1,"left":0,"refused":1}, then off (empty, off, server, refused)",
        "given sending (empty, off, server), when xstate.error.actor.sendQueue (network), then offline (empty, off, server)",
        "given sending (empty, off, server), when xstate.error.actor.sendQueue (network, unreachable), then offline (empty, off, server, server down)",
        "given sending (empty, off, server), when xstate.error.actor.sendQueue (server), then failed (empty, off, server)",
        "given sending (empty, server), when COPY.OFF, then clearing (empty, server)",
        "given sending (empty, server), when OFFLINE, then offline (empty, server)",
        "given sending (empty, server), when QUEUED, then sending (empty, server)",
        "given sending (empty, server), when REFUSED.COPY, then sending (empty, server)",
        "given sending (empty, server), when REFUSED.DISCARD, then sending (empty, server)",
        "given sending (empty, server), when xstate.done.actor.sendQueue {"sent":0,"left":0,"refused":0}, then syncing (empty)",
        "given sending (empty, server), when xstate.done.actor.sendQueue {"sent":1,"left":0,"refused":1}, then syncing (empty, refused)",
        "given sending (empty, server), when xstate.error.actor.sendQueue (network), then offline (empty, server)",
        "given sending (empty, server), when xstate.error.actor.sendQueue (network, unreachable), then offline (empty, server, server down)",
        "given sending (empty, server), when xstate.error.actor.sendQueue (server), then failed (empty, server)",
        "given starting (empty), when COPY.OFF, then clearing (empty)",
        "given starting (empty), when OFFLINE, then offline (empty)",
        "given starting (empty), when QUEUED, then starting (empty)",
        "given starting (empty), when REFUSED.COPY, then starting (empty)",
        "given starting (empty), when REFUSED.DISCARD, then starting (empty)",
        "given starting (empty), when xstate.done.actor.readStatus {"off":false,"offline":false,"syncedAt":null,"complete":false,"queued":0,"refused":0}, then sending (empty)",
        "given starting (empty), when xstate.done.actor.readStatus {"off":false,"offline":true,"syncedAt":"2026-11-27T06:50:00.000Z","complete":true,"queued":1,"refused":0}, then offline (complete)",
        "given starting (empty), when xstate.done.actor.readStatus {"off":true,"offline":false,"syncedAt":null,"complete":false,"queued":0,"refused":0}, then off (empty, off)",
        "given starting (empty), when xstate.done.actor.readStatus {"off":true,"offline":false,"syncedAt":null,"complete":false,"queued":1,"refused":0}, then sending (empty, off)",
        "given starting (empty), when xstate.error.actor.readStatus (absent), then unavailable (empty)",
        "given synced (complete, refused), when COPY.OFF, then clearing (complete, refused)",
        "given synced (complete, refused), when OFFLINE, then offline (complete, refused)",
        "given synced (complete, refused), when QUEUED, then sending (complete, refused)",
        "given synced (complete, refused), when REFUSED.COPY, then synced (complete, refused)",
        "given synced (complete, refused), when REFUSED.DISCARD, then synced (complete)",
        "given synced (complete, refused), when SYNC, then sending (complete, refused)",
        "given syncing (complete, refused), when COPY.OFF, then clearing (complete, refused)",
        "given syncing (complete, refused), when OFFLINE, then offline (complete, refused)",
        "given syncing (complete, refused), when QUEUED, then syncing (complete, refused)",
        "given syncing (complete, refused), when REFUSED.COPY, then syncing (complete, refused)",
        "given syncing (complete, refused), when REFUSED.DISCARD, then syncing (complete)",
        "given syncing (complete, refused), when xstate.done.actor.syncPage {"received":1000,"total":1500,"more":true,"at":"2026-11-28T06:50:00.000Z"}, then syncing (complete, refused)",
        "given syncing (complete, refused), when xstate.done.actor.syncPage {"received":500,"total":null,"more":false,"at":"2026-11-28T06:51:00.000Z"}, then synced (complete, refused)",
        "given syncing (complete, refused), when xstate.error.actor.syncPage (absent), then unavailable (complete, refused)",
        "given syncing (complete, refused), when xstate.error.actor.syncPage (forbidden), then expired (complete, refused)",
        "given syncing (complete, refused), when xstate.error.actor.syncPage (network), then offline (complete, refused)",
        "given syncing (complete, refused), when xstate.error.actor.syncPage (network, unreachable), then offline (complete, refused, server down)",
        "given syncing (complete, refused), when xstate.error.actor.syncPage (server), then failed (complete, server, refused)",
        "given syncing (empty, refused), when COPY.OFF, then clearing (empty, refused)",
        "given syncing (empty, refused), when OFFLINE, then offline (empty, refused)",
        "given syncing (empty, refused), when QUEUED, then syncing (empty, refused)",
        "given syncing (empty, refused), when REFUSED.COPY, then syncing (empty, refused)",
        "given syncing (empty, refused), when REFUSED.DISCARD, then syncing (empty)",
        "given syncing (empty, refused), when xstate.done.actor.syncPage {"received":1000,"total":1500,"more":true,"at":"2026-11-28T06:50:00.000Z"}, then syncing (empty, refused)",
        "given syncing (empty, refused), when xstate.done.actor.syncPage {"received":500,"total":null,"more":false,"at":"2026-11-28T06:51:00.000Z"}, then synced (complete, refused)",
        "given syncing (empty, refused), when xstate.error.actor.syncPage (absent), then unavailable (empty, refused)",
        "given syncing (empty, refused), when xstate.error.actor.syncPage (forbidden), then expired (empty, refused)",
        "given syncing (empty, refused), when xstate.error.actor.syncPage (network), then offline (empty, refused)",
        "given syncing (empty, refused), when xstate.error.actor.syncPage (network, unreachable), then offline (empty, refused, server down)",
        "given syncing (empty, refused), when xstate.error.actor.syncPage (server), then failed (empty, server, refused)",
        "given unavailable (complete, refused), when COPY.OFF, then clearing (complete, refused)",
        "given unavailable (complete, refused), when OFFLINE, then offline (complete, refused)",
        "given unavailable (complete, refused), when QUEUED, then unavailable (complete, refused)",
        "given unavailable (complete, refused), when REFUSED.COPY, then unavailable (complete, refused)",
        "given unavailable (complete, refused), when REFUSED.DISCARD, then unavailable (complete)",
        "given unavailable (empty), when COPY.OFF, then clearing (empty)",
        "given unavailable (empty), when OFFLINE, then offline (empty)",
        "given unavailable (empty), when QUEUED, then unavailable (empty)",
        "given unavailable (empty), when REFUSED.COPY, then unavailable (empty)",
        "given unavailable (empty), when REFUSED.DISCARD, then unavailable (empty)",
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
          readStatus: fromPromise<DeviceStatus>(async () => ({
            off: false,
            offline: false,
            syncedAt: null,
            complete: false,
            queued: 0,
            refused: [],
          })),
          sendQueue: fromPromise<FlushResult>(async () => ({ sent: 0, left: 0, refused: [] })),
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

  it('a write the server refused stays listed with its reason until discarded; copy and «حذف» are the view’s to act on', async () => {
    const copied: string[] = [];
    const discarded: string[] = [];
    const actor = createActor(
      offlineSyncMachine.provide({
        actors: {
          readStatus: fromPromise<DeviceStatus>(async () => ({
            off: false,
            offline: false,
            syncedAt: '2026-11-27T06:50:00.000Z',
            complete: true,
            queued: 1,
            refused: [],
          })),
          sendQueue: fromPromise<FlushResult>(async () => ({ sent: 0, left: 0, refused: [refusedTicket] })),
          syncPage: fromPromise<SyncStep>(async () => ({ received: 0, total: null, more: false, at: '2026-11-28T06:50:00.000Z' })),
          clearCopy: fromPromise(async () => {}),
          discardWrite: fromPromise<void, { id: string }>(async ({ input }) => void discarded.push(input.id)),
        },
        actions: { copyRefused: (_, params: { write: RefusedWrite }) => void copied.push(`${params.write.title}: ${params.write.text}`) },
      }),
    ).start();
    const synced = await waitFor(actor, (s) => s.matches('synced'), untilCondition);
    const api = connectOfflineSync(synced, actor.send);
    expect(api.refused).toMatchObject([{ id: refusedTicket.id, reason: refusedTicket.reason, text: refusedTicket.text }]);
    expect(api).toMatchObject({ queued: 0, corner: true });
    api.refused[0]!.copy();
    expect(copied).toEqual([`${refusedTicket.title}: ${refusedTicket.text}`]);
    api.refused[0]!.discard();
    expect(connectOfflineSync(actor.getSnapshot(), actor.send)).toMatchObject({ refused: [], corner: false });
    await waitFor(actor, () => discarded.length > 0, untilCondition);
    expect(discarded).toEqual([refusedTicket.id]);
    // A discarded write is gone: copying or discarding it again does nothing.
    actor.send({ type: 'REFUSED.DISCARD', id: refusedTicket.id });
    actor.send({ type: 'REFUSED.COPY', id: refusedTicket.id });
    expect(copied).toHaveLength(1);
    expect(discarded).toHaveLength(1);
  });

  it('with the copy off, a write queued offline is still sent when the network returns, and nothing syncs', async () => {
    let sends = 0;
    let syncs = 0;
    const announced: number[] = [];
    const actor = createActor(
      offlineSyncMachine.provide({
        actors: {
          readStatus: fromPromise<DeviceStatus>(async () => ({
            off: true,
            offline: true,
            syncedAt: null,
            complete: false,
            queued: 1,
            refused: [],
          })),
          sendQueue: fromPromise<FlushResult>(async () => (sends++, { sent: 1, left: 0, refused: [] })),
          syncPage: fromPromise<SyncStep>(async () => (syncs++, { received: 0, total: null, more: false, at: '2026-11-28T06:50:00.000Z' })),
          clearCopy: fromPromise(async () => {}),
        },
        actions: { announceSent: (_, params: { sent: number }) => void announced.push(params.sent) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('offline'), untilCondition);
    actor.send({ type: 'ONLINE' });
    expect(connectOfflineSync(actor.getSnapshot(), actor.send)).toMatchObject({ firstSync: false, corner: true, queued: 1 });
    const off = await waitFor(actor, (s) => s.matches('off'), untilCondition);
    expect(connectOfflineSync(off, actor.send)).toMatchObject({ off: true, queued: 0, corner: false });
    expect({ sends, syncs, announced }).toEqual({ sends: 1, syncs: 0, announced: [1] });
    // Another write queued while the copy is off goes out at once, still without a sync.
    actor.send({ type: 'QUEUED' });
    await waitFor(actor, (s) => s.matches('off') && sends === 2, untilCondition);
    expect(syncs).toBe(0);
  });
});
