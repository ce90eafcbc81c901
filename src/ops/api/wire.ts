import { addWire, type Wire } from '../../api/client';

let wire: Promise<Wire> | undefined;

/**
 * The console's response decoder (`wire.gen.ts`, generated from openapi.yaml's `ops` operations) is
 * registered with the one client when the console loads; a failed import is forgotten, so the next
 * call asks again.
 */
export function loadConsoleWire(): Promise<Wire> {
  wire ??= import('./wire.gen').catch((error: unknown) => {
    wire = undefined;
    throw error;
  });
  return wire;
}

addWire('/ops/', loadConsoleWire);
