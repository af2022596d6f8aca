import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { failureTextKey } from '../../lib/api-error.ts';
import { leadsPath } from './details-api.ts';
import { downloadFile } from './download-csv.ts';

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Downloads every lead of the campaign as CSV in the builder's language; disabled, with the bytes received, while it runs. */
export function ExportCsvButton({ campaignId, fallbackName }: { campaignId: string; fallbackName: string }) {
  const { t, i18n } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const isDownloading = received !== null;

  async function download() {
    setReceived(0);
    try {
      // The file's header speaks the user's current builder language (the server's default is English).
      await downloadFile(`${leadsPath(campaignId)}/export.csv`, `${fallbackName}-leads.csv`, setReceived, {
        query: { language: i18n.resolvedLanguage ?? i18n.language },
      });
    } catch (error) {
      showToast({ kind: 'error', message: t(failureTextKey(error)) });
    } finally {
      setReceived(null);
    }
  }

  return (
    <Button
      leftSection={<IconDownload size={16} />}
      variant="light"
      onClick={() => void download()}
      loading={isDownloading && received === 0}
      disabled={isDownloading}
      aria-busy={isDownloading}
    >
      {isDownloading && received
        ? t('details.export.progress', { size: formatSize(received) })
        : t('details.export.button')}
    </Button>
  );
}
