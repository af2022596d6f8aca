import type { AssetCategory } from '@gc/contracts/assets';
import { Button, Center, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTypography } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetLibraryDialog } from './AssetLibraryDialog.tsx';
import { fileNameOfUrl } from './asset-kinds.ts';
import { useAssets } from './use-assets.ts';

type Props = {
  label: string;
  description?: string;
  category: AssetCategory;
  campaignId: string;
  /** The chosen asset's URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
  /** Thumbnail height; a mobile background is previewed taller than a logo. */
  previewHeight?: number;
};

/**
 * A form field holding one asset (spec §2 Asset-library image chooser): a preview of what is chosen,
 * Choose to pick or upload one in the library, Remove to clear it.
 */
export function AssetChooser({
  label,
  description,
  category,
  campaignId,
  value,
  onChange,
  disabled,
  previewHeight = 80,
}: Props) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const labelId = useId();
  // Stored URLs are random keys; the library knows the name the file was uploaded with.
  const library = useAssets(category, campaignId, value !== null);
  const asset = value ? library.data?.find((candidate) => candidate.url === value) : undefined;
  const fileName = value ? (asset?.fileName ?? fileNameOfUrl(value)) : null;
  const isMissing = value !== null && library.isSuccess && !asset && value.startsWith('/files/');

  return (
    <Input.Wrapper label={label} description={description} labelProps={{ id: labelId }}>
      {/* inline-size containment: a long file name truncates instead of widening the form. */}
      <Paper withBorder p="xs" mt={4} role="group" aria-labelledby={labelId} style={{ contain: 'inline-size' }}>
        {/* Stacked rather than side by side: the field has to fit a narrow builder panel. */}
        {category !== 'font' && (
          <Center h={previewHeight} bg="gray.1" mb="xs" style={{ borderRadius: 4, overflow: 'hidden' }}>
            {value ? (
              <Image
                src={value}
                alt={t('assets.chooser.preview', { label })}
                h={previewHeight}
                w="100%"
                fit="contain"
              />
            ) : (
              <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-6)" />
            )}
          </Center>
        )}
        <Group wrap="nowrap" gap="xs">
          {category === 'font' && <IconTypography size={22} aria-hidden color="var(--mantine-color-gray-6)" />}
          <Stack gap={0} flex={1} miw={0}>
            <Text size="sm" c={value ? undefined : 'dimmed'} truncate="end" title={fileName ?? undefined}>
              {fileName ?? t('assets.chooser.none')}
            </Text>
            {isMissing && (
              <Text size="xs" c="orange">
                {t('assets.chooser.missing')}
              </Text>
            )}
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="light" disabled={disabled} onClick={() => setOpen(true)}>
              {value ? t('assets.chooser.change') : t('assets.chooser.choose')}
            </Button>
            {value && (
              <Button size="compact-sm" variant="subtle" color="red" disabled={disabled} onClick={() => onChange(null)}>
                {t('assets.chooser.remove')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <AssetLibraryDialog
        opened={isOpen}
        category={category}
        campaignId={campaignId}
        chosenUrl={value}
        canEdit={!disabled}
        onClose={() => setOpen(false)}
        onChoose={(asset) => {
          onChange(asset.url);
          setOpen(false);
        }}
      />
    </Input.Wrapper>
  );
}
