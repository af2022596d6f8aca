import type { ConnectorKind } from '@gc/contracts/integration-connectors';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultMappingRows,
  leadFieldChoices,
  leadFieldTextKey,
  type MappingRow,
  mappingRowErrors,
} from './mapping-rows.ts';

type Props = {
  kind: ConnectorKind;
  value: MappingRow[];
  onChange(rows: MappingRow[]): void;
  /** The company's custom attribute identifiers (§3), offered as `custom.<identifier>`. */
  customAttributeIdentifiers?: readonly string[];
  disabled?: boolean;
};

/**
 * A destination's field mapping (issue 15): one row per destination field, each filled from a lead field
 * or a custom attribute; rows are added, removed or reset to the connector's defaults. Controlled: the
 * destination form owns the rows and sends them with its settings (fieldMappingSchema checks them again).
 */
export function FieldMappingEditor({ kind, value, onChange, customAttributeIdentifiers = [], disabled }: Props) {
  const { t } = useTranslation();
  // Unique per editor: the page's add form and an edit dialog may both show one.
  const titleId = useId();
  const choices = leadFieldChoices(customAttributeIdentifiers);
  const labelOf = (field: string) =>
    field.startsWith('custom.')
      ? field.slice('custom.'.length)
      : t(`connectors.leadFields.${leadFieldTextKey(field)}` as 'connectors.leadFields.email');
  const data = [
    {
      group: t('connectors.mapping.leadGroup'),
      items: choices.filter((c) => !c.startsWith('custom.')).map((c) => ({ value: c, label: labelOf(c) })),
    },
    {
      group: t('connectors.mapping.customGroup'),
      items: choices.filter((c) => c.startsWith('custom.')).map((c) => ({ value: c, label: labelOf(c) })),
    },
  ].filter((group) => group.items.length > 0);
  const errors = mappingRowErrors(value);
  const update = (index: number, row: Partial<MappingRow>) =>
    onChange(value.map((current, at) => (at === index ? { ...current, ...row } : current)));

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId}>
        {t('connectors.mapping.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('connectors.mapping.description')}
      </Text>
      {value.length === 0 && <Text size="sm">{t('connectors.mapping.empty')}</Text>}
      {value.map((row, index) => {
        const number = index + 1;
        const rowName = t('connectors.mapping.rowLabel', { number });
        const error = errors.get(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; the position is the row.
          <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
            <Select
              aria-label={`${t('connectors.mapping.leadField')}, ${rowName}`}
              data={data}
              value={choices.includes(row.from) ? row.from : null}
              onChange={(from) => from && update(index, { from })}
              searchable
              allowDeselect={false}
              disabled={disabled}
              error={error === 'unknownField' ? t('connectors.mapping.errors.unknownField') : undefined}
              style={{ flex: 1 }}
            />
            <TextInput
              aria-label={`${t('connectors.mapping.target')}, ${rowName}`}
              value={row.to}
              maxLength={100}
              onChange={(event) => update(index, { to: event.currentTarget.value })}
              disabled={disabled}
              error={
                error === 'emptyTarget' || error === 'duplicateTarget'
                  ? t(`connectors.mapping.errors.${error}`)
                  : undefined
              }
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('connectors.mapping.remove', { number })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              disabled={disabled}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...value, { from: 'email', to: '' }])}
          disabled={disabled}
        >
          {t('connectors.mapping.add')}
        </Button>
        <Button variant="subtle" onClick={() => onChange(defaultMappingRows(kind))} disabled={disabled}>
          {t('connectors.mapping.defaults')}
        </Button>
      </Group>
    </Stack>
  );
}
