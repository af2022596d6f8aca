import { useTranslation } from 'react-i18next';
import { campaignErrorText } from './campaign-error-text.ts';

/** Turns a failed campaign call into a sentence for a toast or an alert. */
export function useCampaignErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const text = campaignErrorText(error);
    return 'key' in text ? t(text.key) : text.message;
  };
}
