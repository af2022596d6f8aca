import { useTranslation } from 'react-i18next';
import { DownloadButton } from './DownloadButton.tsx';
import { leadsPath } from './details-api.ts';

/** Downloads every lead of the campaign as CSV in the builder's language. */
export function ExportCsvButton({ campaignId, fallbackName }: { campaignId: string; fallbackName: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={`${leadsPath(campaignId)}/export.csv`}
      fallbackName={`${fallbackName}-leads.csv`}
      label={t('details.export.button')}
    />
  );
}
