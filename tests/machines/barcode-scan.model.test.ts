import { describe, expect, it } from 'vitest';

import { model } from '../../machines/model/barcode-scan.walk';

describe('barcode scan model', () => {
  it('walks every transition of the machine', () => {
    model.assertFullCoverage();
    expect(model.covered).toBe(model.total);
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given closed, when SCAN.OPEN, then open.idle",
        "given open.camera.scanning, when CAMERA.DETECTED format, then open.camera.scanning",
        "given open.camera.scanning, when CAMERA.DETECTED gtin, then open.lookingUp",
        "given open.camera.scanning, when CAMERA.FAILED denied, then open.cameraFailed",
        "given open.camera.scanning, when CAMERA.FAILED unavailable, then open.cameraFailed",
        "given open.camera.scanning, when CAMERA.STOP, then open.idle",
        "given open.camera.scanning, when CODE.CHANGE checkDigit, then open.typing",
        "given open.camera.scanning, when CODE.CHANGE format, then open.typing",
        "given open.camera.scanning, when CODE.CHANGE gtin, then open.typing",
        "given open.camera.scanning, when SCAN.CLOSE, then closed",
        "given open.camera.starting, when CAMERA.FAILED denied, then open.cameraFailed",
        "given open.camera.starting, when CAMERA.FAILED unavailable, then open.cameraFailed",
        "given open.camera.starting, when CAMERA.READY, then open.camera.scanning",
        "given open.camera.starting, when CAMERA.STOP, then open.idle",
        "given open.camera.starting, when CODE.CHANGE checkDigit, then open.typing",
        "given open.camera.starting, when CODE.CHANGE format, then open.typing",
        "given open.camera.starting, when CODE.CHANGE gtin, then open.typing",
        "given open.camera.starting, when SCAN.CLOSE, then closed",
        "given open.cameraFailed, when CAMERA.START, then open.camera.starting",
        "given open.cameraFailed, when CODE.CHANGE checkDigit, then open.typing",
        "given open.cameraFailed, when CODE.CHANGE format, then open.typing",
        "given open.cameraFailed, when CODE.CHANGE gtin, then open.typing",
        "given open.cameraFailed, when SCAN.CLOSE, then closed",
        "given open.failed, when CAMERA.START, then open.camera.starting",
        "given open.failed, when CODE.CHANGE checkDigit, then open.typing",
        "given open.failed, when CODE.CHANGE format, then open.typing",
        "given open.failed, when CODE.CHANGE gtin, then open.typing",
        "given open.failed, when CODE.SUBMIT, then open.lookingUp",
        "given open.failed, when SCAN.CLOSE, then closed",
        "given open.found, when SCAN.CLOSE, then closed",
        "given open.idle, when CAMERA.START, then open.camera.starting",
        "given open.idle, when CODE.CHANGE checkDigit, then open.typing",
        "given open.idle, when CODE.CHANGE format, then open.typing",
        "given open.idle, when CODE.CHANGE gtin, then open.typing",
        "given open.idle, when SCAN.CLOSE, then closed",
        "given open.invalid, when CAMERA.START, then open.camera.starting",
        "given open.invalid, when CODE.CHANGE checkDigit, then open.typing",
        "given open.invalid, when CODE.CHANGE format, then open.typing",
        "given open.invalid, when CODE.CHANGE gtin, then open.typing",
        "given open.invalid, when SCAN.CLOSE, then closed",
        "given open.lookingUp, when SCAN.CLOSE, then closed",
        "given open.lookingUp, when xstate.done.actor.lookupGtin (A a-amoxicillin-500), then open.found",
        "given open.lookingUp, when xstate.error.actor.lookupGtin (absent), then absent",
        "given open.lookingUp, when xstate.error.actor.lookupGtin (network), then open.failed",
        "given open.lookingUp, when xstate.error.actor.lookupGtin (notFound), then open.notFound",
        "given open.lookingUp, when xstate.error.actor.lookupGtin (server), then open.failed",
        "given open.notFound, when CAMERA.START, then open.camera.starting",
        "given open.notFound, when CODE.CHANGE checkDigit, then open.typing",
        "given open.notFound, when CODE.CHANGE format, then open.typing",
        "given open.notFound, when CODE.CHANGE gtin, then open.typing",
        "given open.notFound, when SCAN.CLOSE, then closed",
        "given open.typing, when CAMERA.START, then open.camera.starting",
        "given open.typing, when CODE.CHANGE checkDigit, then open.typing",
        "given open.typing, when CODE.CHANGE format, then open.typing",
        "given open.typing, when CODE.CHANGE gtin, then open.typing",
        "given open.typing, when CODE.SUBMIT, then open.invalid",
        "given open.typing, when CODE.SUBMIT, then open.lookingUp",
        "given open.typing, when SCAN.CLOSE, then closed",
      ]
    `);
  });
});
