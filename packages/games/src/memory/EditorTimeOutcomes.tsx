import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from '../quiz/EditorItemHeader.tsx';
import { OutcomeTexts } from '../quiz/EditorOutcomes.tsx';
import { appendItem, moveItem, patchItem, removeItem } from '../quiz/editor-lists.ts';
import { formatTimes, newTimeOutcome } from './editor-memory.ts';
import { TIME_MAX_SECONDS, TIME_OUTCOMES_MAX, type TimeOutcome } from './memory-schemas.ts';
import { MIN_MS_PER_FLIP, uncoveredTimes } from './memory-timing.ts';

type Props = {
  outcomes: readonly TimeOutcome[];
  languages: readonly string[];
  canEdit: boolean;
  host: EditorHost;
  onChange(outcomes: TimeOutcome[]): void;
};

/**
 * Memory's outcomes by time (spec §3: downTimeThreshold, upTimeThreshold): each a range of whole
 * seconds, both ends included, the upper one left empty for "or longer", with its texts per language
 * and an optional prize at its odds. The first outcome holding a time wins; the times none covers are named.
 */
export function EditorTimeOutcomes({ outcomes, languages, canEdit, host, onChange }: Props) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const gaps = uncoveredTimes(outcomes);
  const change = (id: string, patch: Partial<TimeOutcome>) => onChange(patchItem(outcomes, id, patch));
  const lastEnd = Math.max(0, ...outcomes.map((o) => (o.upTimeThreshold ?? o.downTimeThreshold) + 1));

  return (
    <Stack gap="sm">
      <Title order={4}>{t('game.memory.outcomesTitle')}</Title>
      <Text size="sm" c="gray.7">
        {t('game.memory.outcomesHelp', { ms: MIN_MS_PER_FLIP })}
      </Text>
      {gaps.length > 0 && (
        <Alert color="orange" title={t('game.memory.uncoveredTitle')}>
          {t('game.memory.uncovered', { times: formatTimes(gaps, t('game.memory.orMore')) })}
        </Alert>
      )}
      {outcomes.map((outcome, index) => {
        const position = index + 1;
        const title = t('game.memory.outcomeTitle', { position });
        const isReversed = outcome.upTimeThreshold !== null && outcome.downTimeThreshold > outcome.upTimeThreshold;
        return (
          <Paper
            key={outcome.id}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={title}
            data-testid="memory-outcome"
          >
            <Stack gap="xs">
              <EditorItemHeader
                title={title}
                moveUpLabel={t('game.memory.moveOutcomeUp', { position })}
                moveDownLabel={t('game.memory.moveOutcomeDown', { position })}
                removeLabel={t('game.memory.removeOutcome', { position })}
                isFirst={index === 0}
                isLast={index === outcomes.length - 1}
                canRemove={outcomes.length > 1}
                disabled={disabled}
                onMove={(direction) => onChange(moveItem(outcomes, outcome.id, direction))}
                onRemove={() => onChange(removeItem(outcomes, outcome.id))}
              />
              <Group grow align="flex-start">
                <NumberInput
                  label={t('game.memory.downTimeThreshold', { position })}
                  value={outcome.downTimeThreshold}
                  min={0}
                  max={TIME_MAX_SECONDS}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  disabled={disabled}
                  error={isReversed ? t('game.memory.reversed') : undefined}
                  onChange={(value) => typeof value === 'number' && change(outcome.id, { downTimeThreshold: value })}
                />
                <NumberInput
                  label={t('game.memory.upTimeThreshold', { position })}
                  description={t('game.memory.upTimeThresholdHelp')}
                  placeholder={t('game.memory.noLimit')}
                  value={outcome.upTimeThreshold ?? ''}
                  min={0}
                  max={TIME_MAX_SECONDS}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  disabled={disabled}
                  onChange={(value) =>
                    change(outcome.id, { upTimeThreshold: typeof value === 'number' ? value : null })
                  }
                />
              </Group>
              <OutcomeTexts
                item={outcome}
                languages={languages}
                disabled={disabled}
                host={host}
                onChange={(patch) => change(outcome.id, patch)}
              />
              <EditorPrizeFields
                prize={outcome}
                oddsLabel={t('game.quiz.winOdds')}
                pools={host.prizePools}
                host={host}
                disabled={disabled}
                onChange={(patch) => change(outcome.id, patch)}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || outcomes.length >= TIME_OUTCOMES_MAX}
        onClick={() => onChange(appendItem(outcomes, newTimeOutcome(Math.min(lastEnd, TIME_MAX_SECONDS))))}
        w="fit-content"
      >
        {t('game.memory.addOutcome')}
      </Button>
    </Stack>
  );
}
