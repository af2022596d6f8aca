import { Button, Center, Group, Image, Input, Paper } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyImageDialog } from './CompanyImageDialog.tsx';

type Props = {
  value: string | null;
  onChange: (url: string | null) => void;
  /** The library opens as a modal over the prize's: Escape there must not close both. */
  onLibraryOpenChange?: (isOpen: boolean) => void;
};

/** The prize's picture: a preview, Choose (from the company library) and Remove. */
export function PrizeImageField({ value, onChange, onLibraryOpenChange }: Props) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const setOpen = (open: boolean) => {
    setIsOpen(open);
    onLibraryOpenChange?.(open);
  };
  const labelId = useId();
  return (
    <Input.Wrapper label={t('prizes.form.image')} description={t('prizes.form.imageHelp')} labelProps={{ id: labelId }}>
      <Paper withBorder p="xs" mt={4} role="group" aria-labelledby={labelId}>
        <Group wrap="nowrap">
          <Center w={72} h={72} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden', flexShrink: 0 }}>
            {value ? (
              <Image src={value} alt={t('prizes.image.preview')} w={72} h={72} fit="contain" />
            ) : (
              <IconGift size={28} aria-hidden color="var(--mantine-color-gray-6)" />
            )}
          </Center>
          <Group gap={4}>
            <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
              {value ? t('assets.chooser.change') : t('assets.chooser.choose')}
            </Button>
            {value && (
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => onChange(null)}>
                {t('assets.chooser.remove')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <CompanyImageDialog
        opened={isOpen}
        chosenUrl={value}
        onClose={() => setOpen(false)}
        onChoose={(asset) => {
          onChange(asset.url);
          setOpen(false);
        }}
        onDeleted={(asset) => {
          if (asset.url === value) onChange(null);
        }}
      />
    </Input.Wrapper>
  );
}
