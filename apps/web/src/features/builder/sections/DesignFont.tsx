import { FONTS, type StyleOptions } from '@gc/contracts/campaign-document';
import { Alert, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetChooser } from '../assets/AssetChooser.tsx';
import { useUploadedFont } from './design-font-face.ts';

type Props = {
  campaignId: string;
  styleOptions: StyleOptions;
  onChange: (patch: Partial<StyleOptions>) => void;
  disabled: boolean;
};

type Font = StyleOptions['fontFamily'];
const isFont = (value: string | null): value is Font => (FONTS as readonly string[]).includes(value ?? '');

/** The generic family each font falls back to where a device lacks it (Garamond is missing on most phones). */
const FALLBACK: Record<Font, string> = {
  Montserrat: 'sans-serif',
  Verdana: 'sans-serif',
  Georgia: 'serif',
  'Courier New': 'monospace',
  'Brush Script MT': 'cursive',
  Garamond: 'serif',
};
const fontStack = (font: Font) => `"${font}", ${FALLBACK[font]}`;

/**
 * The campaign's font (spec §2 Font picker, §9 fonts): one of the web-safe families, each shown in
 * itself, or an uploaded font file, which wins when set.
 */
export function DesignFont({ campaignId, styleOptions, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const uploaded = useUploadedFont(styleOptions.customFontUrl);
  const family = fontStack(styleOptions.fontFamily);
  const previewFamily = uploaded.family ? `"${uploaded.family}", ${family}` : family;

  return (
    <Stack>
      <SimpleGrid type="container" cols={{ base: 1, '600px': 2 }}>
        <Select
          label={t('assets.design.fontFamily')}
          description={t('assets.design.fontFamilyHelp')}
          data={FONTS.map((font) => ({ value: font, label: font }))}
          value={styleOptions.fontFamily}
          onChange={(value) => isFont(value) && onChange({ fontFamily: value })}
          allowDeselect={false}
          disabled={disabled}
          renderOption={({ option }) => (
            <span style={{ fontFamily: isFont(option.value) ? fontStack(option.value) : undefined }}>
              {option.label}
            </span>
          )}
          styles={{ input: { fontFamily: family } }}
        />
        <AssetChooser
          label={t('assets.design.customFont')}
          description={t('assets.design.customFontHelp')}
          category="font"
          campaignId={campaignId}
          value={styleOptions.customFontUrl}
          onChange={(customFontUrl) => onChange({ customFontUrl })}
          disabled={disabled}
        />
      </SimpleGrid>
      {uploaded.failed && (
        <Alert color="yellow" role="alert">
          {t('assets.design.customFontUnreadable')}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Text size="xs" c="dimmed" mb={4}>
          {t('assets.design.fontPreview')}
        </Text>
        <Text size="xl" style={{ fontFamily: previewFamily }}>
          {t('assets.design.fontSample')}
        </Text>
      </Paper>
    </Stack>
  );
}
