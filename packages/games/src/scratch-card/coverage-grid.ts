/**
 * How much of the card has been scratched, on a coarse grid rather than by reading the canvas's pixels
 * (getImageData of the whole canvas on every move would stall a phone). Cells are marked when the brush
 * passes over their centre; a circular card counts only the cells inside its circle.
 */
export type CoverageGrid = {
  /** Marks the cells under a brush stroke from (x0, y0) to (x1, y1), in the card's CSS pixels. */
  markStroke(x0: number, y0: number, x1: number, y1: number, radius: number): void;
  /** The share (0-1) of the card's cells scratched so far. */
  coveredFraction(): number;
};

export function createCoverageGrid(width: number, height: number, isCircle: boolean, cells = 24): CoverageGrid {
  const cols = cells;
  const rows = Math.max(1, Math.round((cells * height) / Math.max(1, width)));
  const cellW = width / cols;
  const cellH = height / rows;
  const counted = new Uint8Array(cols * rows);
  const marked = new Uint8Array(cols * rows);
  let total = 0;
  let covered = 0;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const dx = ((col + 0.5) * cellW - width / 2) / (width / 2);
      const dy = ((row + 0.5) * cellH - height / 2) / (height / 2);
      if (isCircle && dx * dx + dy * dy > 1) continue;
      counted[row * cols + col] = 1;
      total++;
    }
  }

  function markDisc(x: number, y: number, radius: number) {
    const c0 = Math.max(0, Math.floor((x - radius) / cellW));
    const c1 = Math.min(cols - 1, Math.floor((x + radius) / cellW));
    const r0 = Math.max(0, Math.floor((y - radius) / cellH));
    const r1 = Math.min(rows - 1, Math.floor((y + radius) / cellH));
    const r2 = radius * radius;
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        const index = row * cols + col;
        if (!counted[index] || marked[index]) continue;
        const dx = (col + 0.5) * cellW - x;
        const dy = (row + 0.5) * cellH - y;
        if (dx * dx + dy * dy <= r2) {
          marked[index] = 1;
          covered++;
        }
      }
    }
  }

  return {
    markStroke(x0, y0, x1, y1, radius) {
      const length = Math.hypot(x1 - x0, y1 - y0);
      const steps = Math.max(1, Math.ceil(length / (Math.min(cellW, cellH) / 2)));
      for (let step = 0; step <= steps; step++) {
        const t = step / steps;
        markDisc(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, radius);
      }
    },
    coveredFraction: () => (total === 0 ? 1 : covered / total),
  };
}
