import type { CustomAttributeSchema } from '@gc/contracts/custom-attributes';
import { api } from '../../lib/api-client.ts';

const URL = '/companies/current/custom-attribute-schema';

export const fetchCompanySchema = () => api<{ schema: CustomAttributeSchema | null }>(URL);
export const saveCompanySchema = (schema: CustomAttributeSchema | null) =>
  api<{ schema: CustomAttributeSchema | null }>(URL, { method: 'PUT', body: { schema } });
