import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../src/db/schema/index.ts';
import { insertCampaigns } from './campaigns-fixture.ts';
import { addCompany, logIn } from './companies-fixture.ts';
import {
  connected,
  connectPresence,
  join,
  next,
  type PresenceClient,
  presenceWith,
  takeOver,
} from './presence-client.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

/** Issue 17, one editor at a time: the presence protocol over socket.io against the listening app. */
describe.each(DIALECTS)('presence over socket.io (%s)', (kind) => {
  let t: TestApp;
  let url: string;
  let campaignId: string;
  let foreignCampaignId: string;
  const tokens: Record<'editor1' | 'editor2' | 'viewer' | 'foreign', string> = {} as never;
  const sockets: PresenceClient[] = [];
  const open = (token: string, companyViewId?: string) => {
    const socket = connectPresence(url, token, companyViewId);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const mine = await addCompany(t, {
      name: 'Presence Co',
      users: [
        { email: 'ana@presence.test', roles: ['EDITOR'], firstName: 'Ana', lastName: 'First' },
        { email: 'bo@presence.test', roles: ['EDITOR'], firstName: 'Bo', lastName: 'Second' },
        { email: 'vi@presence.test', roles: ['VIEWER'] },
      ],
    });
    const other = await addCompany(t, {
      name: 'Elsewhere Co',
      users: [{ email: 'eve@elsewhere.test', roles: ['EDITOR'] }],
    });
    [{ id: campaignId }] = await insertCampaigns(t, mine.id, [{ name: 'Shared one' }]);
    [{ id: foreignCampaignId }] = await insertCampaigns(t, other.id, [{ name: 'Not yours' }]);
    tokens.editor1 = (await logIn(t, 'ana@presence.test')).accessToken;
    tokens.editor2 = (await logIn(t, 'bo@presence.test')).accessToken;
    tokens.viewer = (await logIn(t, 'vi@presence.test')).accessToken;
    tokens.foreign = (await logIn(t, 'eve@elsewhere.test')).accessToken;
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it('refuses a handshake without a valid token, and a role that cannot build', async () => {
    await expect(connected(open('not-a-token'))).rejects.toThrow('UNAUTHENTICATED');
    await expect(connected(open(tokens.viewer))).rejects.toThrow('FORBIDDEN');
  });

  it("refuses another company's campaign as if it did not exist", async () => {
    const foreign = open(tokens.foreign);
    await connected(foreign);
    expect(await join(foreign, campaignId)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(await join(foreign, 'nonsense')).toEqual({ ok: false, reason: 'INVALID' });
    const mine = open(tokens.editor1);
    await connected(mine);
    expect(await join(mine, foreignCampaignId)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    foreign.disconnect();
    mine.disconnect();
  });

  it('tells the second editor who is there; a takeover evicts the first, whose save hands over', async () => {
    const first = open(tokens.editor1);
    await connected(first);
    const firstJoin = await join(first, campaignId);
    expect(firstJoin).toMatchObject({ ok: true, editors: [{ name: 'Ana First' }] });

    const second = open(tokens.editor2);
    await connected(second);
    const firstSeesSecond = presenceWith(first, 2);
    const secondJoin = await join(second, campaignId);
    if (!secondJoin.ok) throw new Error('join refused');
    expect(secondJoin.editors.map((editor) => editor.name).sort()).toEqual(['Ana First', 'Bo Second']);
    expect(secondJoin.editors.filter((editor) => editor.uuid !== secondJoin.self)).toEqual([
      { uuid: first.id, userId: expect.any(String), name: 'Ana First' },
    ]);
    await firstSeesSecond;

    const evicted = next(first, 'evict');
    expect(await takeOver(second)).toEqual({ ok: true, evicted: 1 });
    expect(await evicted).toEqual({ type: 'evict', fromUUID: second.id, targetUUID: first.id });

    const handedOver = next(second, 'handedOver');
    first.emit('saved', second.id ?? '');
    expect(await handedOver).toEqual({ type: 'handed-over', fromUUID: first.id, targetUUID: second.id });

    // The evicted editor leaves: the one left is told (the modal closes by itself).
    const alone = presenceWith(second, 1);
    first.disconnect();
    expect((await alone).editors).toEqual([{ uuid: second.id, userId: expect.any(String), name: 'Bo Second' }]);
    second.disconnect();
  });

  it('answers DISABLED while the simultaneous-edit flag is off for the company', async () => {
    const [campaign] = await t.ctx.db.query.campaigns.findMany({ where: (c, { eq: is }) => is(c.id, campaignId) });
    await t.ctx.db
      .insert(featureFlags)
      .values({ key: 'SIMULTANEOUS_EDIT_PREVENTION', companyId: campaign.companyId, enabled: false });
    try {
      const socket = open(tokens.editor1);
      await connected(socket);
      expect(await join(socket, campaignId)).toEqual({ ok: false, reason: 'DISABLED' });
      socket.disconnect();
    } finally {
      await t.ctx.db.delete(featureFlags).where(eq(featureFlags.companyId, campaign.companyId));
    }
  });
});
