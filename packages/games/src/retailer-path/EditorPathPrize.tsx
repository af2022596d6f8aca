import { MultiSelect, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from '../quiz/EditorItemHeader.tsx';
import { EditorLocalTexts } from '../quiz/EditorLocalTexts.tsx';
import { type PathPrize, PRIZE_TEXT_MAX } from './path-schemas.ts';

type Props = {
  prize: PathPrize;
  position: number;
  pathLength: number;
  /** The squares a play can end on; the others are offered but marked. */
  reachable: { first: number; last: number };
  /** Squares other prizes sit on: not offered here, a square holds one prize. */
  takenElsewhere: ReadonlySet<number>;
  languages: readonly string[];
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  host: EditorHost;
  onChange(patch: Partial<PathPrize>): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
};

/** One prize of the path as the marketer edits it: its name, its squares, its pool and its odds. */
export function EditorPathPrize({ prize, position, pathLength, reachable, takenElsewhere, ...item }: Props) {
  const { t } = useTranslation();
  const title = t('game.retailerPath.prizeTitle', { position });
  const labelOf = (square: number) =>
    square > pathLength
      ? t('game.retailerPath.squarePastPath', { square })
      : square >= reachable.first && square <= reachable.last
        ? t('game.retailerPath.square', { square })
        : t('game.retailerPath.squareUnreachable', { square });
  // The path's squares other prizes leave free, and any chosen square past a shortened path, so that the
  // marketer sees it and can take it away.
  const squares = [
    ...Array.from({ length: pathLength }, (_, index) => index + 1).filter((square) => !takenElsewhere.has(square)),
    ...new Set(prize.squares.filter((square) => square > pathLength)),
  ].map((square) => ({ value: String(square), label: labelOf(square) }));
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title} data-testid="path-prize">
      <Stack gap="xs">
        <EditorItemHeader
          title={title}
          moveUpLabel={t('game.retailerPath.moveUp', { title })}
          moveDownLabel={t('game.retailerPath.moveDown', { title })}
          removeLabel={t('game.retailerPath.remove', { title })}
          isFirst={item.isFirst}
          isLast={item.isLast}
          canRemove
          disabled={item.disabled}
          onMove={item.onMove}
          onRemove={item.onRemove}
        />
        <EditorLocalTexts
          label={(language) => t('game.retailerPath.prizeText', { language })}
          texts={prize.text}
          languages={item.languages}
          maxLength={PRIZE_TEXT_MAX}
          disabled={item.disabled}
          onChange={(text) => item.onChange({ text })}
        />
        <MultiSelect
          label={t('game.retailerPath.squares')}
          description={t('game.retailerPath.squaresHelp', reachable)}
          data={squares}
          value={prize.squares.map(String)}
          disabled={item.disabled}
          onChange={(values) => item.onChange({ squares: values.map(Number).sort((a, b) => a - b) })}
        />
        <EditorPrizeFields
          prize={prize}
          oddsLabel={t('game.retailerPath.odds')}
          pools={item.host.prizePools}
          host={item.host}
          disabled={item.disabled}
          onChange={item.onChange}
        />
      </Stack>
    </Paper>
  );
}
