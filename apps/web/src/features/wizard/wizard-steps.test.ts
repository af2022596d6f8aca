import type { CampaignTemplate } from '@gc/contracts/campaigns';
import { describe, expect, it } from 'vitest';
import type { NameCheckState } from './name-check.ts';
import {
  EMPTY_CHOICES,
  effectiveTemplateId,
  firstIncompleteStep,
  hasChoices,
  isStepComplete,
  toCreateRequest,
  type WizardChoices,
  type WizardFacts,
  withType,
} from './wizard-steps.ts';

const TEMPLATES: CampaignTemplate[] = [
  { id: 'c1', name: 'Summer wheel', isDefault: false, logoUrl: null },
  { id: 'default', name: 'Spin the wheel', isDefault: true, logoUrl: null },
];
const AVAILABLE: NameCheckState = { status: 'available', name: 'Summer' };

const facts = (overrides: Partial<WizardFacts> = {}): WizardFacts => ({
  availableTypes: new Set(['spin-the-wheel']),
  templates: TEMPLATES,
  nameCheck: AVAILABLE,
  ...overrides,
});
const COMPLETE: WizardChoices = { type: 'spin-the-wheel', templateId: null, name: 'Summer', languages: ['en', 'de'] };

describe('wizard steps', () => {
  it('needs an available type', () => {
    expect(isStepComplete('type', EMPTY_CHOICES, facts())).toBe(false);
    expect(isStepComplete('type', { ...COMPLETE, type: 'quiz' }, facts())).toBe(false);
    expect(isStepComplete('type', COMPLETE, facts())).toBe(true);
  });

  it('preselects the default template and keeps a valid pick', () => {
    expect(effectiveTemplateId(COMPLETE, TEMPLATES)).toBe('default');
    expect(effectiveTemplateId({ ...COMPLETE, templateId: 'c1' }, TEMPLATES)).toBe('c1');
    expect(effectiveTemplateId({ ...COMPLETE, templateId: 'gone' }, TEMPLATES)).toBe('default');
    expect(effectiveTemplateId(COMPLETE, [TEMPLATES[0]])).toBe('c1');
    expect(effectiveTemplateId(COMPLETE, undefined)).toBeNull();
    expect(isStepComplete('template', COMPLETE, facts({ templates: undefined }))).toBe(false);
  });

  it('needs a name the server reported free', () => {
    expect(isStepComplete('name', COMPLETE, facts())).toBe(true);
    expect(isStepComplete('name', COMPLETE, facts({ nameCheck: { status: 'checking', name: 'Summer' } }))).toBe(false);
    expect(isStepComplete('name', COMPLETE, facts({ nameCheck: { status: 'taken', name: 'Summer' } }))).toBe(false);
    expect(isStepComplete('name', { ...COMPLETE, name: 'Winter' }, facts())).toBe(false);
  });

  it('needs at least one language', () => {
    expect(isStepComplete('languages', { ...COMPLETE, languages: [] }, facts())).toBe(false);
    expect(isStepComplete('languages', COMPLETE, facts())).toBe(true);
  });

  it('finds the first step still to do', () => {
    expect(firstIncompleteStep(EMPTY_CHOICES, facts())).toBe(0);
    expect(firstIncompleteStep({ ...COMPLETE, name: '' }, facts({ nameCheck: { status: 'empty' } }))).toBe(2);
    expect(firstIncompleteStep(COMPLETE, facts())).toBe(4);
  });

  it('asks before leaving only when something was chosen', () => {
    expect(hasChoices(EMPTY_CHOICES)).toBe(false);
    expect(hasChoices({ ...EMPTY_CHOICES, name: '  ' })).toBe(false);
    expect(hasChoices({ ...EMPTY_CHOICES, name: 'x' })).toBe(true);
    expect(hasChoices({ ...EMPTY_CHOICES, type: 'quiz' })).toBe(true);
    expect(hasChoices({ ...EMPTY_CHOICES, languages: ['en'] })).toBe(true);
  });

  it('forgets the template pick when the type changes', () => {
    const picked = { ...COMPLETE, templateId: 'c1' };
    expect(withType(picked, 'spin-the-wheel')).toBe(picked);
    expect(withType(picked, 'quiz')).toEqual({ ...picked, type: 'quiz', templateId: null });
  });

  it('builds the create request only when every step is done', () => {
    expect(toCreateRequest({ ...COMPLETE, name: ' Summer ' }, facts(), '')).toEqual({
      name: 'Summer',
      campaignType: 'spin-the-wheel',
      templateId: 'default',
      languages: ['en', 'de'],
      registrationType: '',
    });
    expect(toCreateRequest({ ...COMPLETE, languages: [] }, facts(), '')).toBeNull();
    expect(toCreateRequest(EMPTY_CHOICES, facts(), 'appSolution')).toBeNull();
  });
});
