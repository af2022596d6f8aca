import { randomUuid } from '@gc/contracts/random-uuid';
import type { WheelSector } from './definition.ts';

/** Colours new sectors cycle through, so neighbours differ without the marketer picking each one. */
const NEW_SECTOR_COLOURS = ['#7048e8', '#f59f00', '#12b886', '#e64980', '#228be6', '#fa5252', '#40c057', '#fd7e14'];

/** §5 Lists: items the server has not seen yet carry ids beginning NEWID_. */
export function newSectorId(random: () => string = randomUuid): string {
  return `NEWID_${random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 40)}`;
}

/** The sectors in wheel order, numbered 0..n-1 (orderNumber is what the player draws by). */
export function orderedSectors(sectors: readonly WheelSector[]): WheelSector[] {
  return [...sectors]
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .map((sector, orderNumber) => (sector.orderNumber === orderNumber ? sector : { ...sector, orderNumber }));
}

export function newSector(orderNumber: number, id: string): WheelSector {
  return {
    id,
    sectorColour: NEW_SECTOR_COLOURS[orderNumber % NEW_SECTOR_COLOURS.length],
    imageUrl: null,
    text: {},
    textColour: '#ffffff',
    textFont: 'Montserrat',
    orderNumber,
    poolId: null,
    oddsBp: 0,
  };
}

/** Grows the wheel with new sectors at the end, or shrinks it by dropping the last ones. */
export function resizeSectors(
  sectors: readonly WheelSector[],
  count: number,
  makeId: () => string = () => newSectorId(),
): WheelSector[] {
  const ordered = orderedSectors(sectors);
  if (count <= ordered.length) return ordered.slice(0, Math.max(0, count));
  const added = Array.from({ length: count - ordered.length }, (_, index) =>
    newSector(ordered.length + index, makeId()),
  );
  return [...ordered, ...added];
}

/** The sectors that resizing to `count` would drop and that hold something worth asking about. */
export function sectorsLostByResize(sectors: readonly WheelSector[], count: number): WheelSector[] {
  return orderedSectors(sectors)
    .slice(Math.max(0, count))
    .filter((sector) => sector.poolId !== null || sector.oddsBp > 0);
}

/** Swaps a sector with its neighbour; moving past either end changes nothing. */
export function moveSector(sectors: readonly WheelSector[], id: string, direction: -1 | 1): WheelSector[] {
  const ordered = orderedSectors(sectors);
  const from = ordered.findIndex((sector) => sector.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ordered.length) return ordered;
  const swapped = [...ordered];
  [swapped[from], swapped[to]] = [swapped[to], swapped[from]];
  return swapped.map((sector, orderNumber) => ({ ...sector, orderNumber }));
}

export function updateSector(sectors: readonly WheelSector[], id: string, patch: Partial<WheelSector>): WheelSector[] {
  return orderedSectors(sectors).map((sector) => (sector.id === id ? { ...sector, ...patch, id } : sector));
}

/** The pools the sectors give away, once each (the common setting poolIds is derived, not typed). */
export function poolIdsOfSectors(sectors: readonly WheelSector[]): string[] {
  return [...new Set(sectors.flatMap((sector) => (sector.poolId ? [sector.poolId] : [])))];
}
