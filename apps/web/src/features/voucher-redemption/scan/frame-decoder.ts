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
 * Whether the browser can read QR codes itself (BarcodeDetector: Chrome and Edge on Android, Chrome OS,
 * macOS). No decoding library is shipped for the others (Safari, Firefox): see docs/decisions.md.
 */
export function canScanQrCodes(): boolean {
  return (
    typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && detectorClass() !== undefined
  );
}

/** The browser's BarcodeDetector for QR codes; null when it has none or it does not read QR codes. */
export async function createFrameDecoder(): Promise<FrameDecoder | null> {
  const Detector = detectorClass();
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? ['qr_code'];
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}
