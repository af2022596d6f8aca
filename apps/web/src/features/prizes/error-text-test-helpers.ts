import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error.ts';

/** A translator that answers the key (and its values), so a test sees which text was chosen. */
export const keyEcho = ((key: string, values?: Record<string, unknown>) =>
  values ? `t:${key}:${JSON.stringify(values)}` : `t:${key}`) as unknown as TFunction;

/** A problem+json refusal as the API sends it, with an English detail the UI must not show. */
export const refusal = (status: number, code: string, field?: string, detail = 'An English explanation.') =>
  new ApiError(status, {
    type: 'about:blank',
    title: 'Refused',
    status,
    code,
    detail,
    violations: [{ ...(field ? { field } : {}), message: detail }],
  });
