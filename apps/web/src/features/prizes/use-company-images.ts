import type { Asset } from '@gc/contracts/assets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { initialTableState } from '../../components/data-table/table-state.ts';
import { fetchAssets, uploadAsset } from '../builder/assets/asset-api.ts';
import { searchCampaigns } from '../campaigns/campaign-api.ts';

/**
 * Prize images live in the company's shared image library (asset scope `company`), so every campaign
 * that gives the prize can show it. The asset API only has campaign-addressed routes: they take any
 * campaign of the company, check it, and for scope `company` store and list assets with no campaign.
 * So one campaign of the company is used as the address, and only company-scope assets are shown or
 * written. A company without any campaign cannot reach its library this way (`hasLibrary` false).
 */
export function useCompanyImages(enabled: boolean) {
  const [companyViewId] = useCompanyViewId();
  const carrier = useQuery({
    queryKey: ['prizes', companyViewId, 'image-library-address'],
    queryFn: async () => (await searchCampaigns(initialTableState({ size: 1 }))).items[0]?.id ?? null,
    enabled,
    staleTime: 5 * 60_000,
  });
  const carrierId = carrier.data ?? null;
  const imagesKey = ['prizes', companyViewId, 'company-images'] as const;
  const images = useQuery({
    queryKey: imagesKey,
    queryFn: async () => {
      const assets = await fetchAssets('image', carrierId ?? '');
      return assets.filter((asset) => asset.scope === 'company').sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    enabled: enabled && carrierId !== null,
  });
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File): Promise<Asset> => uploadAsset('image', carrierId ?? '', file, 'company'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
  });
  return {
    isPending: carrier.isPending || (carrierId !== null && images.isPending),
    isError: carrier.isError || images.isError,
    hasLibrary: carrier.isSuccess && carrierId !== null,
    images: images.data ?? [],
    refetch: () => void (carrier.isError ? carrier.refetch() : images.refetch()),
    upload,
  };
}
