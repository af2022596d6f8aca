import type { Asset, AssetCategory } from '@gc/contracts/assets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AssetScope, deleteAsset, fetchAssets, uploadAsset } from './asset-api.ts';

export const assetsKey = (category: AssetCategory, campaignId: string) => ['assets', category, campaignId] as const;

/** The library of one category for a campaign (its own assets and the company's), newest first. */
export function useAssets(category: AssetCategory, campaignId: string, enabled = true) {
  return useQuery({
    queryKey: assetsKey(category, campaignId),
    queryFn: () => fetchAssets(category, campaignId),
    enabled,
    select: (assets: Asset[]) => [...assets].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}

export function useUploadAsset(category: AssetCategory, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, scope }: { file: File; scope: AssetScope }) => uploadAsset(category, campaignId, file, scope),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetsKey(category, campaignId) }),
  });
}

export function useDeleteAsset(category: AssetCategory, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: string) => deleteAsset(category, campaignId, assetId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetsKey(category, campaignId) }),
  });
}
