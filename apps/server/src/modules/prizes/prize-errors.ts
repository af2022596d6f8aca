import { AppError } from '../../lib/app-error.ts';

export const poolNotFound = () => new AppError('POOL_NOT_FOUND', 404, 'Prize not found');

export const poolHasNoCodes = () =>
  new AppError(
    'POOL_HAS_NO_CODES',
    409,
    'This prize has no voucher codes. Create a prize with voucher codes to add codes.',
  );

export const stockBelowIssued = (issued: number) =>
  new AppError('STOCK_BELOW_ISSUED', 409, `The stock cannot be lower than the ${issued} prizes already given.`, {
    violations: [{ field: 'stock', message: `The stock cannot be lower than the ${issued} prizes already given.` }],
  });

export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field, message }] });
