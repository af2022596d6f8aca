/** Reads the text of a QR code in the video's current frame, or null when none is in view. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
};

const detectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/**
 * Whether this browser can scan: a camera is all it takes. Where the browser reads QR codes itself
 * (BarcodeDetector: Chrome and Edge on Android, Chrome OS, macOS) that reader is used; elsewhere
 * (Safari on an iPhone, Firefox) ZXing in WebAssembly, loaded when the scan dialog opens.
 */
export function canScanQrCodes(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** The browser's own QR reader where it has one, else ZXing (zxing-frame-decoder.ts); null when neither loads. */
export async function createFrameDecoder(): Promise<FrameDecoder | null> {
  const Detector = detectorClass();
  const formats = Detector ? ((await Detector.getSupportedFormats?.().catch(() => [])) ?? ['qr_code']) : [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  try {
    return (await import('./zxing-frame-decoder.ts')).createZxingFrameDecoder();
  } catch {
    return null;
  }
}
