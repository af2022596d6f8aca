import type { Voucher } from '@gc/contracts/prizes';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { failureTextKey } from '../../lib/api-error.ts';
import { PRIZES_KEY } from '../prizes/prize-queries.ts';
import { CodeLookupForm } from './CodeLookupForm.tsx';
import { RedeemConfirmDialog } from './RedeemConfirmDialog.tsx';
import { VoucherCard } from './VoucherCard.tsx';
import { redeemVoucher, useVoucherLookup } from './voucher-api.ts';
import { lookupFailureOf, type RedeemRefusal, redeemRefusalOf } from './voucher-texts.ts';

type Refusal = { poolId: string; kind: RedeemRefusal; error: unknown };

/**
 * /prizes/redeem (issue 13): staff at a till look a voucher up by typing or scanning its code, see
 * whether it may be redeemed, and redeem it once. The page fits a phone held at the till.
 */
export function VoucherRedemptionPage() {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const queryClient = useQueryClient();
  const [code, setCode] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Voucher | null>(null);
  const [redeemed, setRedeemed] = useState<Voucher | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const lookup = useVoucherLookup(code);

  const redeem = useMutation({
    mutationFn: (voucher: Voucher) => redeemVoucher({ code: voucher.code, poolId: voucher.poolId }),
    onSuccess: (voucher) => {
      setRedeemed(voucher);
      setConfirming(null);
    },
    onError: (error, voucher) => {
      setRefusal({ poolId: voucher.poolId, kind: redeemRefusalOf(error), error });
      setConfirming(null);
    },
    // Either way the voucher changed or was found changed: show its status now, and the pools' counts.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [PRIZES_KEY] }),
  });

  const lookUp = (next: string) => {
    setRedeemed(null);
    setRefusal(null);
    if (next === code) void lookup.refetch();
    else setCode(next);
  };

  const vouchers = lookup.data?.vouchers ?? [];
  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <PageTitle>{t('prizes.redeem.title')}</PageTitle>
        <Anchor component={Link} to="/prize-management">
          {t('prizes.redeem.backToPrizes')}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {t('prizes.redeem.intro')}
      </Text>
      <CodeLookupForm loading={lookup.isFetching} onLookUp={lookUp} />
      <div aria-live="polite">
        {redeemed && (
          <Alert color="teal" icon={<IconCircleCheck size={20} />} title={t('prizes.redeem.success.title')}>
            {t('prizes.redeem.success.message', {
              code: redeemed.code,
              name: redeemed.poolName,
              when: dates.dateTimeNamed(redeemed.redeemedAt),
            })}
          </Alert>
        )}
      </div>
      {lookup.isError && <LookupError code={code ?? ''} error={lookup.error} />}
      {vouchers.length > 1 && <Text size="sm">{t('prizes.redeem.several', { count: vouchers.length })}</Text>}
      {vouchers.map((voucher) => (
        <VoucherCard key={voucher.poolId} voucher={voucher} onRedeem={setConfirming}>
          {refusal?.poolId === voucher.poolId && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {refusal.kind === 'other' ? t(failureTextKey(refusal.error)) : t(`prizes.redeem.refused.${refusal.kind}`)}
            </Alert>
          )}
        </VoucherCard>
      ))}
      <RedeemConfirmDialog
        voucher={confirming}
        loading={redeem.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && redeem.mutate(confirming)}
      />
    </Stack>
  );
}

function LookupError({ code, error }: { code: string; error: unknown }) {
  const { t } = useTranslation();
  const failure = lookupFailureOf(error);
  const text =
    failure === 'notFound'
      ? t('prizes.redeem.notFound', { code })
      : failure === 'invalid'
        ? t('prizes.redeem.invalidCode')
        : t(failureTextKey(error));
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {text}
    </Alert>
  );
}
