import { EMAIL_BLOCK_TYPES, type EmailBlock } from '@gc/contracts/mail';
import { ActionIcon, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ChangeEvent, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetChooser } from '../builder/assets/AssetChooser.tsx';

type BlockType = EmailBlock['type'];

const NEW_BLOCKS: Record<BlockType, EmailBlock> = {
  heading: { type: 'heading', text: '' },
  text: { type: 'text', text: '' },
  image: { type: 'image', url: '', alt: '' },
  button: { type: 'button', label: '', url: 'https://' },
  voucher: { type: 'voucher', label: '' },
  divider: { type: 'divider' },
};

type Props = {
  campaignId: string;
  blocks: EmailBlock[];
  onChange(blocks: EmailBlock[]): void;
  /** A text field took the focus or moved its caret: the placeholder menu inserts there. */
  onCaret(field: string, at: number): void;
  disabled: boolean;
};

/** The e-mail's content as a list of blocks: each edited in place, moved, removed; new ones from a menu. */
export function BlockEditor({ campaignId, blocks, onChange, onCaret, disabled }: Props) {
  const { t } = useTranslation();
  const replace = (index: number, block: EmailBlock) => onChange(blocks.map((b, i) => (i === index ? block : b)));
  const move = (index: number, by: number) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(index + by, 0, block);
    onChange(next);
  };
  const caret = (field: string) => (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onCaret(field, event.currentTarget.selectionStart ?? event.currentTarget.value.length);
  const textProps = (field: string) => ({
    onFocus: caret(field),
    onSelect: caret(field),
    onKeyUp: caret(field),
    disabled,
  });

  return (
    <Stack gap="sm" role="group" aria-label={t('mail.blocks.label')}>
      {blocks.length === 0 && <Text size="sm">{t('mail.blocks.empty')}</Text>}
      {blocks.map((block, index) => {
        const name = `${t(`mail.blocks.${block.type}`)} ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity of their own; the position is it.
          <Paper key={index} withBorder p="sm" radius="sm">
            <Group justify="space-between" mb={block.type === 'divider' ? 0 : 'xs'}>
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('mail.blocks.moveUp')}: ${name}`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('mail.blocks.moveDown')}: ${name}`}
                  disabled={disabled || index === blocks.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('mail.blocks.remove')}: ${name}`}
                  disabled={disabled}
                  onClick={() => onChange(blocks.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            {block.type === 'heading' && (
              <TextInput
                label={t('mail.blocks.heading')}
                value={block.text}
                onChange={(e: ChangeEvent<HTMLInputElement>) =>
                  replace(index, { ...block, text: e.currentTarget.value })
                }
                {...textProps(`${index}.text`)}
              />
            )}
            {block.type === 'text' && (
              <Textarea
                label={t('mail.blocks.text')}
                autosize
                minRows={3}
                value={block.text}
                onChange={(e: ChangeEvent<HTMLTextAreaElement>) =>
                  replace(index, { ...block, text: e.currentTarget.value })
                }
                {...textProps(`${index}.text`)}
              />
            )}
            {block.type === 'image' && (
              <Stack gap="xs">
                <AssetChooser
                  label={t('mail.blocks.image')}
                  category="image"
                  campaignId={campaignId}
                  value={block.url || null}
                  onChange={(url) => replace(index, { ...block, url: url ?? '' })}
                  disabled={disabled}
                  previewHeight={100}
                />
                <TextInput
                  label={t('mail.blocks.imageAlt')}
                  value={block.alt}
                  onChange={(e: ChangeEvent<HTMLInputElement>) =>
                    replace(index, { ...block, alt: e.currentTarget.value })
                  }
                  {...textProps(`${index}.alt`)}
                />
              </Stack>
            )}
            {block.type === 'button' && (
              <Group grow align="flex-start">
                <TextInput
                  label={t('mail.blocks.buttonLabel')}
                  value={block.label}
                  onChange={(e: ChangeEvent<HTMLInputElement>) =>
                    replace(index, { ...block, label: e.currentTarget.value })
                  }
                  {...textProps(`${index}.label`)}
                />
                <TextInput
                  label={t('mail.blocks.buttonUrl')}
                  value={block.url}
                  onChange={(e: ChangeEvent<HTMLInputElement>) =>
                    replace(index, { ...block, url: e.currentTarget.value })
                  }
                  {...textProps(`${index}.url`)}
                />
              </Group>
            )}
            {block.type === 'voucher' && (
              <TextInput
                label={t('mail.blocks.voucherLabel')}
                value={block.label}
                onChange={(e: ChangeEvent<HTMLInputElement>) =>
                  replace(index, { ...block, label: e.currentTarget.value })
                }
                {...textProps(`${index}.label`)}
              />
            )}
            {block.type === 'divider' && (
              <Text size="xs" c="dimmed">
                {t('mail.blocks.dividerHint')}
              </Text>
            )}
          </Paper>
        );
      })}
      <Select
        label={t('mail.blocks.add')}
        placeholder={t('mail.blocks.add')}
        leftSection={<IconPlus size={16} />}
        data={EMAIL_BLOCK_TYPES.map((type) => ({ value: type, label: t(`mail.blocks.${type}`) }))}
        value={null}
        onChange={(type) => type && onChange([...blocks, NEW_BLOCKS[type as BlockType]])}
        disabled={disabled}
        w={240}
      />
    </Stack>
  );
}
