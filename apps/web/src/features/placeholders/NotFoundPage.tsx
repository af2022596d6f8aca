import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" shadow="sm">
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Title order={2} size="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.message')}
        </Text>
        <Button component={Link} to="/" mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
