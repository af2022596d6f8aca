import type { RegistrationType } from '@gc/contracts/campaign-document';
import type { CampaignType } from '@gc/contracts/campaign-types';
import type { CampaignTemplate, CreateCampaignRequest } from '@gc/contracts/campaigns';
import type { LanguageCode } from '@gc/contracts/languages';
import { isNameUsable, type NameCheckState, normalizeName } from './name-check.ts';

/** The wizard's steps in order (spec §2 New campaign and wizard). */
export const WIZARD_STEPS = ['type', 'template', 'name', 'languages'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP_INDEX = WIZARD_STEPS.length - 1;

/** What the user has picked so far. `templateId` is an explicit pick; null means "the default". */
export type WizardChoices = {
  type: CampaignType | null;
  templateId: string | null;
  name: string;
  /** In pick order: the first one is the campaign's default language. */
  languages: LanguageCode[];
};

export const EMPTY_CHOICES: WizardChoices = { type: null, templateId: null, name: '', languages: [] };

/** What the server has told us, needed to judge the choices. */
export type WizardFacts = {
  /** Types whose game can be built now (GET /resources/campaign-types, isAvailable). */
  availableTypes: ReadonlySet<CampaignType>;
  /** The chosen type's templates once loaded, undefined while loading or failed. */
  templates: readonly CampaignTemplate[] | undefined;
  nameCheck: NameCheckState;
};

/**
 * The template the campaign will be made from: the user's pick while it is one of the type's
 * templates, otherwise the type's default (so the default is preselected, and a pick made for
 * another type never leaks into this one).
 */
export function effectiveTemplateId(choices: WizardChoices, templates: WizardFacts['templates']): string | null {
  if (!templates || templates.length === 0) return null;
  if (choices.templateId && templates.some((template) => template.id === choices.templateId)) {
    return choices.templateId;
  }
  return (templates.find((template) => template.isDefault) ?? templates[0]).id;
}

export function isStepComplete(step: WizardStep, choices: WizardChoices, facts: WizardFacts): boolean {
  switch (step) {
    case 'type':
      return choices.type !== null && facts.availableTypes.has(choices.type);
    case 'template':
      return effectiveTemplateId(choices, facts.templates) !== null;
    case 'name':
      return isNameUsable(facts.nameCheck, choices.name);
    case 'languages':
      return choices.languages.length > 0;
    default:
      return exhaustive(step);
  }
}

/** The index of the first step still to be done, or the step count when all are done. */
export function firstIncompleteStep(choices: WizardChoices, facts: WizardFacts): number {
  const index = WIZARD_STEPS.findIndex((step) => !isStepComplete(step, choices, facts));
  return index === -1 ? WIZARD_STEPS.length : index;
}

/** Whether leaving the wizard would throw work away (then Cancel asks first). */
export function hasChoices(choices: WizardChoices): boolean {
  return choices.type !== null || normalizeName(choices.name) !== '' || choices.languages.length > 0;
}

/** Choosing another type starts its template over; name and languages stay. */
export function withType(choices: WizardChoices, type: CampaignType): WizardChoices {
  return choices.type === type ? choices : { ...choices, type, templateId: null };
}

/** The create request, or null while any step is incomplete. */
export function toCreateRequest(
  choices: WizardChoices,
  facts: WizardFacts,
  registrationType: RegistrationType,
): CreateCampaignRequest | null {
  const templateId = effectiveTemplateId(choices, facts.templates);
  if (choices.type === null || templateId === null) return null;
  if (firstIncompleteStep(choices, facts) < WIZARD_STEPS.length) return null;
  return {
    name: normalizeName(choices.name),
    campaignType: choices.type,
    templateId,
    languages: choices.languages,
    registrationType,
  };
}

function exhaustive(value: never): never {
  throw new Error(`Unhandled wizard step: ${String(value)}`);
}
