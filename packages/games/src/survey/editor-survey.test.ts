import { describe, expect, it } from 'vitest';
import { SURVEY_DEFAULTS, survey } from './definition.ts';
import { newSurveyQuestion, withoutSurveyAnswer, withType } from './editor-survey.ts';

let counter = 0;
const nextId = () => `new-${++counter}`;

describe('survey editor changes', () => {
  it('turns a free text into a choice with two empty answers to write, and keeps the settings valid', () => {
    const freeText = SURVEY_DEFAULTS.questions[3];
    const choice = withType(freeText, 'SINGLE_CHOICE', nextId);
    expect(choice.answers).toHaveLength(2);
    const settings = { ...SURVEY_DEFAULTS, questions: [choice] };
    expect(survey.settingsSchema.safeParse(settings).success).toBe(true);
  });

  it('keeps a multiple choice within its answers when one is removed', () => {
    const multi = SURVEY_DEFAULTS.questions[1];
    expect(multi.maxAnswersTreshold).toBe(3);
    const fewer = withoutSurveyAnswer(multi, multi.answers[2].id);
    expect(fewer).toMatchObject({ minAnswersTreshold: 1, maxAnswersTreshold: 2 });
    expect(survey.settingsSchema.safeParse({ ...SURVEY_DEFAULTS, questions: [fewer] }).success).toBe(true);
  });

  it('adds a new question as a required single choice of two answers', () => {
    const question = newSurveyQuestion(4, nextId);
    expect(question).toMatchObject({ type: 'SINGLE_CHOICE', answerMandatory: true, orderNumber: 4 });
    expect(question.answers).toHaveLength(2);
  });
});
