/**
 * Track-and-trace labels made at test time: GS1 DataMatrix symbols written by zxing-wasm's writer
 * (a dependency already), as module matrices the fake camera draws, and the texts a USB scanner or a
 * pharmacist would type for the same labels.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/full';

let prepared: Promise<unknown> | null = null;

/** zxing-wasm in Node: its .wasm read from node_modules (never the CDN it defaults to). */
function prepare() {
  prepared ??= (async () => {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/full/zxing_full.wasm');
    const binary = await readFile(path);
    await prepareZXingModule({ overrides: { wasmBinary: binary.buffer.slice(binary.byteOffset, binary.byteOffset + binary.byteLength) } });
  })();
  return prepared;
}

/** A DataMatrix's modules: `width` × `height`, 1 = dark. */
export interface Symbol2D {
  width: number;
  height: number;
  dark: number[];
}

/** Writes `text` as a square DataMatrix (as packs print it): a GS1 one from the bracketed form, or plain text (a Digital Link). */
export async function dataMatrix(text: string, gs1: boolean): Promise<Symbol2D> {
  await prepare();
  const written = await writeBarcode(text, { format: 'DataMatrix', options: gs1 ? 'gs1,forceSquare' : 'forceSquare' });
  if (written.error) throw new Error(`zxing could not write ${text}: ${written.error}`);
  const { width, height, data } = written.symbol;
  return { width, height, dark: Array.from(data, (value) => (value < 128 ? 1 : 0)) };
}

/** YYMMDD of a UTC date. */
export const yymmdd = (date: Date, day?: '00') =>
  `${String(date.getUTCFullYear() % 100).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}${day ?? String(date.getUTCDate()).padStart(2, '0')}`;

const FIXED = new Set(['01', '11', '17']);

/**
 * The raw element string of bracketed `(ai)value` pairs as a keyboard-wedge scanner types it: fixed
 * fields run on, each variable one ends with `separator` (unless last).
 */
export function rawForm(bracketed: string, separator: string): string {
  const pairs = [...bracketed.matchAll(/\((\d{2,4})\)([^(]*)/g)].map((m) => [m[1]!, m[2]!] as const);
  return pairs.map(([ai, value], i) => `${ai}${value}${FIXED.has(ai) || i === pairs.length - 1 ? '' : separator}`).join('');
}
