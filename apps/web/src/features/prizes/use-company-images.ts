import type { Asset } from '@gc/contracts/assets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { deleteCompanyImage, fetchCompanyImages, uploadCompanyImage } from './company-images-api.ts';

/**
 * Prize images live in the company's image library, so every campaign that gives the prize can show
 * it; the library is the company's own and needs no campaign. Fetched only while `enabled` (the
 * dialog is open).
 */
export function useCompanyImages(enabled: boolean) {
  const [companyViewId] = useCompanyViewId();
  const imagesKey = ['prizes', companyViewId, 'company-images'] as const;
  const images = useQuery({ queryKey: imagesKey, queryFn: fetchCompanyImages, enabled });
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File): Promise<Asset> => uploadCompanyImage(file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
  });
  const remove = useMutation({
    mutationFn: (asset: Asset) => deleteCompanyImage(asset.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
  });
  return {
    isPending: images.isPending,
    isError: images.isError,
    images: images.data ?? [],
    refetch: () => void images.refetch(),
    upload,
    remove,
  };
}
