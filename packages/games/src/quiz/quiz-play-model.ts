/**
 * The quiz as the Player shows it, read from what may be half-edited settings (the builder's preview
 * posts its working copy unvalidated) and from the server's answers, defensively and without zod, so
 * that the player chunk stays small. Nothing here knows which answer is correct: the play's view holds
 * no correctness, and the server's feedback after each answer says it.
 */

export type QuizInteraction = 'click' | 'swipe';

/** The looks the public settings give the quiz. */
export type QuizLooks = {
  interactionType: QuizInteraction;
  correctColour: string;
  incorrectColour: string;
  isPopupsEnabled: boolean;
};

export type PlayAnswer = { id: string; text: string; imageUrl: string | null };
export type PlayQuestion = { id: string; text: string; imageUrl: string | null; answers: PlayAnswer[] };

/** What the server said about one answer. Personality tests get no verdict (`isCorrect` null). */
export type StepFeedback = {
  isCorrect: boolean | null;
  popup: { title: string; text: string } | null;
  correctAnswerId: string | null;
};

const COLOUR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
/** The image URLs a document may hold: an uploaded file or an https address (as the wheel's model). */
const IMAGE_URL = /^(\/files\/|https:\/\/)\S+$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const colourOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && COLOUR.test(value) ? value : fallback;
/** An image URL, or a per-language record of them (a question's picture may differ per language). */
function imageUrlOf(value: unknown, language = '', fallbackLanguage = ''): string | null {
  const url = isObject(value) ? localText(value, language, fallbackLanguage) : value;
  return typeof url === 'string' && IMAGE_URL.test(url) ? url : null;
}
const idOf = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/**
 * A marketer's text in the player's language, else in the fallback language. The server may send texts
 * already resolved (a string) or per language (a record); both are read.
 */
export function localText(value: unknown, language: string, fallbackLanguage: string): string {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return '';
  const own = value[language];
  const fallback = value[fallbackLanguage];
  if (typeof own === 'string' && own !== '') return own;
  return typeof fallback === 'string' ? fallback : '';
}

/** §9: correct answers green, incorrect red, unless the marketer chose colours. */
export function readQuizLooks(settings: unknown): QuizLooks {
  const quiz = isObject(settings) ? settings : {};
  return {
    interactionType: quiz.interactionType === 'swipe' ? 'swipe' : 'click',
    correctColour: colourOr(quiz.correctAnswerColor ?? quiz.correctAnswerColour, '#2f9e44'),
    incorrectColour: colourOr(quiz.incorrectAnswerColor ?? quiz.incorrectAnswerColour, '#e03131'),
    isPopupsEnabled: quiz.popupsEnabled !== false,
  };
}

function readAnswer(raw: unknown, index: number, language: string, fallbackLanguage: string): PlayAnswer | null {
  if (!isObject(raw)) return null;
  return {
    id: idOf(raw.id, `answer-${index}`),
    text: localText(raw.text ?? raw.answerText ?? raw.answerTexts, language, fallbackLanguage),
    imageUrl: imageUrlOf(raw.imageUrl),
  };
}

/** The play's questions in the order the server chose (shuffled and limited there), each with its answers. */
export function readPlayView(view: unknown, language: string, fallbackLanguage: string): PlayQuestion[] {
  const rawQuestions = Array.isArray(view)
    ? view
    : isObject(view) && Array.isArray(view.questions)
      ? view.questions
      : [];
  return rawQuestions.flatMap((raw: unknown, index: number): PlayQuestion[] => {
    if (!isObject(raw)) return [];
    const answers = (Array.isArray(raw.answers) ? raw.answers : [])
      .map((answer: unknown, answerIndex: number) => readAnswer(answer, answerIndex, language, fallbackLanguage))
      .filter((answer): answer is PlayAnswer => answer !== null);
    if (answers.length === 0) return [];
    return [
      {
        id: idOf(raw.id, `question-${index}`),
        text: localText(raw.text ?? raw.questionText ?? raw.questionTexts, language, fallbackLanguage),
        imageUrl: imageUrlOf(raw.imageUrl, language, fallbackLanguage),
        answers,
      },
    ];
  });
}

/** The server's feedback on one answer; a popup without title and text is no popup. */
export function readFeedback(feedback: unknown, language: string, fallbackLanguage: string): StepFeedback {
  const raw = isObject(feedback) ? feedback : {};
  const rawPopup = isObject(raw.popup) ? raw.popup : null;
  const title = rawPopup ? localText(rawPopup.title, language, fallbackLanguage) : '';
  const text = rawPopup ? localText(rawPopup.text, language, fallbackLanguage) : '';
  return {
    isCorrect: typeof raw.isCorrect === 'boolean' ? raw.isCorrect : null,
    popup: title || text ? { title, text } : null,
    correctAnswerId: typeof raw.correctAnswerId === 'string' ? raw.correctAnswerId : null,
  };
}

/** Black or white, whichever reads better on a background colour (WCAG relative luminance). */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  if (!COLOUR.test(background)) return '#000000';
  const channel = (offset: number) => {
    const value = Number.parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // The contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); they are equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** `{name}` placeholders of the player texts replaced by values. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
