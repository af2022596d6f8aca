import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import type { PageTitleKey } from './page-titles.ts';

/** Stand-in for a screen that is not built yet: never a blank page. */
export function ComingSoonPage({ title }: { title: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconTools size={26} />
        </ThemeIcon>
        <PageTitle>{t(`pages.${title}`)}</PageTitle>
        <Text c="dimmed">{t('comingSoon.message')}</Text>
      </Stack>
    </Paper>
  );
}
