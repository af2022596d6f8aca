import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBp, isOverHundredPercent, totalOddsBp } from '../core/editor-odds.ts';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { appendItem, moveItem, patchItem, removeItem } from '../quiz/editor-lists.ts';
import type { RetailerPathSettings } from './definition.ts';
import { EditorPathPrize } from './EditorPathPrize.tsx';
import { newPathPrize, poolIdsOfPrizes } from './editor-prizes.ts';
import { losingSquares, reachableRange } from './path-board.ts';
import { boardProblems } from './path-checks.ts';
import { type PathPrize, PRIZES_MAX } from './path-schemas.ts';

/**
 * The path's prizes, what a generated form cannot express: each prize's name, the squares it sits on,
 * its pool and its odds. The board's mistakes (a square out of the path or the rolls' reach, odds over
 * 100 %, no square left to lose on) are named here as they are made, as saving would refuse them.
 */
export default function RetailerPathEditor({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
}: GameEditorProps<RetailerPathSettings>) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const { prizes } = settings;
  const totalBp = totalOddsBp(prizes);
  const reachable = reachableRange(settings);
  const problems = boardProblems(settings).filter((problem) => problem.code !== 'path.oddsOverHundred');
  // poolIds (a common setting) is derived from the prizes, so it can never disagree with them.
  const changePrizes = (next: PathPrize[]) => onChange({ ...settings, prizes: next, poolIds: poolIdsOfPrizes(next) });
  const freeSquare = losingSquares(settings)[0] ?? reachable.last;

  return (
    <Stack gap="md">
      <Title order={4}>{t('game.retailerPath.prizesTitle')}</Title>
      <Text size="sm" c="gray.7">
        {t('game.retailerPath.prizesHelp', { ...reachable, rolls: settings.rollsPerPlay })}
      </Text>
      <Text size="sm" fw={500} c={isOverHundredPercent(totalBp) ? 'red' : undefined} aria-live="polite">
        {t('game.retailerPath.oddsTotal', { percent: formatBp(totalBp) })}
      </Text>
      {isOverHundredPercent(totalBp) && (
        <Alert color="red" title={t('game.wheel.oddsTooHighTitle')}>
          {t('game.retailerPath.oddsTooHigh', { percent: formatBp(totalBp) })}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" title={t('game.retailerPath.boardProblemsTitle')}>
          <Stack gap={4}>
            {problems.map((problem) => (
              <Text key={`${problem.code}-${problem.field}-${problem.params.square ?? ''}`} size="sm">
                {t(`game.checks.${problem.code}`, problem.params)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {prizes.map((prize, index) => (
        <EditorPathPrize
          key={prize.id}
          prize={prize}
          position={index + 1}
          pathLength={settings.pathLength}
          reachable={reachable}
          takenElsewhere={new Set(prizes.filter((other) => other.id !== prize.id).flatMap((other) => other.squares))}
          languages={shownLanguages}
          isFirst={index === 0}
          isLast={index === prizes.length - 1}
          disabled={disabled}
          host={host}
          onChange={(patch) => changePrizes(patchItem<PathPrize>(prizes, prize.id, patch))}
          onMove={(direction) => changePrizes(moveItem(prizes, prize.id, direction))}
          onRemove={() => changePrizes(removeItem(prizes, prize.id))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || prizes.length >= PRIZES_MAX}
        onClick={() => changePrizes(appendItem(prizes, newPathPrize(freeSquare)))}
      >
        {t('game.retailerPath.addPrize')}
      </Button>
    </Stack>
  );
}
