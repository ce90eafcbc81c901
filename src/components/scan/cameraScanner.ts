import type { CameraProblem, CameraScanner } from '../../../machines/barcode-scan.types';
import { digitsOnly } from '../../lib/digits';

type Detect = (video: HTMLVideoElement) => Promise<string[]>;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string; format: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads both EAN-13 and the pack's DataMatrix (Chrome on
 * Android and macOS), else null.
 */
async function nativeDetector(): Promise<Detect | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!supported.includes('ean_13') || !supported.includes('data_matrix')) return null;
    const detector = new Detector({ formats: ['data_matrix', 'ean_13', 'upc_a', 'itf'].filter((f) => supported.includes(f)) });
    return async (video) =>
      (await detector.detect(video)).map((code) => (code.format === 'data_matrix' ? labelText(code.rawValue) : gtinOfScan(code.rawValue)));
  } catch {
    return null;
  }
}

/**
 * ZXing-C++ compiled to WebAssembly (zxing-wasm), loaded only now: the reader's JS and its .wasm
 * are chunks of our own build (never the CDN the library defaults to).
 */
async function wasmDetector(): Promise<Detect> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return async (video) => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const results = await readBarcodes(image, {
      formats: ['DataMatrix', 'EAN13', 'UPCA', 'ITF'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
      textMode: 'Plain',
    });
    return results
      .filter((result) => result.isValid)
      .map((result) =>
        result.format === 'DataMatrix'
          ? result.contentType === 'GS1'
            ? `${result.symbologyIdentifier}${result.text}`
            : labelText(result.text)
          : gtinOfScan(result.text),
      );
  };
}

/** A read code as a GTIN candidate: digits only, a 12-digit UPC-A as its GTIN-13. */
export function gtinOfScan(text: string): string {
  const digits = digitsOnly(text);
  return digits.length === 12 ? `0${digits}` : digits;
}

/**
 * A DataMatrix's text for the GS1 reader: a GS1 label's FNC1-led text as it came (its FNC1 already
 * ASCII 29), anything else (a Digital Link, a plain text) untouched.
 */
export function labelText(text: string): string {
  return text.startsWith('\u001d') ? `]d2${text.slice(1)}` : text;
}

const SCAN_INTERVAL_MS = 200;

function problemOf(error: unknown): CameraProblem {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * The camera of the scan dialog: `getUserMedia` into the dialog's `<video>` (`getVideo`), then a
 * decode every 200 ms with BarcodeDetector where it reads EAN-13 and DataMatrix, otherwise zxing-wasm.
 * A 1-D code is sent as its GTIN's digits, a DataMatrix as its text (the machine reads GS1 from it).
 */
export function createCameraScanner(getVideo: () => HTMLVideoElement | null): CameraScanner {
  return {
    start({ onReady, onCode, onError }) {
      let stopped = false;
      let stream: MediaStream | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const release = () => {
        stream?.getTracks().forEach((track) => track.stop());
        stream = null;
      };
      void (async () => {
        if (!navigator.mediaDevices?.getUserMedia) return onError('unavailable');
        try {
          stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        } catch (error) {
          if (!stopped) onError(problemOf(error));
          return;
        }
        if (stopped) return release();
        let detect: Detect;
        try {
          detect = (await nativeDetector()) ?? (await wasmDetector());
        } catch {
          release();
          if (!stopped) onError('unavailable');
          return;
        }
        const video = getVideo();
        if (stopped || !video) return release();
        video.srcObject = stream;
        video.muted = true;
        await video.play().catch(() => undefined);
        if (stopped) return;
        onReady();
        const tick = async () => {
          if (stopped) return;
          try {
            if (video.readyState >= 2 && video.videoWidth > 0) for (const text of await detect(video)) onCode(text);
          } catch {
            // A frame that fails to decode: try the next one.
          }
          if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      })();
      return () => {
        stopped = true;
        clearTimeout(timer);
        release();
        const video = getVideo();
        if (video) video.srcObject = null;
      };
    },
  };
}
