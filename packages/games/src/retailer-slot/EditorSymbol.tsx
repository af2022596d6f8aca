import { Paper, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from '../quiz/EditorItemHeader.tsx';
import { EditorLocalTexts } from '../quiz/EditorLocalTexts.tsx';
import { SLOT_GLYPHS, SLOT_TEXT_MAX, type SlotGlyph, type SlotSymbol } from './slot-schemas.ts';

/** Select value of "no built-in picture": Mantine selects hold strings, the setting holds null. */
const NO_GLYPH = '';

type Props = {
  title: string;
  symbol: SlotSymbol;
  languages: readonly string[];
  isFirst: boolean;
  isLast: boolean;
  canRemove: boolean;
  disabled: boolean;
  host: EditorHost;
  onChange(patch: Partial<SlotSymbol>): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
};

/** One symbol of the reels as the marketer edits it: its name per language, a picture or a built-in one. */
export function EditorSymbol({ title, symbol, languages, disabled, host, onChange, ...item }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title} data-testid="slot-symbol">
      <Stack gap="xs">
        <EditorItemHeader
          title={title}
          moveUpLabel={t('game.slot.moveUp', { title })}
          moveDownLabel={t('game.slot.moveDown', { title })}
          removeLabel={t('game.slot.remove', { title })}
          isFirst={item.isFirst}
          isLast={item.isLast}
          canRemove={item.canRemove}
          disabled={disabled}
          onMove={item.onMove}
          onRemove={item.onRemove}
        />
        <EditorLocalTexts
          label={(language) => t('game.slot.symbolName', { language })}
          texts={symbol.label}
          languages={languages}
          maxLength={SLOT_TEXT_MAX}
          disabled={disabled}
          onChange={(label) => onChange({ label })}
        />
        <Select
          label={t('game.slot.glyph')}
          description={t('game.slot.glyphHelp')}
          data={[
            { value: NO_GLYPH, label: t('game.slot.glyphs.none') },
            ...SLOT_GLYPHS.map((glyph) => ({ value: glyph, label: t(`game.slot.glyphs.${glyph}`) })),
          ]}
          value={symbol.glyph ?? NO_GLYPH}
          allowDeselect={false}
          disabled={disabled}
          onChange={(value) => onChange({ glyph: value ? (value as SlotGlyph) : null })}
        />
        {host.renderImageField({
          label: t('game.slot.symbolImage'),
          description: t('game.slot.symbolImageHelp'),
          value: symbol.imageUrl,
          disabled,
          onChange: (imageUrl) => onChange({ imageUrl }),
        })}
      </Stack>
    </Paper>
  );
}
