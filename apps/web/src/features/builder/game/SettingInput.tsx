import { HexColourField } from '@gc/games/core/editor-fields';
import { clampNumber, effectiveMax, type SettingsField, settingValue } from '@gc/games/core/settings-layout';
import { NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetChooser } from '../assets/AssetChooser.tsx';
import { CampaignSelect } from './CampaignSelect.tsx';
import { layoutText } from './layout-text.ts';

type Props = {
  field: SettingsField;
  settings: Record<string, unknown>;
  onChange: (value: unknown) => void;
  campaignId: string;
  disabled: boolean;
};

/** One generated input, chosen by the field's kind. */
export function SettingInput({ field, settings, onChange, campaignId, disabled }: Props) {
  const { t } = useTranslation();
  const label = layoutText(t, field.labelKey);
  const description = field.helpKey ? layoutText(t, field.helpKey) : undefined;
  const value = settingValue(settings, field.key);

  switch (field.kind) {
    case 'switch':
      return (
        <Switch
          label={label}
          description={description}
          checked={value === true}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'number': {
      const max = effectiveMax(field, settings);
      // The §5 rule is shown where it applies, not only enforced behind the marketer's back.
      const limitHint = field.limit && max < field.max ? layoutText(t, field.limit.hintKey) : null;
      return (
        <Stack gap={4}>
          <NumberInput
            label={label}
            description={description}
            value={typeof value === 'number' ? value : ''}
            min={field.min}
            max={max}
            step={field.step}
            decimalScale={field.decimals ?? 0}
            allowDecimal={(field.decimals ?? 0) > 0}
            allowNegative={field.min < 0}
            clampBehavior="strict"
            disabled={disabled}
            onChange={(next) => {
              if (typeof next === 'number') onChange(clampNumber(field, next, settings));
            }}
          />
          {limitHint && (
            <Text size="xs" c="orange">
              {limitHint}
            </Text>
          )}
        </Stack>
      );
    }
    case 'select':
      return (
        <Select
          label={label}
          description={description}
          data={field.options.map((option) => ({ value: option.value, label: layoutText(t, option.labelKey) }))}
          value={typeof value === 'string' ? value : null}
          allowDeselect={false}
          clearable={field.clearable === true}
          disabled={disabled}
          onChange={(next) => (next !== null || field.clearable) && onChange(next)}
        />
      );
    case 'campaign':
      return (
        <CampaignSelect
          label={label}
          description={description}
          campaignType={field.campaignType}
          campaignId={campaignId}
          value={typeof value === 'string' ? value : null}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'colour':
      return (
        <HexColourField
          label={label}
          description={description}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'image':
      return (
        <AssetChooser
          label={label}
          description={description}
          category="image"
          campaignId={campaignId}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          disabled={disabled}
        />
      );
  }
}
