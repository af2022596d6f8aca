/** The builder preview plays the guess-the-picture as the server does (its decisions are pure): preview.ts in player-registry.ts. */
export { guessThePictureServer as default } from './server.ts';
