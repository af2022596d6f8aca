import { Group, Image, Select, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import type { LanguageChoice, LanguageDropdownModel, LanguageOption } from './language-options.ts';

type Props = {
  label: string;
  model: LanguageDropdownModel;
  value: LanguageChoice;
  onChange: (value: LanguageChoice) => void;
  size?: 'xs' | 'sm';
  width?: number | string;
};

function Flag({ option }: { option: LanguageOption | undefined }) {
  if (!option?.flagImageUrl) return <IconWorld size={16} stroke={1.6} aria-hidden />;
  return <Image src={option.flagImageUrl} alt="" w={18} h={13} radius={2} fit="cover" />;
}

/** The language dropdown of §2: flags, "all languages" with several, disabled with one. */
export function LanguageDropdown({ label, model, value, onChange, size = 'sm', width = 200 }: Props) {
  const selected = model.options.find((option) => option.value === value);
  return (
    <Select
      label={label}
      size={size}
      w={width}
      data={model.options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={(next) => next && onChange(next as LanguageChoice)}
      disabled={model.isDisabled}
      allowDeselect={false}
      checkIconPosition="right"
      leftSection={<Flag option={selected} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Flag option={model.options.find((candidate) => candidate.value === option.value)} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
