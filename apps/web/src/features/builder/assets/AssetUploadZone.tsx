import '@mantine/dropzone/styles.css';
import { ASSET_EXTENSIONS, type Asset, type AssetCategory } from '@gc/contracts/assets';
import { Alert, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast.ts';
import type { AssetScope } from './asset-api.ts';
import { extensionList, fileProblem, fileProblemText } from './file-checks.ts';
import { uploadErrorText } from './upload-error.ts';
import { useUploadAsset } from './use-assets.ts';

type Props = {
  category: AssetCategory;
  campaignId: string;
  onUploaded?: (asset: Asset) => void;
};

type Failure = { id: number; fileName: string; message: string };
let failureCount = 0;

/**
 * Drop or pick files to add to the library: each is checked here first (§8 texts), then uploaded one
 * after the other, and every refusal is listed by file name so that one bad file among ten is found.
 */
export function AssetUploadZone({ category, campaignId, onUploaded }: Props) {
  const { t } = useTranslation();
  const upload = useUploadAsset(category, campaignId);
  const [scope, setScope] = useState<AssetScope>('campaign');
  const [failures, setFailures] = useState<Failure[]>([]);
  const [busy, setBusy] = useState(false);

  async function uploadAll(files: File[]) {
    setBusy(true);
    const found: Failure[] = [];
    for (const file of files) {
      const problem = fileProblem(file, category);
      if (problem) {
        found.push({ id: ++failureCount, fileName: file.name, message: fileProblemText(problem, t) });
        continue;
      }
      try {
        const asset = await upload.mutateAsync({ file, scope });
        showToast({ kind: 'success', message: t('assets.library.uploaded', { name: asset.fileName }) });
        onUploaded?.(asset);
      } catch (error) {
        found.push({ id: ++failureCount, fileName: file.name, message: uploadErrorText(error, category, t) });
      }
    }
    setFailures(found);
    setBusy(false);
  }

  // Without an `accept` list every file reaches our own checks, which speak the §8 texts.
  const rejected = (rejections: FileRejection[]) => void uploadAll(rejections.map((rejection) => rejection.file));

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('assets.library.uploadTo')}
        </Text>
        <SegmentedControl
          size="xs"
          value={scope}
          onChange={(value) => setScope(value as AssetScope)}
          data={[
            { value: 'campaign', label: t('assets.library.scopeCampaign') },
            { value: 'company', label: t('assets.library.scopeCompany') },
          ]}
        />
      </Group>
      <Dropzone
        onDrop={(files) => void uploadAll(files)}
        onReject={rejected}
        loading={busy}
        multiple
        inputProps={{ 'aria-label': t('assets.library.dropTitle') }}
      >
        <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
          <IconUpload size={32} stroke={1.5} aria-hidden />
          <div>
            <Text size="sm" fw={500}>
              {t('assets.library.dropTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('assets.library.dropHint', { extensions: extensionList(ASSET_EXTENSIONS[category]) })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {failures.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          withCloseButton
          closeButtonLabel={t('assets.library.dismiss')}
          onClose={() => setFailures([])}
        >
          <List size="sm" spacing={4}>
            {failures.map((failure) => (
              <List.Item key={failure.id}>
                <Text span size="sm" fw={600}>
                  {failure.fileName}
                </Text>
                {': '}
                {failure.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
