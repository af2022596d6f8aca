import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createAppSecret, fetchAppSecretStatus } from './loyalty-api.ts';

const STATUS_KEY = ['loyalty-app-secret'] as const;

/** How the company's app signs a player's link; the same scheme as the server's client-user-signature.ts. */
const SNIPPET = `// Node.js: the link your app opens for a signed-in customer
import { createHmac } from 'node:crypto';
const exp = Math.floor(Date.now() / 1000) + 3600; // valid for an hour (at most 7 days)
const sig = createHmac('sha256', APP_SECRET).update(\`\${userId}.\${exp}\`).digest('base64url');
const link = \`\${campaignUrl}?userId=\${encodeURIComponent(userId)}&email=\${encodeURIComponent(email)}\` +
  \`&userIdExp=\${exp}&userIdSig=\${sig}\`;`;

/** The secret the company's app signs players' ids with: made or replaced here, shown once. */
export function AppSecretCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: fetchAppSecretStatus });
  const create = useMutation({
    mutationFn: createAppSecret,
    onSuccess: () => void client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
  const shown = create.data?.secret;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="app-secret-title">
      <Stack>
        <Title order={2} size="h4" id="app-secret-title">
          {t('loyalty.secretTitle')}
        </Title>
        <Text size="sm">{t('loyalty.secretHelp')}</Text>
        {status.data && (
          <Text size="sm" c="dimmed">
            {status.data.exists
              ? t('loyalty.secretExists', { date: new Date(status.data.createdAt ?? '').toLocaleString() })
              : t('loyalty.secretNone')}
          </Text>
        )}
        {shown && (
          <Alert color="yellow" title={t('loyalty.secretOnce')}>
            <Group gap="xs" wrap="nowrap">
              <Code data-testid="app-secret" style={{ wordBreak: 'break-all' }}>
                {shown}
              </Code>
              <CopyButton value={shown}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('loyalty.copied') : t('loyalty.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
        {create.isError && <Alert color="red">{t('loyalty.failed')}</Alert>}
        <Group>
          <Button
            onClick={() => create.mutate()}
            loading={create.isPending}
            variant={status.data?.exists ? 'light' : 'filled'}
          >
            {status.data?.exists ? t('loyalty.secretReplace') : t('loyalty.secretCreate')}
          </Button>
        </Group>
        <Text size="sm" fw={600}>
          {t('loyalty.snippetTitle')}
        </Text>
        {/* Scrolls sideways on a narrow screen: focusable and named, so a keyboard can scroll it. */}
        <Code block tabIndex={0} role="region" aria-label={t('loyalty.snippetTitle')}>
          {SNIPPET}
        </Code>
      </Stack>
    </Paper>
  );
}
