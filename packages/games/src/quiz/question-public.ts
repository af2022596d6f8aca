import type { PersonalityTestSettings } from '../personality-test/definition.ts';
import type { QuizSettings } from './definition.ts';
import type { Answer, Personality, PersonalityQuestion, QuizQuestion, ScoreOutcome } from './question-schemas.ts';

/**
 * The settings the public may see (the published page, the player's first response). Nothing that
 * tells which answer scores or counts for whom: no correctAnswerId, no personalityId on answers, no
 * popup texts tied to correctness (the server sends each popup after its answer), and no prize pool
 * or odds of an outcome or personality. The server alone scores a play.
 */
const publicAnswer = ({ id, text, imageUrl }: Answer) => ({ id, text, imageUrl });

const publicQuestion = (question: QuizQuestion | PersonalityQuestion) => ({
  id: question.id,
  orderNumber: question.orderNumber,
  text: question.text,
  imageUrl: question.imageUrl,
  answers: question.answers.map(publicAnswer),
});

const publicOutcome = ({ id, downThreshold, upThreshold, title, text, imageUrl }: ScoreOutcome) => ({
  id,
  downThreshold,
  upThreshold,
  title,
  text,
  imageUrl,
});

const publicPersonality = ({ id, name, title, text, imageUrl }: Personality) => ({ id, name, title, text, imageUrl });

export function quizPublicSettings(settings: QuizSettings) {
  const { questions, outcomes, ...rest } = settings;
  return { ...rest, questions: questions.map(publicQuestion), outcomes: outcomes.map(publicOutcome) };
}

export function personalityPublicSettings(settings: PersonalityTestSettings) {
  const { questions, personalities, ...rest } = settings;
  return { ...rest, questions: questions.map(publicQuestion), personalities: personalities.map(publicPersonality) };
}
