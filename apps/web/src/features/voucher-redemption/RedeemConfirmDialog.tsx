import type { Voucher } from '@gc/contracts/prizes';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { voucher: Voucher | null; loading: boolean; onCancel: () => void; onConfirm: () => void };

/** Redeeming cannot be undone: the till confirms which prize it hands over. */
export function RedeemConfirmDialog({ voucher, loading, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={voucher !== null} onClose={onCancel} title={t('prizes.redeem.confirm.title')} centered>
      <Text size="sm">
        {t('prizes.redeem.confirm.message', { code: voucher?.code ?? '', name: voucher?.poolName ?? '' })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="teal" loading={loading} onClick={onConfirm} data-autofocus>
          {t('prizes.redeem.confirm.action')}
        </Button>
      </Group>
    </Modal>
  );
}
