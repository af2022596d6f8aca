import { describe, expect, it } from 'vitest';
import {
  INITIAL_PUBLISH_VALUES,
  publishFormProblems,
  toLocalDateTime,
  toPublishRequest,
  trimLink,
} from './publish-form.ts';

const campaign = { id: '6a1f0c1e-1d7a-4a57-9a59-7d7a3b1c2d3e', campaignType: 'spin-the-wheel' as const };

describe('publish form', () => {
  it('turns the picker value into a local date-time without a zone', () => {
    expect(toLocalDateTime('2030-06-01 10:00:00')).toBe('2030-06-01T10:00');
    expect(toLocalDateTime('2030-06-01T10:05')).toBe('2030-06-01T10:05');
    expect(toLocalDateTime(null)).toBeUndefined();
    expect(toLocalDateTime('soon')).toBeUndefined();
  });

  it('publishes immediately without dates, whatever the pickers hold', () => {
    const request = toPublishRequest(campaign, {
      ...INITIAL_PUBLISH_VALUES,
      startDate: '2030-06-01 10:00:00',
      analyticsLevel: 3,
      debugModeEnabled: true,
    });
    expect(request).toEqual({
      campaignId: campaign.id,
      campaignType: 'spin-the-wheel',
      publishOptions: { mode: 1, debugModeEnabled: true, cookieless: false, analytics: { level: 3 } },
    });
  });

  it('schedules with the start and an optional end', () => {
    const values = { ...INITIAL_PUBLISH_VALUES, mode: 'scheduled' as const, startDate: '2030-06-01 10:00:00' };
    expect(toPublishRequest(campaign, values).publishOptions).toMatchObject({ mode: 2, startDate: '2030-06-01T10:00' });
    expect(toPublishRequest(campaign, values).publishOptions).not.toHaveProperty('endDate');
    const withEnd = { ...values, endDate: '2030-06-02 09:30:00' };
    expect(toPublishRequest(campaign, withEnd).publishOptions).toMatchObject({ endDate: '2030-06-02T09:30' });
  });

  it('tells a missing start and an end not after the start', () => {
    const scheduled = { ...INITIAL_PUBLISH_VALUES, mode: 'scheduled' as const };
    expect(publishFormProblems(scheduled)).toEqual(['startRequired']);
    expect(
      publishFormProblems({ ...scheduled, startDate: '2030-06-01 10:00:00', endDate: '2030-06-01 10:00:00' }),
    ).toEqual(['endBeforeStart']);
    expect(
      publishFormProblems({ ...scheduled, startDate: '2030-06-01 10:00:00', endDate: '2030-06-01 11:00:00' }),
    ).toEqual([]);
    expect(publishFormProblems(INITIAL_PUBLISH_VALUES)).toEqual([]);
  });

  it('trims a long link to 40 characters', () => {
    const url = 'https://games.example.com/p/summer-campaign-2030-abcdef123456';
    expect(trimLink(url)).toHaveLength(40);
    expect(trimLink(url).endsWith('…')).toBe(true);
    expect(trimLink('https://x.test/p/a')).toBe('https://x.test/p/a');
  });
});
