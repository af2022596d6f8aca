import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { setPageIncluded } from '@gc/contracts/campaign-pages';
import { describe, expect, it } from 'vitest';
import { changedParts, isJsonEqual } from './document-diff.ts';
import {
  hasUnsavedChanges,
  initialWorkingCopy,
  unsavedChanges,
  type WorkingCopy,
  workingCopyReducer,
} from './working-copy.ts';

const document = newCampaignDocument({
  languages: ['en', 'de'],
  registrationType: '',
  game: { version: 1, settings: {} },
});
const start = () => initialWorkingCopy({ document, revision: 3 });
const retitle = (state: WorkingCopy, language: 'en' | 'de', title: string) =>
  workingCopyReducer(state, { type: 'changed', changes: { texts: { [language]: { 'introduction.title': title } } } });

describe('isJsonEqual', () => {
  it('compares nested values, arrays in order, and treats undefined keys as missing', () => {
    expect(isJsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(isJsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isJsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isJsonEqual({ a: null }, { a: {} })).toBe(false);
    expect(isJsonEqual([], {})).toBe(false);
  });
});

describe('working copy', () => {
  it('starts without unsaved changes', () => {
    expect(hasUnsavedChanges(start())).toBe(false);
    expect(unsavedChanges(start())).toEqual({});
  });

  it('merges a change key by key, keeping the other languages and texts', () => {
    const state = retitle(start(), 'de', 'Spielen!');
    expect(state.document.texts.de?.['introduction.title']).toBe('Spielen!');
    expect(state.document.texts.de?.['introduction.text']).toBe(document.texts.de?.['introduction.text']);
    expect(state.document.texts.en).toEqual(document.texts.en);
    expect(state.saved).toBe(document);
  });

  it('sends only the changed top-level parts, each whole', () => {
    let state = retitle(start(), 'en', 'Hello');
    state = workingCopyReducer(state, {
      type: 'changed',
      changes: { pages: setPageIncluded(document.pages, 'introduction', false) },
    });
    const changes = unsavedChanges(state);
    expect(Object.keys(changes).sort()).toEqual(['pages', 'texts']);
    expect(changes.texts?.de).toEqual(document.texts.de);
    expect(changes.pages?.find((page) => page.key === 'introduction')?.included).toBe(false);
  });

  it('has nothing unsaved once a change is typed back to the saved value', () => {
    const original = document.texts.en?.['introduction.title'] ?? '';
    const state = retitle(retitle(start(), 'en', 'Hello'), 'en', original);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('drops unsaved changes on discard', () => {
    const state = workingCopyReducer(retitle(start(), 'en', 'Hello'), { type: 'discarded' });
    expect(state.document).toBe(document);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('takes the server answer on save and keeps what was edited while saving', () => {
    const sending = retitle(start(), 'en', 'Hello');
    const sent = sending.document;
    const whileSaving = workingCopyReducer(sending, { type: 'changed', changes: { registrationType: 'appSolution' } });
    const state = workingCopyReducer(whileSaving, { type: 'saved', draft: { document: sent, revision: 4 }, sent });
    expect(state.revision).toBe(4);
    expect(state.saved).toBe(sent);
    expect(unsavedChanges(state)).toEqual({ registrationType: 'appSolution' });
  });

  it('is clean after a save when nothing changed meanwhile', () => {
    const sending = retitle(start(), 'en', 'Hello');
    const state = workingCopyReducer(sending, {
      type: 'saved',
      draft: { document: sending.document, revision: 4 },
      sent: sending.document,
    });
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('replaces everything when a draft is loaded again', () => {
    const reloaded = { ...document, registrationType: 'urlParameters' as const };
    const state = workingCopyReducer(retitle(start(), 'en', 'Hello'), {
      type: 'loaded',
      draft: { document: reloaded, revision: 9 },
    });
    expect(state).toEqual({ saved: reloaded, revision: 9, document: reloaded });
  });

  it('lists nothing for identical documents and every differing part otherwise', () => {
    expect(changedParts(document, structuredClone(document))).toEqual({});
    expect(changedParts(document, { ...document, outcomes: [] })).toEqual({ outcomes: [] });
  });
});
