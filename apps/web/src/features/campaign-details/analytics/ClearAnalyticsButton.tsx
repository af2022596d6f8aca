import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DETAILS_KEY } from '../details-api.ts';
import { clearCampaignAnalytics } from './analytics-api.ts';

/** Clear analytics (editors): asks first; the counts go, plays and leads stay, the server records who did it. */
export function ClearAnalyticsButton({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: () => clearCampaignAnalytics(campaignId),
    onSuccess: async () => {
      close();
      await queryClient.invalidateQueries({ queryKey: [DETAILS_KEY] });
    },
  });
  return (
    <>
      <Button variant="default" color="red" onClick={open}>
        {t('details.analytics.clear.button')}
      </Button>
      <Modal opened={isOpen} onClose={close} title={t('details.analytics.clear.title')}>
        <Stack>
          <Text size="sm">{t('details.analytics.clear.message')}</Text>
          {clear.isError && (
            <Alert color="red" role="alert">
              {t('details.analytics.clear.failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('details.analytics.clear.cancel')}
            </Button>
            <Button color="red" loading={clear.isPending} onClick={() => clear.mutate()}>
              {t('details.analytics.clear.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
