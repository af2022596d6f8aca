import { useTranslation } from 'react-i18next';
import { DownloadButton } from './DownloadButton.tsx';

/**
 * Downloads all of the campaign's data as {campaignId}.zip (spec §7): its settings, its leads as CSV
 * and XLSX, its plays and its survey answers, headers in the builder's language.
 */
export function DownloadDataButton({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={`/campaign-data/download/campaignData/${encodeURIComponent(campaignId)}`}
      fallbackName={`${campaignId}.zip`}
      label={t('details.export.zip')}
    />
  );
}
