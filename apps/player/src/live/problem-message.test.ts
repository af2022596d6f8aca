import { CAMPAIGN_LANGUAGES } from '@gc/contracts/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../chrome/locale-cache.ts';
import { playStringsFor } from '../chrome/play-strings.ts';
import { problemStringsFor } from '../chrome/problem-strings.ts';
import { problemFieldErrors, problemMessage } from './problem-message.ts';

/** The problems as the play API words them (apps/server/src/modules/play). */
const phoneProblem = {
  code: 'VALIDATION_FAILED',
  violations: [{ field: 'phone', message: 'This phone number is not valid' }],
};
const problem = (code: string) => ({ code, violations: [{ message: 'English words from the server' }] });

beforeAll(() => Promise.all(CAMPAIGN_LANGUAGES.map((language) => loadLocale(language.shortName))));

describe('problemMessage', () => {
  it('tells a German player about the phone number in German', () => {
    expect(problemMessage(phoneProblem, 'de')).toBe('Diese Telefonnummer ist ungültig. Bitte prüfen Sie sie.');
    expect(problemMessage(phoneProblem, 'de-CH')).toBe(problemStringsFor('de').phoneInvalid);
  });

  it.each([
    ['CHALLENGE_INVALID', 'botCheckFailed'],
    ['PLAYER_TOKEN_INVALID', 'registerAgain'],
    ['CAMPAIGN_EXPIRED', 'notRunning'],
    ['REGISTRATION_NOT_ALLOWED', 'registrationClosed'],
    ['CAMPAIGN_NOT_FOUND', 'campaignGone'],
    ['TOO_MANY_REQUESTS', 'tooManyAttempts'],
    ['SERVICE_UNAVAILABLE', 'unavailable'],
    ['DATABASE_UNAVAILABLE', 'retrySoon'],
    ['EMAIL_NOT_VERIFIED', 'confirmEmail'],
    ['IDEMPOTENCY_KEY_REUSED', 'registrationChanged'],
    ['PLAY_STEP_REFUSED', 'stepRefused'],
    ['PLAY_ALREADY_DECIDED', 'alreadyDecided'],
  ] as const)('words %s in the player’s language', (code, key) => {
    expect(problemMessage(problem(code), 'fr')).toBe(problemStringsFor('fr')[key]);
    expect(problemMessage(problem(code), 'bg')).toBe(problemStringsFor('bg')[key]);
  });

  it('gives an unknown code, or a server failure, the generic message in the player’s language', () => {
    expect(problemMessage(problem('SOMETHING_NEW'), 'hu')).toBe('Hiba történt. Kérjük, próbálja újra.');
    expect(problemMessage(problem('INTERNAL'), 'pl')).toBe(problemStringsFor('pl').generic);
    expect(problemMessage(problem('constructor'), 'it')).toBe(problemStringsFor('it').generic);
    expect(problemMessage(problem('SOMETHING_NEW'), 'xx')).toBe(problemStringsFor('en').generic);
  });

  it('tells the player a briefly unavailable server is worth another try in a moment (en and sr)', () => {
    expect(problemMessage(problem('DATABASE_UNAVAILABLE'), 'en')).toBe(
      'The campaign is briefly unavailable. Please try again in a moment.',
    );
    expect(problemMessage(problem('DATABASE_UNAVAILABLE'), 'sr')).toBe(
      'Kampanja je na trenutak nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
    );
    expect(problemFieldErrors(problem('DATABASE_UNAVAILABLE'), 'de')).toEqual({
      form: problemStringsFor('de').retrySoon,
    });
  });

  it('tells the player to reload when a quiz step is refused or the play was already decided (en and sr)', () => {
    // POST /api/play/plays/{id}/steps and /outcome answer these with 409; the game page shows the words.
    expect(problemMessage(problem('PLAY_STEP_REFUSED'), 'en')).toBe(
      'This answer could not be taken. Please reload the page.',
    );
    expect(problemMessage(problem('PLAY_ALREADY_DECIDED'), 'en')).toBe(
      'This game has already been decided. Please reload the page.',
    );
    expect(problemMessage(problem('PLAY_STEP_REFUSED'), 'sr')).toBe(
      'Ovaj odgovor nije bilo moguće prihvatiti. Ponovo učitajte stranicu.',
    );
    expect(problemMessage(problem('PLAY_ALREADY_DECIDED'), 'sr-Latn')).toBe(
      'Ishod ove igre je već određen. Ponovo učitajte stranicu.',
    );
  });

  it('says the network failed when the call never reached the server', () => {
    expect(problemMessage({ code: 'NETWORK', violations: [] }, 'nl')).toBe(playStringsFor('nl').networkError);
  });

  it('words each registration field the server refuses', () => {
    const invalid = (field?: string) => ({ code: 'VALIDATION_FAILED', violations: [{ field, message: 'x' }] });
    expect(problemMessage(invalid('email'), 'es')).toBe(playStringsFor('es').emailInvalid);
    expect(problemMessage(invalid('consent.terms'), 'es')).toBe(playStringsFor('es').consentRequired);
    expect(problemMessage(invalid('birthDate'), 'es')).toBe(problemStringsFor('es').birthDateInvalid);
    expect(problemMessage(invalid('userId'), 'sr')).toBe(
      'Ovaj link je nepotpun (nedostaje userId). Otvorite kampanju preko linka koji ste dobili.',
    );
    expect(problemMessage(invalid('firstName'), 'cs')).toBe(problemStringsFor('cs').detailsInvalid);
    expect(problemMessage(invalid(undefined), 'cs')).toBe(problemStringsFor('cs').detailsInvalid);
  });

  it.each(CAMPAIGN_LANGUAGES.filter((language) => language.shortName !== 'en'))(
    '$shortName: never shows the server’s English',
    ({ shortName }) => {
      for (const code of ['VALIDATION_FAILED', 'CHALLENGE_INVALID', 'PLAYER_TOKEN_INVALID', 'UNKNOWN', 'NETWORK']) {
        const message = problemMessage({ code, violations: [{ field: 'phone', message: 'English' }] }, shortName);
        expect(Object.values(problemStringsFor('en'))).not.toContain(message);
        expect(Object.values(playStringsFor('en'))).not.toContain(message);
      }
    },
  );
});

describe('problemFieldErrors', () => {
  it('places refused fields beside the form’s fields, the rest on the form, in the player’s language', () => {
    expect(
      problemFieldErrors(
        {
          code: 'VALIDATION_FAILED',
          violations: [
            { field: 'phone', message: 'This phone number is not valid' },
            { field: 'consent.terms', message: 'Please accept the terms' },
            { field: 'lastName', message: 'Too big' },
          ],
        },
        'it',
      ),
    ).toEqual({
      phone: problemStringsFor('it').phoneInvalid,
      consent: playStringsFor('it').consentRequired,
      form: problemStringsFor('it').detailsInvalid,
    });
  });

  it('shows any other problem on the form', () => {
    expect(problemFieldErrors(problem('CHALLENGE_INVALID'), 'ro')).toEqual({
      form: problemStringsFor('ro').botCheckFailed,
    });
    expect(problemFieldErrors({ code: 'VALIDATION_FAILED', violations: [] }, 'sk')).toEqual({
      form: problemStringsFor('sk').detailsInvalid,
    });
    expect(problemFieldErrors({ code: 'NETWORK', violations: [] }, 'sl')).toEqual({
      form: playStringsFor('sl').networkError,
    });
  });
});
