import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.ts';
import { runScheduleOnce } from '../src/modules/publishing/schedule-runner.ts';
import { type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

describe.each(DIALECTS)('publishing schedule on %s', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  });
  afterAll(() => s.t.close());

  describe('scheduled', () => {
    it('stores local times of Europe/Zurich as instants and is SCHEDULED', async () => {
      const campaign = await s.newCampaign('Publish Scheduled');
      const response = await s.publish(campaign.id, {
        mode: 2,
        startDate: '2030-06-01T10:00',
        endDate: '2030-06-02T10:00',
      });
      expect(response.status).toBe(200);
      expect(response.body.data.campaign).toMatchObject({
        status: 'SCHEDULED',
        startDate: '2030-06-01T08:00:00.000Z',
        endDate: '2030-06-02T08:00:00.000Z',
      });
      // Winter time is UTC+1.
      const winter = await s.publish(campaign.id, { mode: 2, startDate: '2030-12-01T10:00' });
      expect(winter.body.data.campaign).toMatchObject({ startDate: '2030-12-01T09:00:00.000Z', endDate: null });
    });

    it.each([
      ['a start in the past', { startDate: '2020-06-01T10:00' }, 'publishOptions.startDate'],
      [
        'an end before the start',
        { startDate: '2030-06-01T10:00', endDate: '2030-06-01T09:59' },
        'publishOptions.endDate',
      ],
      [
        'an end equal to the start',
        { startDate: '2030-06-01T10:00', endDate: '2030-06-01T10:00' },
        'publishOptions.endDate',
      ],
      ['a time skipped by the clock change', { startDate: '2030-03-31T02:30' }, 'publishOptions.startDate'],
      ['a day that does not exist', { startDate: '2030-02-30T10:00' }, 'publishOptions.startDate'],
      ['no start', {}, 'publishOptions.startDate'],
    ])('refuses %s with 400 and publishes nothing', async (_, dates, field) => {
      const campaign = await s.newCampaign(`Publish Bad Schedule ${field} ${JSON.stringify(dates)}`);
      const response = await s.publish(campaign.id, { mode: 2, ...dates });
      expect(response.status).toBe(400);
      expect(response.body.violations.map((v: { field: string }) => v.field)).toContain(field);
      expect((await s.rowOf(campaign.id)).status).toBe('DRAFT');
      expect(await s.releasesOf(campaign.id)).toEqual([]);
    });

    it('the schedule runner starts it after its start and ends it after its end, once', async () => {
      const campaign = await s.newCampaign('Publish Runner');
      await s.publish(campaign.id, { mode: 2, startDate: '2030-07-01T10:00', endDate: '2030-07-03T10:00' });
      const db = s.t.ctx.db;
      await runScheduleOnce(db, new Date('2030-07-01T07:59:00Z'));
      expect((await s.rowOf(campaign.id)).status).toBe('SCHEDULED');

      await runScheduleOnce(db, new Date('2030-07-01T08:00:00Z'));
      expect((await s.rowOf(campaign.id)).status).toBe('ACTIVE');
      const again = await runScheduleOnce(db, new Date('2030-07-01T08:00:30Z'));
      expect(again.started).toBe(0);

      await runScheduleOnce(db, new Date('2030-07-03T08:00:00Z'));
      expect((await s.rowOf(campaign.id)).status).toBe('INACTIVE');
      expect((await s.rowOf(campaign.id)).currentReleaseId).not.toBeNull();
    });

    it('a window that passed while nothing ran ends INACTIVE', async () => {
      const campaign = await s.newCampaign('Publish Missed Window');
      await s.publish(campaign.id, { mode: 2, startDate: '2032-01-01T10:00', endDate: '2032-01-02T10:00' });
      await runScheduleOnce(s.t.ctx.db, new Date('2032-02-01T00:00:00Z'));
      expect((await s.rowOf(campaign.id)).status).toBe('INACTIVE');
    });

    it('processes running the schedule together start a campaign once', async () => {
      const campaign = await s.newCampaign('Publish Runner Race');
      await s.publish(campaign.id, { mode: 2, startDate: '2033-05-05T12:00' });
      const db = s.t.ctx.db;
      await runScheduleOnce(db, new Date('2033-05-05T09:59:00Z'));
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => runScheduleOnce(db, new Date('2033-05-05T10:00:30Z'))),
      );
      expect(runs.reduce((sum, run) => sum + run.started, 0)).toBe(1);
      expect((await s.rowOf(campaign.id)).status).toBe('ACTIVE');
    });

    it('leaves a deactivated campaign alone when its start comes', async () => {
      const campaign = await s.newCampaign('Publish Unscheduled');
      await s.publish(campaign.id, { mode: 2, startDate: '2034-01-01T10:00' });
      expect((await s.deactivate(campaign.id)).status).toBe(200);
      await runScheduleOnce(s.t.ctx.db, new Date('2034-01-02T00:00:00Z'));
      expect((await s.rowOf(campaign.id)).status).toBe('INACTIVE');
    });
  });

  describe('the schedule runner in a running server', () => {
    it('starts when the server listens and carries out what is due at once', async () => {
      const campaign = await s.newCampaign('Publish Runner Listening');
      // Due a minute ago, as a campaign scheduled before a restart would be.
      await s.t.ctx.db
        .update(campaigns)
        .set({ status: 'SCHEDULED', startDate: new Date(Date.now() - 60_000) })
        .where(eq(campaigns.id, campaign.id));
      expect((await s.rowOf(campaign.id)).status).toBe('SCHEDULED');
      await s.t.app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(async () => (await s.rowOf(campaign.id)).status, { timeout: 5000 }).toBe('ACTIVE');
    });
  });
});
