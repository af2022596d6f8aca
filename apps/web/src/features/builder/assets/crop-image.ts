import { MAX_IMAGE_SIDE } from '@gc/contracts/assets';

export type PixelArea = { x: number; y: number; width: number; height: number };

/** The box an image of width x height fills once turned by a multiple of 90 degrees. */
export function rotatedSize(width: number, height: number, rotation: number): { width: number; height: number } {
  const quarterTurns = Math.round(rotation / 90);
  return quarterTurns % 2 === 0 ? { width, height } : { width: height, height: width };
}

/**
 * The size of the edited image: the crop, scaled down so that its longest side is at most 2500 px
 * (spec §9), which the server would do anyway; doing it here keeps the PNG under the 5 MB limit.
 */
export function outputSize(crop: PixelArea, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  const width = Math.max(1, Math.round(crop.width));
  const height = Math.max(1, Math.round(crop.height));
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Turns a quarter-turn count into 0, 90, 180 or 270. */
export const normalizeRotation = (rotation: number) => (((Math.round(rotation / 90) * 90) % 360) + 360) % 360;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Without it a canvas that drew a cross-origin image could not be read back.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Cannot load ${url}`));
    image.src = url;
  });
}

/**
 * Draws the image turned by `rotation` (a multiple of 90) and cuts `crop` out of it, as react-easy-crop
 * reports it (pixels of the rotated image). The result is a PNG data URL (spec §2 Image editor).
 */
export async function cropToDataUrl(url: string, crop: PixelArea, rotation: number): Promise<string> {
  const image = await loadImage(url);
  const turned = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotatedCanvas = document.createElement('canvas');
  rotatedCanvas.width = turned.width;
  rotatedCanvas.height = turned.height;
  const rotatedContext = rotatedCanvas.getContext('2d');
  if (!rotatedContext) throw new Error('Canvas is not available');
  rotatedContext.translate(turned.width / 2, turned.height / 2);
  rotatedContext.rotate((normalizeRotation(rotation) * Math.PI) / 180);
  rotatedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const size = outputSize(crop);
  const output = document.createElement('canvas');
  output.width = size.width;
  output.height = size.height;
  const context = output.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(rotatedCanvas, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  return output.toDataURL('image/png');
}
