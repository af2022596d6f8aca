import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBook, IconExternalLink, IconHeadset, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_URL } from '../../app/app-config.ts';
import { PageTitle } from '../../components/PageTitle.tsx';

/** Spec §2 /support: the written guides, the video tutorials and the external support site. */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <div>
        <PageTitle>{t('pages.support')}</PageTitle>
        <Text c="dimmed">{t('support.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <SupportCard icon={<IconBook size={22} />} title={t('support.guidesTitle')} text={t('support.guidesText')}>
          <Button component={Link} to="/support/user-guides" variant="light">
            {t('support.guidesAction')}
          </Button>
        </SupportCard>
        <SupportCard
          icon={<IconPlayerPlay size={22} />}
          title={t('support.videosTitle')}
          text={t('support.videosText')}
        >
          <Button component={Link} to="/support/user-guides?starting_guide=video_tutorials" variant="light">
            {t('support.videosAction')}
          </Button>
        </SupportCard>
        <SupportCard icon={<IconHeadset size={22} />} title={t('support.contactTitle')} text={t('support.contactText')}>
          <Anchor href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
            {t('support.contactAction')} <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>{t('support.newTab')}</VisuallyHidden>
          </Anchor>
        </SupportCard>
      </SimpleGrid>
    </Stack>
  );
}

function SupportCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <span aria-hidden>{icon}</span>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
