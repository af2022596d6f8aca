import { MAX_PLAYS_PER_DAY } from '@gc/contracts/prize-simulation';
import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import { Alert, Button, Group, List, NumberInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type BuilderSection, sectionOfField } from '../builder/builder-sections.ts';
import type { ExpectedPlays } from './checklist-api.ts';
import { checklistItemText } from './checklist-text.ts';

type Props = {
  items: readonly ChecklistItem[] | null;
  isLoading: boolean;
  isFailed: boolean;
  onRetry: () => void;
  expectedPlays: ExpectedPlays;
  onExpectedPlaysChange: (plays: ExpectedPlays) => void;
  /** Opens the builder section where an item is fixed (and closes the dialog). */
  onGoTo: (section: BuilderSection) => void;
};

const MAX_EXPECTED_PLAYS = 100_000_000;
const positive = (value: number | string) => (typeof value === 'number' && value >= 1 ? value : null);

/**
 * The publish checklist (issue 9) in the publish dialog: errors, which block publishing, then
 * warnings, which do not; each says what is wrong and opens the section where it is fixed.
 */
export function PublishChecklist({
  items,
  isLoading,
  isFailed,
  onRetry,
  expectedPlays,
  onExpectedPlaysChange,
  onGoTo,
}: Props) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const errors = items?.filter((item) => item.severity === 'error') ?? [];

  return (
    <Stack gap="xs" aria-busy={isLoading}>
      <Title order={3} size="h5">
        {t('publishing.checklist.title')}
      </Title>
      {isFailed && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('publishing.checklist.failed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('publishing.checklist.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {isLoading && (
        <Text size="sm" c="dimmed">
          {t('publishing.checklist.loading')}
        </Text>
      )}
      {items && items.length === 0 && (
        <Group gap="xs">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm">{t('publishing.checklist.allGood')}</Text>
        </Group>
      )}
      {items && items.length > 0 && (
        <List spacing="xs" size="sm" center aria-label={t('publishing.checklist.title')}>
          {items.map((item) => {
            const isError = item.severity === 'error';
            const section = sectionOfField(item.field ?? undefined);
            return (
              <List.Item
                // Items have no id; code, field and message tell them apart.
                key={`${item.code}:${item.field}:${item.message}`}
                data-testid={`checklist-${item.severity}`}
                icon={
                  <ThemeIcon color={isError ? 'red' : 'orange'} size={22} radius="xl" variant="light">
                    {isError ? <IconCircleX size={16} /> : <IconAlertTriangle size={16} />}
                  </ThemeIcon>
                }
              >
                <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                  <Text size="sm">
                    <Text span fw={600}>
                      {t(isError ? 'publishing.checklist.error' : 'publishing.checklist.warning')}:
                    </Text>{' '}
                    {checklistItemText(item, t, exists)}
                  </Text>
                  {section && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => onGoTo(section)}
                      style={{ flexShrink: 0 }}
                    >
                      {t('publishing.checklist.goTo', { section: t(`builder.sections.${section}`) })}
                    </Button>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      {errors.length > 0 && (
        <Text size="sm" fw={500} c="red">
          {t('publishing.checklist.errorsBlock')}
        </Text>
      )}
      <Group grow align="flex-start">
        <NumberInput
          label={t('publishing.checklist.expectedPlays')}
          description={t('publishing.checklist.expectedPlaysHelp')}
          value={expectedPlays.total ?? ''}
          min={1}
          max={MAX_EXPECTED_PLAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          thousandSeparator=" "
          onChange={(value) => onExpectedPlaysChange({ ...expectedPlays, total: positive(value) })}
        />
        <NumberInput
          label={t('publishing.checklist.playsPerDay')}
          description={t('publishing.checklist.playsPerDayHelp')}
          value={expectedPlays.perDay ?? ''}
          min={1}
          max={MAX_PLAYS_PER_DAY}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          thousandSeparator=" "
          onChange={(value) => onExpectedPlaysChange({ ...expectedPlays, perDay: positive(value) })}
        />
      </Group>
    </Stack>
  );
}
