import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { Campaign } from '@gc/contracts/campaigns';
import type { LanguageCode } from '@gc/contracts/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignLanguages } from './builder-queries.ts';
import { type LanguageChoice, languageDropdownModel, resolveLanguageChoice } from './language-options.ts';

/**
 * The builder's language (sections) and the preview's (always one language). Choosing a language in
 * the header moves the preview to it too; "all languages" leaves the preview where it was.
 */
export function useBuilderLanguages(campaign: Campaign, document: CampaignDocument) {
  const { t } = useTranslation();
  const catalogue = useCampaignLanguages();
  const known = catalogue.data ?? campaign.languages;
  const { languages: codes, defaultLanguage } = document.languageOptions;
  const [choice, setChoice] = useState<LanguageChoice | null>(null);
  const [previewChoice, setPreviewChoice] = useState<LanguageCode | null>(null);

  const language = resolveLanguageChoice(choice, codes, defaultLanguage);
  const previewResolved = resolveLanguageChoice(previewChoice ?? defaultLanguage, codes, defaultLanguage);
  const previewLanguage = previewResolved === 'all' ? defaultLanguage : previewResolved;

  return {
    language,
    headerModel: languageDropdownModel(codes, known, t('builder.header.allLanguages')),
    setLanguage: (next: LanguageChoice) => {
      setChoice(next);
      if (next !== 'all') setPreviewChoice(next);
    },
    previewLanguage,
    previewModel: languageDropdownModel(codes, known, null),
    setPreviewLanguage: setPreviewChoice,
  };
}
