import type { Outcome, OutcomeContent } from '@gc/contracts/campaign-document';
import type { CustomAttributesValue } from '@gc/contracts/custom-attributes';
import { type LanguageCode, toLanguage } from '@gc/contracts/languages';
import { ActionIcon, Badge, Divider, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CustomAttributesForm } from './CustomAttributesForm.tsx';
import type { CustomAttributesState } from './custom-attribute-schema.ts';
import { OutcomeContentFields } from './OutcomeContentFields.tsx';
import { contentIn, isRequiredOutcome } from './outcome-list.ts';

type Props = {
  campaignId: string;
  outcome: Outcome;
  /** Position in the list, for the heading and the move buttons. */
  position: number;
  count: number;
  languages: readonly LanguageCode[];
  /** The language whose title names the outcome in its heading. */
  headingLanguage: LanguageCode;
  customAttributes: CustomAttributesState;
  disabled: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  onContentChange: (language: LanguageCode, patch: Partial<OutcomeContent>) => void;
  onCustomAttributesChange: (value: CustomAttributesValue | null) => void;
};

/** One outcome: its kind, its place in the list, its result popup per language and its custom attributes. */
export function OutcomeCard(props: Props) {
  const { outcome, position, count, languages, disabled } = props;
  const { t } = useTranslation();
  const isRequired = isRequiredOutcome(outcome);
  const kindLabel =
    outcome.kind === 'win' || outcome.kind === 'lose'
      ? t(`assets.outcomes.kinds.${outcome.kind}`)
      : t('assets.outcomes.kinds.extra');
  const heading = contentIn(outcome, props.headingLanguage).title.trim() || t('assets.outcomes.untitled');

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      // A long unbroken title must truncate, not widen the builder panel around it.
      style={{ contain: 'inline-size' }}
      component="section"
      aria-label={t('assets.outcomes.cardLabel', { n: position + 1, title: heading })}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Badge
            variant="light"
            style={{ flexShrink: 0 }}
            color={outcome.kind === 'win' ? 'teal' : outcome.kind === 'lose' ? 'gray' : 'violet'}
          >
            {kindLabel}
          </Badge>
          <Text fw={600} truncate="end">
            {heading}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('assets.outcomes.moveUp')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('assets.outcomes.moveUp')}
              disabled={disabled || position === 0}
              onClick={() => props.onMove(-1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('assets.outcomes.moveDown')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('assets.outcomes.moveDown')}
              disabled={disabled || position === count - 1}
              onClick={() => props.onMove(1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip
            label={isRequired ? t('assets.outcomes.requiredHelp') : t('assets.outcomes.remove')}
            multiline
            w={260}
          >
            {/* A disabled button gets no pointer events, so the tooltip sits on a wrapper. */}
            <span>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('assets.outcomes.remove')}
                disabled={disabled || isRequired}
                onClick={props.onRemove}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </span>
          </Tooltip>
        </Group>
      </Group>
      <Stack gap="md">
        {languages.length === 1 ? (
          <OutcomeContentFields
            campaignId={props.campaignId}
            content={contentIn(outcome, languages[0])}
            onChange={(patch) => props.onContentChange(languages[0], patch)}
            disabled={disabled}
          />
        ) : (
          <SimpleGrid type="container" cols={{ base: 1, '640px': 2, '960px': 3 }}>
            {languages.map((language) => (
              <Fieldset key={language} legend={toLanguage(language).name} variant="filled">
                <OutcomeContentFields
                  campaignId={props.campaignId}
                  content={contentIn(outcome, language)}
                  onChange={(patch) => props.onContentChange(language, patch)}
                  disabled={disabled}
                />
              </Fieldset>
            ))}
          </SimpleGrid>
        )}
        {props.customAttributes.status === 'ready' && (
          <>
            <Divider label={t('assets.customAttributes.title')} labelPosition="left" />
            <CustomAttributesForm
              schema={props.customAttributes.schema}
              value={outcome.customAttributes}
              onChange={props.onCustomAttributesChange}
              disabled={disabled}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
