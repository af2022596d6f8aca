import type { RegistrationType } from '@gc/contracts/campaign-document';
import type { CampaignType } from '@gc/contracts/campaign-types';
import type { CreateCampaignRequest } from '@gc/contracts/campaigns';
import type { LanguageCode } from '@gc/contracts/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { withCompanyView } from '../../lib/company-view.ts';
import { createCampaign } from '../campaigns/campaign-api.ts';
import { builderPath } from '../campaigns/campaign-links.ts';
import { CAMPAIGNS_KEY } from '../campaigns/campaign-query-keys.ts';
import { classifyCreateFailure } from './create-failure.ts';
import { acceptEula } from './eula-api.ts';
import { useNameCheck } from './use-name-check.ts';
import { useCampaignTypes, useCompanyTemplates } from './wizard-queries.ts';
import {
  EMPTY_CHOICES,
  effectiveTemplateId,
  firstIncompleteStep,
  isStepComplete,
  LAST_STEP_INDEX,
  toCreateRequest,
  WIZARD_STEPS,
  type WizardFacts,
  withType,
} from './wizard-steps.ts';

const NAME_STEP = WIZARD_STEPS.indexOf('name');
const TYPE_STEP = WIZARD_STEPS.indexOf('type');

/**
 * The wizard's state and its one write: the choices, the step shown, what the server said about
 * them, and creating the campaign once the delivery method is chosen.
 */
export function useWizard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [companyViewId] = useCompanyViewId();
  const [choices, setChoices] = useState(EMPTY_CHOICES);
  const [active, setActive] = useState(0);
  const [isChoosingDelivery, setIsChoosingDelivery] = useState(false);
  /** Set when the server refused the type at creation time; cleared by the next type pick. */
  const [isTypeRefused, setIsTypeRefused] = useState(false);
  /** A demo company's create refused for the EULA: the request waits for the acceptance. */
  const [eulaWait, setEulaWait] = useState<{ companyId: string; request: CreateCampaignRequest } | null>(null);
  const [nameCheck, dispatchName] = useNameCheck();
  const types = useCampaignTypes();
  const templates = useCompanyTemplates(choices.type);

  const availableTypes = useMemo(
    () => new Set(types.data?.filter((info) => info.isAvailable).map((info) => info.type)),
    [types.data],
  );
  const facts: WizardFacts = { availableTypes, templates: templates.data, nameCheck };
  const registrationTypes = types.data?.find((info) => info.type === choices.type)?.registrationTypes ?? [];

  const create = useMutation({
    mutationFn: createCampaign,
    onSuccess: (draft) => {
      // The campaign list and the dashboard now include the new campaign.
      void queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_KEY] });
      navigate(withCompanyView(builderPath(draft.campaign.id), companyViewId));
    },
    onError: (error, request) => {
      const failure = classifyCreateFailure(error);
      if (failure.kind === 'inDialog') return;
      setIsChoosingDelivery(false);
      if (failure.kind === 'eulaRequired') {
        setEulaWait({ companyId: failure.companyId, request });
      } else if (failure.kind === 'nameTaken') {
        dispatchName({ type: 'takenOnCreate', name: request.name });
        setActive(NAME_STEP);
      } else {
        setIsTypeRefused(true);
        void types.refetch();
        setActive(TYPE_STEP);
      }
    },
  });

  const accept = useMutation({
    mutationFn: (wait: { companyId: string; request: CreateCampaignRequest }) => acceptEula(wait.companyId),
    onSuccess: (_accepted, wait) => {
      setEulaWait(null);
      create.mutate(wait.request);
    },
  });

  // Failures fixed on a step (a taken name, a refused type) are shown there, not in the dialog.
  const dialogError = create.error && classifyCreateFailure(create.error).kind === 'inDialog' ? create.error : null;
  const isCurrentStepComplete = isStepComplete(WIZARD_STEPS[active], choices, facts);
  const isLastStep = active === LAST_STEP_INDEX;

  return {
    choices,
    facts,
    active,
    types,
    templates,
    templateId: effectiveTemplateId(choices, templates.data),
    registrationTypes,
    isTypeRefused,
    canGoNext: isCurrentStepComplete,
    isLastStep,
    isChoosingDelivery,
    isCreating: create.isPending,
    eula: {
      isOpen: eulaWait !== null,
      isAccepting: accept.isPending || (create.isPending && eulaWait === null && accept.isSuccess),
      error: accept.error,
      accept: () => eulaWait && accept.mutate(eulaWait),
      cancel: () => {
        if (accept.isPending) return;
        accept.reset();
        setEulaWait(null);
      },
    },
    dialogError,
    chooseType: (type: CampaignType) => {
      if (!availableTypes.has(type)) return;
      setIsTypeRefused(false);
      setChoices((current) => withType(current, type));
    },
    chooseTemplate: (templateId: string) => setChoices((current) => ({ ...current, templateId })),
    typeName: (raw: string) => {
      setChoices((current) => ({ ...current, name: raw }));
      dispatchName({ type: 'typed', raw });
    },
    retryNameCheck: () => dispatchName({ type: 'typed', raw: choices.name }),
    chooseLanguages: (languages: LanguageCode[]) => setChoices((current) => ({ ...current, languages })),
    /** Only steps already passed can be revisited from the stepper; Next moves forward. */
    goTo: (index: number) => index < active && setActive(index),
    back: () => setActive((current) => Math.max(0, current - 1)),
    next: () => {
      if (!isCurrentStepComplete) return;
      if (isLastStep) {
        create.reset();
        setIsChoosingDelivery(true);
      } else setActive((current) => current + 1);
    },
    cancelDelivery: () => {
      if (create.isPending) return;
      setIsChoosingDelivery(false);
      create.reset();
    },
    submit: (registrationType: RegistrationType) => {
      const request = toCreateRequest(choices, facts, registrationType);
      if (request) {
        create.mutate(request);
        return;
      }
      // Something changed under the dialog (a list reloaded): show the step that needs attention.
      setIsChoosingDelivery(false);
      setActive(Math.min(firstIncompleteStep(choices, facts), LAST_STEP_INDEX));
    },
  };
}

export type Wizard = ReturnType<typeof useWizard>;
