import type { GamePlayerProps } from '../core/game-player.ts';
import { PathGame } from './PathGame.tsx';

/** The path's words, for the page to give the Player as its labels (see GamePlayerModule). */
export { pathWords as words } from './words.ts';

/** The retailer's path game as players see it. */
export default function RetailerPathPlayer(props: GamePlayerProps) {
  return <PathGame {...props} />;
}
