import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { wordsIn } from '../core/game-capabilities.ts';
import { fillText, localText, readableTextOn, readFeedback, readPlayView, readQuizLooks } from './quiz-play-model.ts';
import { QUIZ_WORDS, quizWords } from './words.ts';

describe('quiz play model', () => {
  it('reads texts in the language, else the fallback, from records or resolved strings', () => {
    expect(localText({ en: 'Hi', sr: 'Zdravo' }, 'sr', 'en')).toBe('Zdravo');
    expect(localText({ en: 'Hi', sr: '' }, 'sr', 'en')).toBe('Hi');
    expect(localText('Already resolved', 'sr', 'en')).toBe('Already resolved');
    expect(localText(42, 'sr', 'en')).toBe('');
  });

  it('gives §9 colours and the click interaction to missing or malformed settings', () => {
    expect(readQuizLooks(undefined)).toEqual({
      interactionType: 'click',
      correctColour: '#2f9e44',
      incorrectColour: '#e03131',
      isPopupsEnabled: true,
    });
    expect(
      readQuizLooks({
        interactionType: 'swipe',
        correctAnswerColor: '#00ff00',
        incorrectAnswerColor: 'red; background: url(x)',
        popupsEnabled: false,
      }),
    ).toEqual({
      interactionType: 'swipe',
      correctColour: '#00ff00',
      incorrectColour: '#e03131',
      isPopupsEnabled: false,
    });
  });

  it('reads the play view in its order, dropping questions without answers and unsafe image URLs', () => {
    const view = {
      questions: [
        {
          id: 'q2',
          text: { en: 'Second?' },
          imageUrl: 'javascript:alert(1)',
          answers: [{ id: 'a', text: { en: 'A' }, imageUrl: '/files/a.png' }, 'junk'],
        },
        { id: 'q-empty', text: { en: 'No answers' }, answers: [] },
        {
          id: 'q1',
          text: 'First?',
          imageUrl: { de: '/files/de.png', en: 'https://cdn.example/q1.jpg' },
          answers: [{ id: 'b', text: 'B' }],
        },
      ],
    };
    expect(readPlayView(view, 'en', 'en')).toEqual([
      { id: 'q2', text: 'Second?', imageUrl: null, answers: [{ id: 'a', text: 'A', imageUrl: '/files/a.png' }] },
      {
        id: 'q1',
        text: 'First?',
        imageUrl: 'https://cdn.example/q1.jpg',
        answers: [{ id: 'b', text: 'B', imageUrl: null }],
      },
    ]);
    expect(readPlayView(null, 'en', 'en')).toEqual([]);
  });

  it('reads the server feedback; an empty popup is none and a personality step has no verdict', () => {
    expect(
      readFeedback(
        { isCorrect: false, correctAnswerId: 'a2', popup: { title: { en: 'Oops' }, text: { en: 'It was B' } } },
        'en',
        'en',
      ),
    ).toEqual({ isCorrect: false, correctAnswerId: 'a2', popup: { title: 'Oops', text: 'It was B' } });
    expect(readFeedback({ isCorrect: true, popup: { title: '', text: '' } }, 'en', 'en').popup).toBeNull();
    expect(readFeedback(undefined, 'en', 'en')).toEqual({ isCorrect: null, popup: null, correctAnswerId: null });
  });

  it('writes black on light and white on dark verdict colours', () => {
    expect(readableTextOn('#2f9e44')).toBe('#000000');
    expect(readableTextOn('#c92a2a')).toBe('#ffffff');
    expect(readableTextOn('#ffff00')).toBe('#000000');
    expect(readableTextOn('#1a1b1e')).toBe('#ffffff');
    expect(readableTextOn('nonsense')).toBe('#000000');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillText('Question {n} of {total}', { n: 2, total: 3 })).toBe('Question 2 of 3');
    expect(fillText('{x}', {})).toBe('{x}');
  });
});

describe('question game words', () => {
  it('has every text in every campaign language, with the placeholders of English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of LANGUAGE_CODES) {
      const texts = QUIZ_WORDS[code];
      for (const [key, english] of Object.entries(QUIZ_WORDS.en)) {
        const text = texts[key as keyof typeof texts];
        expect(text.trim(), `${code}.${key}`).not.toBe('');
        expect(placeholders(text), `${code}.${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('falls back to English for a language they have no words in', () => {
    expect(wordsIn(quizWords, 'sr').continue).toBe('Nastavi');
    expect(wordsIn(quizWords, 'xx').continue).toBe('Continue');
    expect(wordsIn(quizWords, 'constructor').continue).toBe('Continue');
  });
});
