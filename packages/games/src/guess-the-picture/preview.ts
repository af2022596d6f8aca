import { guessThePictureServer } from './server.ts';

/** PREVIEW ONLY: guess-the-picture previews with its own server steps, as the quiz does (quiz/preview.ts). */
export default guessThePictureServer;
