import { quizGameServer } from '../quiz/server.ts';

/** Guess-the-picture scores as the quiz does: the same steps, score and outcomes. */
export const guessThePictureServer = quizGameServer('guess-the-picture');
