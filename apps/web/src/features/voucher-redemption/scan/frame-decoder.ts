/** Reads the text of a QR code in the video's current frame, or null when none is in view. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
};

/** The browser's own detector (Chrome and Edge on Android, Chrome OS, macOS) when it reads QR codes. */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
}

/**
 * The browser's BarcodeDetector where it reads QR codes; elsewhere jsQR on the frame's pixels, loaded
 * only then. Frames are scaled to at most 640 px wide for jsQR: enough for a code held to the camera,
 * and quick on a phone's main thread.
 */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const native = await nativeDetector();
  if (native) {
    return async (video) => (await native.detect(video))[0]?.rawValue ?? null;
  }
  const { decodeQrPixels } = await import('./qr-pixels.ts');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return decodeQrPixels(frame.data, frame.width, frame.height);
  };
}
