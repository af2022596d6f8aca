import { QUIZ_SETTINGS_LAYOUT } from '../quiz/editor-layout.ts';

/** Guess-the-picture has the quiz's settings, so the quiz's form. */
export const GUESS_THE_PICTURE_SETTINGS_LAYOUT = QUIZ_SETTINGS_LAYOUT;
