import type { PlayResponse } from '@gc/contracts/play';

/**
 * What a game page needs from a play: the page to show next and, for the wheel, the sector to land on.
 * The published page answers with the play API's response (which carries the prize as well); the
 * builder's preview makes one up locally.
 */
export type PlayAnswer = Pick<PlayResponse, 'sectorId'> & { page: string };

/**
 * Makes one play. Whoever renders the campaign provides it (the preview, or the published page calling
 * /api/play/…): the game page only shows the answer, never decides it. Rejects when no play could be made.
 */
export type GamePlay = () => Promise<PlayAnswer>;
