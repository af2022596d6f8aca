import { describe, expect, it } from 'vitest';
import { companyLabel } from './company-label.ts';

describe('companyLabel', () => {
  it('shows the name and the first segment of the id', () => {
    expect(companyLabel({ id: '3f2a9c1e-1111-4222-8333-444455556666', name: 'Demo' })).toBe('Demo (3f2a9c1e)');
  });
});
