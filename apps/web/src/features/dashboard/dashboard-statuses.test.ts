import { describe, expect, it } from 'vitest';
import { countOf, dashboardStatuses } from './dashboard-statuses.ts';

describe('dashboardStatuses', () => {
  it('shows the live statuses to company users', () => {
    expect(dashboardStatuses({ roles: ['EDITOR'], userType: 'USER' })).toEqual([
      'ACTIVE',
      'SCHEDULED',
      'DRAFT',
      'INACTIVE',
    ]);
  });
  it('adds the deleted ones for admins', () => {
    expect(dashboardStatuses({ roles: ['VIEWER'], userType: 'ADMIN' })).toContain('DELETED');
    expect(dashboardStatuses({ roles: ['SUCCESS_MANAGER'], userType: null })).toContain('DELETED');
  });
});

describe('countOf', () => {
  it('reads a count and treats a missing status as 0', () => {
    expect(countOf({ DRAFT: 3 }, 'DRAFT')).toBe(3);
    expect(countOf({ DRAFT: 3 }, 'ACTIVE')).toBe(0);
  });
});
