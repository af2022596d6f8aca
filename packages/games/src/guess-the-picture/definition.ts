import { defineGame } from '../core/game-definition.ts';
import { QUIZ_DEFAULTS, type QuizSettings, quizCapabilities, quizSettingsSchema } from '../quiz/definition.ts';
import { pictureQuizPublishChecks } from '../quiz/question-checks.ts';
import { defaultQuizQuestions } from '../quiz/question-defaults.ts';

/**
 * Spec §3 Guess-the-picture: a quiz whose questions are pictures. The settings are the quiz's; each
 * question's `imageUrl` is the picture to guess, which publishing requires (a new campaign has none
 * yet, so the draft may lack it).
 */
export type GuessThePictureSettings = QuizSettings;

const GUESS_THE_PICTURE_DEFAULTS = {
  ...QUIZ_DEFAULTS,
  questions: defaultQuizQuestions(['en'], 'pictureQuestion'),
} satisfies GuessThePictureSettings;

export const guessThePicture = defineGame<GuessThePictureSettings>({
  type: 'guess-the-picture',
  settingsVersion: 1,
  settingsSchema: quizSettingsSchema,
  defaults: GUESS_THE_PICTURE_DEFAULTS,
  ...quizCapabilities(GUESS_THE_PICTURE_DEFAULTS, 'pictureQuestion'),
  publishChecks: pictureQuizPublishChecks,
});
