import { CAMPAIGN_STATUSES, type CampaignStatus } from '@gc/contracts/campaigns';
import { ROLES } from '@gc/contracts/roles';
import { describe, expect, it } from 'vitest';
import {
  canCreateCampaigns,
  canEditInBuilder,
  canSeeDeleted,
  rowActionsFor,
  statusFilterOptions,
} from './campaign-permissions.ts';

describe('rowActionsFor', () => {
  const expected: Record<CampaignStatus, string[]> = {
    ACTIVE: ['deactivate', 'copy', 'delete'],
    SCHEDULED: ['unschedule', 'copy', 'delete'],
    INACTIVE: ['copy', 'delete'],
    DRAFT: ['copy', 'delete'],
    DELETED: ['copy'],
  };
  for (const status of CAMPAIGN_STATUSES) {
    it(`offers an editor ${expected[status].join(', ')} for ${status}`, () => {
      expect(rowActionsFor(['EDITOR'], { status })).toEqual(expected[status]);
      expect(rowActionsFor(['SUPER_ADMIN'], { status })).toEqual(expected[status]);
    });
  }
  it('offers nothing to roles that cannot edit campaigns', () => {
    for (const role of ROLES.filter((r) => r !== 'EDITOR' && r !== 'SUPER_ADMIN')) {
      expect(rowActionsFor([role], { status: 'ACTIVE' }), role).toEqual([]);
    }
  });
});

describe('canEditInBuilder', () => {
  it('needs an editing role', () => {
    expect(canEditInBuilder(['EDITOR'], { status: 'DRAFT', isTailorMade: false })).toBe(true);
    expect(canEditInBuilder(['CREATOR'], { status: 'DRAFT', isTailorMade: false })).toBe(false);
    expect(canEditInBuilder(['VIEWER'], { status: 'ACTIVE', isTailorMade: false })).toBe(false);
  });
  it('is never offered for tailor-made or deleted campaigns', () => {
    expect(canEditInBuilder(['SUPER_ADMIN'], { status: 'ACTIVE', isTailorMade: true })).toBe(false);
    expect(canEditInBuilder(['SUPER_ADMIN'], { status: 'DELETED', isTailorMade: false })).toBe(false);
  });
});

describe('the Deleted filter', () => {
  it('is offered to super admins, success managers and users of type ADMIN only', () => {
    expect(canSeeDeleted({ roles: ['SUPER_ADMIN'], userType: null })).toBe(true);
    expect(canSeeDeleted({ roles: ['SUCCESS_MANAGER'], userType: 'USER' })).toBe(true);
    expect(canSeeDeleted({ roles: ['EDITOR'], userType: 'ADMIN' })).toBe(true);
    expect(canSeeDeleted({ roles: ['EDITOR', 'USER_ADMIN'], userType: 'USER' })).toBe(false);
    expect(canSeeDeleted({ roles: ['VIEWER'], userType: null })).toBe(false);
  });
  it('ends the status options when allowed', () => {
    expect(statusFilterOptions({ roles: ['EDITOR'], userType: 'USER' })).toEqual([
      'ALL',
      'ACTIVE',
      'INACTIVE',
      'DRAFT',
      'SCHEDULED',
    ]);
    expect(statusFilterOptions({ roles: ['SUPER_ADMIN'], userType: 'ADMIN' }).at(-1)).toBe('DELETED');
  });
});

describe('canCreateCampaigns', () => {
  it('is the builder roles', () => {
    expect(canCreateCampaigns(['CREATOR'])).toBe(true);
    expect(canCreateCampaigns(['EDITOR'])).toBe(true);
    expect(canCreateCampaigns(['VIEWER', 'USER_ADMIN'])).toBe(false);
  });
});
