import { createCoverageGrid } from './coverage-grid.ts';

/** The closed card's look: its colour, and a picture drawn over it when there is one. */
export type ScratchLayer = { colour: string; imageUrl: string | null };

export type ScratchSurfaceOptions = {
  isCircle: boolean;
  /** Share of the card (0-1) scratched before `onThreshold`. */
  threshold: number;
  /** The first touch of a freshly painted card (the Player asks for the play then). */
  onFirstScratch(): void;
  /** Enough of the card is scratched to open it in full; called once per painted card. */
  onThreshold(): void;
};

export type ScratchSurface = {
  /** Paints the closed card afresh and forgets what was scratched. */
  paint(layer: ScratchLayer): void;
  /** Whether a finger or mouse may scratch (off once the card is open). */
  setEnabled(isEnabled: boolean): void;
  dispose(): void;
};

type Point = { x: number; y: number; isStart: boolean };

/**
 * The scratch layer on a canvas, without React: pointer moves (with the browser's coalesced events, so a
 * fast finger draws a smooth line) are queued and drawn once per animation frame as one path erased
 * with `destination-out`; the covered share is kept on a coarse grid (coverage-grid.ts), never read back
 * from the canvas. The canvas size is read when painting and at each stroke's start, not on every move.
 */
export function createScratchSurface(canvas: HTMLCanvasElement, options: ScratchSurfaceOptions): ScratchSurface {
  const context = canvas.getContext('2d');
  let grid = createCoverageGrid(1, 1, options.isCircle);
  let rect = canvas.getBoundingClientRect();
  let brushRadius = 16;
  let queue: Point[] = [];
  let last: Point | null = null;
  let frame = 0;
  let isDown = false;
  let isEnabled = true;
  let hasScratched = false;
  let hasReachedThreshold = false;
  let paintId = 0;

  function resize() {
    rect = canvas.getBoundingClientRect();
    // One canvas pixel per CSS pixel, whatever the screen's density: the layer is a colour or a picture
    // being scratched away, and a phone at density 2 would erase and composite four times the pixels each
    // frame (bench/player-scratch-fps.ts: 1.5 and 2 dropped more frames at 4x CPU throttling).
    canvas.width = Math.max(1, Math.round(rect.width));
    canvas.height = Math.max(1, Math.round(rect.height));
    brushRadius = Math.max(14, rect.width * 0.07);
    grid = createCoverageGrid(rect.width, rect.height, options.isCircle);
  }

  function paint(layer: ScratchLayer) {
    paintId++;
    queue = [];
    last = null;
    hasScratched = false;
    hasReachedThreshold = false;
    resize();
    if (!context) return;
    context.globalCompositeOperation = 'source-over';
    context.fillStyle = layer.colour;
    context.fillRect(0, 0, rect.width, rect.height);
    if (!layer.imageUrl) return;
    const image = new Image();
    const id = paintId;
    image.onload = () => {
      if (id !== paintId) return;
      // Over what is left of the layer only: a player may have scratched while the picture loaded.
      context.globalCompositeOperation = 'source-atop';
      const scale = Math.max(rect.width / image.width, rect.height / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      context.drawImage(image, (rect.width - w) / 2, (rect.height - h) / 2, w, h);
    };
    image.src = layer.imageUrl;
  }

  function draw() {
    frame = 0;
    if (!context || queue.length === 0) return;
    context.globalCompositeOperation = 'destination-out';
    context.lineWidth = brushRadius * 2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    for (const point of queue) {
      if (point.isStart || !last) {
        context.moveTo(point.x, point.y);
        context.lineTo(point.x + 0.01, point.y);
        grid.markStroke(point.x, point.y, point.x, point.y, brushRadius);
      } else {
        context.lineTo(point.x, point.y);
        grid.markStroke(last.x, last.y, point.x, point.y, brushRadius);
      }
      last = point;
    }
    context.stroke();
    queue = [];
    if (!hasReachedThreshold && grid.coveredFraction() >= options.threshold) {
      hasReachedThreshold = true;
      options.onThreshold();
    }
  }

  const enqueue = (event: PointerEvent, isStart: boolean) => {
    queue.push({ x: event.clientX - rect.left, y: event.clientY - rect.top, isStart });
    if (!frame) frame = requestAnimationFrame(draw);
  };

  const onDown = (event: PointerEvent) => {
    if (!isEnabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    isDown = true;
    rect = canvas.getBoundingClientRect();
    canvas.setPointerCapture?.(event.pointerId);
    enqueue(event, true);
    if (!hasScratched) {
      hasScratched = true;
      options.onFirstScratch();
    }
  };
  const onMove = (event: PointerEvent) => {
    if (!isDown || !isEnabled) return;
    const events = event.getCoalescedEvents?.() ?? [];
    for (const each of events.length > 0 ? events : [event]) enqueue(each, false);
  };
  const onUp = () => {
    isDown = false;
  };

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);
  canvas.addEventListener('lostpointercapture', onUp);

  return {
    paint,
    setEnabled(next) {
      isEnabled = next;
      if (!next) isDown = false;
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
      canvas.removeEventListener('lostpointercapture', onUp);
    },
  };
}
