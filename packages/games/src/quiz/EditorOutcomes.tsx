import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from './EditorItemHeader.tsx';
import { EditorLocalTexts } from './EditorLocalTexts.tsx';
import { appendItem, moveItem, patchItem, removeItem, withText } from './editor-lists.ts';
import { formatRanges, newScoreOutcome } from './editor-questions.ts';
import { LONG_TEXT_MAX, OUTCOMES_MAX, type ScoreOutcome, TEXT_MAX } from './question-schemas.ts';
import { uncoveredScores } from './quiz-scoring.ts';

type Props = {
  outcomes: readonly ScoreOutcome[];
  /** The most a play can score: the questions it asks. */
  maxScore: number;
  languages: readonly string[];
  canEdit: boolean;
  host: EditorHost;
  onChange(outcomes: ScoreOutcome[]): void;
};

/**
 * The quiz's outcomes by score (spec §3): each a range of scores, inclusive, with its texts per language
 * and an optional prize at its odds. The first outcome holding a score wins, so the order matters; the
 * scores no outcome covers are named.
 */
export function EditorOutcomes({ outcomes, maxScore, languages, canEdit, host, onChange }: Props) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const gaps = uncoveredScores(outcomes, maxScore);
  const change = (id: string, patch: Partial<ScoreOutcome>) => onChange(patchItem(outcomes, id, patch));

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('game.quiz.outcomesTitle')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('game.quiz.outcomesHelp', { count: maxScore })}
      </Text>
      {gaps.length > 0 && (
        <Alert color="orange" title={t('game.quiz.uncoveredTitle')}>
          {t('game.quiz.uncovered', { scores: formatRanges(gaps) })}
        </Alert>
      )}
      {outcomes.map((outcome, index) => {
        const position = index + 1;
        const title = t('game.quiz.outcomeTitle', { position });
        const isReversed = outcome.downThreshold > outcome.upThreshold;
        const isBeyond = outcome.upThreshold > maxScore;
        return (
          <Paper
            key={outcome.id}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={title}
            data-testid="quiz-outcome"
          >
            <Stack gap="xs">
              <EditorItemHeader
                title={title}
                moveUpLabel={t('game.quiz.moveOutcomeUp', { position })}
                moveDownLabel={t('game.quiz.moveOutcomeDown', { position })}
                removeLabel={t('game.quiz.removeOutcome', { position })}
                isFirst={index === 0}
                isLast={index === outcomes.length - 1}
                canRemove={outcomes.length > 1}
                disabled={disabled}
                onMove={(direction) => onChange(moveItem(outcomes, outcome.id, direction))}
                onRemove={() => onChange(removeItem(outcomes, outcome.id))}
              />
              <Group grow align="flex-start">
                <NumberInput
                  label={t('game.quiz.downThreshold', { position })}
                  value={outcome.downThreshold}
                  min={0}
                  max={maxScore}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  disabled={disabled}
                  error={isReversed ? t('game.quiz.reversed') : undefined}
                  onChange={(value) => typeof value === 'number' && change(outcome.id, { downThreshold: value })}
                />
                <NumberInput
                  label={t('game.quiz.upThreshold', { position })}
                  value={outcome.upThreshold}
                  min={0}
                  max={maxScore}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  disabled={disabled}
                  error={isBeyond ? t('game.quiz.beyond', { count: maxScore }) : undefined}
                  onChange={(value) => typeof value === 'number' && change(outcome.id, { upThreshold: value })}
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
        disabled={disabled || outcomes.length >= OUTCOMES_MAX}
        onClick={() => onChange(appendItem(outcomes, newScoreOutcome(maxScore)))}
        w="fit-content"
      >
        {t('game.quiz.addOutcome')}
      </Button>
    </Stack>
  );
}

type ResultTexts = { title: Record<string, string>; text: Record<string, string>; imageUrl: Record<string, string> };

/** An outcome's (or personality's) result: title, text and image per language. */
export function OutcomeTexts({
  item,
  languages,
  disabled,
  host,
  onChange,
}: {
  item: ResultTexts;
  languages: readonly string[];
  disabled: boolean;
  host: EditorHost;
  onChange(patch: Partial<ResultTexts>): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <EditorLocalTexts
        label={(language) => t('game.quiz.resultTitle', { language })}
        texts={item.title}
        languages={languages}
        maxLength={TEXT_MAX}
        disabled={disabled}
        onChange={(title) => onChange({ title })}
      />
      <EditorLocalTexts
        label={(language) => t('game.quiz.resultText', { language })}
        texts={item.text}
        languages={languages}
        maxLength={LONG_TEXT_MAX}
        isMultiline
        disabled={disabled}
        onChange={(text) => onChange({ text })}
      />
      {languages.map((code) => (
        <div key={code}>
          {host.renderImageField({
            label: t('game.quiz.resultImage', { language: code.toUpperCase() }),
            value: item.imageUrl[code] ?? null,
            onChange: (url) => onChange({ imageUrl: withText(item.imageUrl, code, url ?? '') }),
            disabled,
          })}
        </div>
      ))}
    </>
  );
}
