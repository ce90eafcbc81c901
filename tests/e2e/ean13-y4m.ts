/**
 * A Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays) of an EAN-13 barcode,
 * drawn here from the GS1 tables, so the camera test needs no image tools and no committed binary.
 */
import { writeFile } from 'node:fs/promises';

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((bit) => (bit === '0' ? '1' : '0')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 (1 = bar). */
export function ean13Modules(code: string): string {
  if (!/^[0-9]{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'L' ? L[d] : G[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => R[d])
    .join('');
  return `101${left}01010${right}101`;
}

/** Writes `frames` identical 640×480 4:2:0 frames of the barcode, black bars on white. */
export async function writeBarcodeY4m(path: string, code: string, frames = 10): Promise<void> {
  const width = 640;
  const height = 480;
  const modules = ean13Modules(code);
  const scale = 5;
  const left = Math.floor((width - modules.length * scale) / 2);
  const top = 90;
  const bottom = 390;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = top; y < bottom; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] === '1') luma.fill(16, y * width + left + m * scale, y * width + left + (m + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
