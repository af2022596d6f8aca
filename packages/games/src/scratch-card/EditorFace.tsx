import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HexColourField } from '../core/HexColourField.tsx';
import type { EditorHost } from '../editor-registry-types.ts';
import { EditorItemHeader } from '../quiz/EditorItemHeader.tsx';
import { EditorLocalTexts } from '../quiz/EditorLocalTexts.tsx';
import { FACE_TEXT_MAX } from './card-schemas.ts';

/** What every face has, whatever the list: its line per language, its picture and its background. */
export type FaceLooks = { text: Readonly<Record<string, string>>; imageUrl: string | null; background: string };

type Props = {
  title: string;
  looks: FaceLooks;
  languages: readonly string[];
  isFirst: boolean;
  isLast: boolean;
  canRemove: boolean;
  disabled: boolean;
  host: EditorHost;
  onLooks(looks: Partial<FaceLooks>): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
  /** The prize's pool and odds, for a prize face. */
  children?: ReactNode;
};

/** One face of the card (a prize, or a face without one) as the marketer edits it. */
export function EditorFace({ title, looks, languages, disabled, host, onLooks, children, ...item }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title} data-testid="scratch-face">
      <Stack gap="xs">
        <EditorItemHeader
          title={title}
          moveUpLabel={t('game.scratchCard.moveUp', { title })}
          moveDownLabel={t('game.scratchCard.moveDown', { title })}
          removeLabel={t('game.scratchCard.remove', { title })}
          isFirst={item.isFirst}
          isLast={item.isLast}
          canRemove={item.canRemove}
          disabled={disabled}
          onMove={item.onMove}
          onRemove={item.onRemove}
        />
        <EditorLocalTexts
          label={(language) => t('game.scratchCard.faceText', { language })}
          texts={looks.text}
          languages={languages}
          maxLength={FACE_TEXT_MAX}
          disabled={disabled}
          onChange={(text) => onLooks({ text })}
        />
        {host.renderImageField({
          label: t('game.scratchCard.faceImage'),
          description: t('game.scratchCard.faceImageHelp'),
          value: looks.imageUrl,
          disabled,
          onChange: (imageUrl) => onLooks({ imageUrl }),
        })}
        <HexColourField
          label={t('game.scratchCard.faceBackground')}
          value={looks.background}
          disabled={disabled}
          onChange={(background) => onLooks({ background })}
        />
        {children}
      </Stack>
    </Paper>
  );
}
