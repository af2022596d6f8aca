import type { FeatureFlag, FlagMap } from '@gc/contracts/flags';
import { api } from '../../lib/api-client.ts';

/** Effective flags of the acting company (its overrides over the global defaults). */
export const fetchFlags = () => api<FlagMap>('/flags');

export const setFlag = (key: FeatureFlag, enabled: boolean, companyId: string | null) =>
  api<unknown>(`/flags/${key}`, { method: 'PUT', body: { enabled, companyId } });
