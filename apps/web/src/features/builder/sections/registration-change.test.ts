import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { describe, expect, it } from 'vitest';
import { registrationChanges, registrationChoices } from './registration-change.ts';

const withForm = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings: {} } });
const next = (document: typeof withForm, key: string) => document.pages.find((page) => page.key === key)?.nextPage;

describe('registrationChanges', () => {
  it('takes the register page out of the flow for noDelivery and relinks it', () => {
    const changes = registrationChanges(withForm, 'noDelivery');
    const document = { ...withForm, ...changes };
    expect(changes.registrationType).toBe('noDelivery');
    expect(document.pages.find((page) => page.key === 'register')?.included).toBe(false);
    expect(next(document, 'introduction')).toBe('game');
    expect(next(document, 'register')).toBeNull();
  });

  it('puts the register page back for any other type', () => {
    const without = { ...withForm, ...registrationChanges(withForm, 'noDelivery') };
    const document = { ...without, ...registrationChanges(without, 'urlParameters') };
    expect(document.pages.find((page) => page.key === 'register')?.included).toBe(true);
    expect(next(document, 'introduction')).toBe('register');
    expect(next(document, 'register')).toBe('game');
  });

  it('only sets the type when the campaign has no register page', () => {
    const noRegister = { ...withForm, pages: withForm.pages.filter((page) => page.key !== 'register') };
    expect(registrationChanges(noRegister, 'noDelivery')).toEqual({ registrationType: 'noDelivery' });
  });
});

describe('registrationChoices', () => {
  it("offers the type's choices and keeps a saved one the type no longer offers", () => {
    expect(registrationChoices(['', 'appSolution'], '')).toEqual(['', 'appSolution']);
    expect(registrationChoices(['', 'appSolution'], 'noDelivery')).toEqual(['', 'appSolution', 'noDelivery']);
    expect(registrationChoices(undefined, 'urlParameters')).toEqual(['urlParameters']);
  });
});
