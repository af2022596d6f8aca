import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBp, isOverHundredPercent, totalOddsBp } from '../core/editor-odds.ts';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { appendItem, moveItem, patchItem, removeItem } from '../quiz/editor-lists.ts';
import type { RetailerSlotSettings } from './definition.ts';
import { EditorPrize } from './EditorPrize.tsx';
import { EditorSymbol } from './EditorSymbol.tsx';
import { newSlotPrize, newSlotSymbol, poolIdsOfPrizes, symbolName } from './editor-machine.ts';
import { PRIZES_MAX, type SlotPrize, type SlotSymbol, SYMBOLS_MAX, SYMBOLS_MIN } from './slot-schemas.ts';

/**
 * The machine's symbols and winning lines (three of a symbol), what a generated form cannot express:
 * each symbol's name and picture, and each prize's symbol, line, pool and odds.
 */
export default function RetailerSlotEditor({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
}: GameEditorProps<RetailerSlotSettings>) {
  const { t } = useTranslation();
  const disabled = !canEdit;
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const nameLanguage = shownLanguages[0] ?? languages[0] ?? 'en';
  const { symbols, prizes } = settings;
  const totalBp = totalOddsBp(prizes);
  // poolIds (a common setting) is derived from the prizes, so it can never disagree with them.
  const changePrizes = (next: SlotPrize[]) => onChange({ ...settings, prizes: next, poolIds: poolIdsOfPrizes(next) });
  const changeSymbols = (next: SlotSymbol[]) => onChange({ ...settings, symbols: next });
  const symbolChoices = symbols.map((symbol, index) => ({
    value: symbol.id,
    label: symbolName(symbol, nameLanguage) || t('game.slot.symbolTitle', { position: index + 1 }),
  }));

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('game.slot.symbolsTitle')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('game.slot.symbolsHelp')}
      </Text>
      {symbols.map((symbol, index) => (
        <EditorSymbol
          key={symbol.id}
          title={t('game.slot.symbolTitle', { position: index + 1 })}
          symbol={symbol}
          languages={shownLanguages}
          isFirst={index === 0}
          isLast={index === symbols.length - 1}
          canRemove={symbols.length > SYMBOLS_MIN}
          disabled={disabled}
          host={host}
          onChange={(patch) => changeSymbols(patchItem(symbols, symbol.id, patch))}
          onMove={(direction) => changeSymbols(moveItem(symbols, symbol.id, direction))}
          onRemove={() => changeSymbols(removeItem(symbols, symbol.id))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || symbols.length >= SYMBOLS_MAX}
        onClick={() => changeSymbols(appendItem(symbols, newSlotSymbol(symbols)))}
      >
        {t('game.slot.addSymbol')}
      </Button>

      <Title order={2} size="h4">
        {t('game.slot.prizesTitle')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('game.slot.prizesHelp')}
      </Text>
      <Text size="sm" fw={500} c={isOverHundredPercent(totalBp) ? 'red' : undefined} aria-live="polite">
        {t('game.slot.oddsTotal', { percent: formatBp(totalBp) })}
      </Text>
      {isOverHundredPercent(totalBp) && (
        <Alert color="red" title={t('game.wheel.oddsTooHighTitle')}>
          {t('game.slot.oddsTooHigh', { percent: formatBp(totalBp) })}
        </Alert>
      )}
      {prizes.map((prize, index) => (
        <EditorPrize
          key={prize.id}
          title={t('game.slot.prizeTitle', { position: index + 1 })}
          prize={prize}
          symbols={symbolChoices}
          languages={shownLanguages}
          isFirst={index === 0}
          isLast={index === prizes.length - 1}
          disabled={disabled}
          host={host}
          onChange={(patch) => changePrizes(patchItem<SlotPrize>(prizes, prize.id, patch))}
          onMove={(direction) => changePrizes(moveItem(prizes, prize.id, direction))}
          onRemove={() => changePrizes(removeItem(prizes, prize.id))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled || prizes.length >= PRIZES_MAX}
        onClick={() => changePrizes(appendItem(prizes, newSlotPrize(symbols, prizes)))}
      >
        {t('game.slot.addPrize')}
      </Button>
    </Stack>
  );
}
