/**
 * A play that could not be made, with the words to tell the player (already in their language). The
 * game page shows them instead of its generic failure message.
 */
export class PlayFailure extends Error {
  override name = 'PlayFailure';
}
