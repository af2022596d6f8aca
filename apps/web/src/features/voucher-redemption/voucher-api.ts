import type { RedeemVoucherRequest, Voucher, VoucherLookup } from '@gc/contracts/prizes';
import { useQuery } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { api } from '../../lib/api-client.ts';
import { PRIZES_KEY } from '../prizes/prize-queries.ts';

/** A till's calls (issue 13): look a code up, redeem it. */
export const lookUpVoucher = (code: string) => api<VoucherLookup>('/prizes/vouchers', { query: { code } });
export const redeemVoucher = (body: RedeemVoucherRequest) =>
  api<Voucher>('/prizes/vouchers/redeem', { method: 'POST', body });

/**
 * The vouchers holding the code, under the prizes key so that a redemption refreshes them with the
 * pools' counts. Not retried: a 404 is an answer, not a failure.
 */
export function useVoucherLookup(code: string | null) {
  const [companyViewId] = useCompanyViewId();
  return useQuery({
    queryKey: [PRIZES_KEY, companyViewId, 'voucher', code],
    queryFn: () => lookUpVoucher(code ?? ''),
    enabled: code !== null,
    retry: false,
  });
}
