import { Paper, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from '../quiz/EditorItemHeader.tsx';
import { EditorLocalTexts } from '../quiz/EditorLocalTexts.tsx';
import { SLOT_TEXT_MAX, type SlotPrize } from './slot-schemas.ts';

type Props = {
  title: string;
  prize: SlotPrize;
  /** The reels' symbols by id and name, to choose the three that win. */
  symbols: readonly { value: string; label: string }[];
  languages: readonly string[];
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  host: EditorHost;
  onChange(patch: Partial<SlotPrize>): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
};

/** One winning line as the marketer edits it: its symbol, its line per language, its pool and odds. */
export function EditorPrize({ title, prize, symbols, languages, disabled, host, onChange, ...item }: Props) {
  const { t } = useTranslation();
  const isSymbolMissing = !symbols.some((symbol) => symbol.value === prize.symbolId);
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title} data-testid="slot-prize">
      <Stack gap="xs">
        <EditorItemHeader
          title={title}
          moveUpLabel={t('game.slot.moveUp', { title })}
          moveDownLabel={t('game.slot.moveDown', { title })}
          removeLabel={t('game.slot.remove', { title })}
          isFirst={item.isFirst}
          isLast={item.isLast}
          canRemove
          disabled={disabled}
          onMove={item.onMove}
          onRemove={item.onRemove}
        />
        <Select
          label={t('game.slot.prizeSymbol')}
          description={t('game.slot.prizeSymbolHelp')}
          data={[
            ...symbols,
            // A symbol removed since stays shown, so nothing changes silently (publishing names it).
            ...(isSymbolMissing ? [{ value: prize.symbolId, label: t('game.slot.missingSymbol') }] : []),
          ]}
          value={prize.symbolId}
          allowDeselect={false}
          disabled={disabled}
          onChange={(value) => value && onChange({ symbolId: value })}
        />
        <EditorLocalTexts
          label={(language) => t('game.slot.prizeText', { language })}
          texts={prize.text}
          languages={languages}
          maxLength={SLOT_TEXT_MAX}
          disabled={disabled}
          onChange={(text) => onChange({ text })}
        />
        <EditorPrizeFields
          prize={prize}
          oddsLabel={t('game.slot.odds')}
          pools={host.prizePools}
          host={host}
          disabled={disabled}
          onChange={onChange}
        />
      </Stack>
    </Paper>
  );
}
