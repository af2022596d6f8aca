import type { CustomAttributeSchema } from '@gc/contracts/custom-attributes';
import { useQuery } from '@tanstack/react-query';
import { useActingCompany } from '../../../app/use-acting-company.ts';
import { fetchCustomAttributeSchema } from '../../campaigns/campaign-api.ts';
import { useFlags } from '../../flags/use-flags.ts';
import { canUseCustomAttributes } from './custom-attribute-access.ts';

export type CustomAttributesState =
  /** Not for this company (no tag or flag), or still finding out: nothing is shown. */
  | { status: 'hidden' }
  | { status: 'loading' }
  /** §8: the schema could not be loaded, so the settings are marked unavailable. */
  | { status: 'unavailable'; retry: () => void }
  /** The company's integrations define no schema. */
  | { status: 'none' }
  | { status: 'ready'; schema: CustomAttributeSchema };

/** The custom outcome attribute schema of a campaign, when the company may use it. */
export function useCustomAttributeSchema(campaignId: string): CustomAttributesState {
  const { company } = useActingCompany();
  const flags = useFlags();
  const isAllowed = canUseCustomAttributes(company?.tags, flags);
  const query = useQuery({
    queryKey: ['custom-attribute-schema', campaignId, company?.id],
    queryFn: () => fetchCustomAttributeSchema(campaignId),
    enabled: isAllowed,
    staleTime: 5 * 60_000,
  });
  if (!isAllowed) return { status: 'hidden' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'unavailable', retry: () => void query.refetch() };
  const schema = query.data.schema?.schema;
  return schema ? { status: 'ready', schema } : { status: 'none' };
}
