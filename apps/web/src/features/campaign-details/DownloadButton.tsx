import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { failureTextKey } from '../../lib/api-error.ts';
import { downloadFile } from './download-csv.ts';

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

type Props = {
  /** The API path of the (streamed) file. */
  path: string;
  /** The file's name when the answer names none. */
  fallbackName: string;
  label: string;
  query?: Record<string, string>;
};

/**
 * Downloads a streamed export in the builder's language (its header row speaks it; the server's
 * default is English); disabled, showing the bytes received, while it runs. A failure is a toast.
 */
export function DownloadButton({ path, fallbackName, label, query }: Props) {
  const { t, i18n } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const isDownloading = received !== null;

  async function download() {
    setReceived(0);
    try {
      await downloadFile(path, fallbackName, setReceived, {
        query: { ...query, language: i18n.resolvedLanguage ?? i18n.language },
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
      {isDownloading && received ? t('details.export.progress', { size: formatSize(received) }) : label}
    </Button>
  );
}
