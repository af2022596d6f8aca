import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { FrameDecoder } from './frame-decoder.ts';

// The ZXing reader (WebAssembly) is served with the builder, not fetched from the package's default CDN:
// the builder's policy allows its own origin only, and a till may sit on a network without the internet.
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingReaderWasm : prefix + path),
  },
});

/**
 * QR codes read by ZXing compiled to WebAssembly, through the `barcode-detector` ponyfill (the
 * BarcodeDetector API the browser lacks: Safari, Firefox). Loaded only when the scan dialog opens in
 * such a browser, so neither the log-in page nor the redemption page carries it.
 */
export function createZxingFrameDecoder(): FrameDecoder {
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}
