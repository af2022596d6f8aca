import { BUILDER_ROLES, hasAnyRole, OFFER_SENDING_ROLES, ROLES, SALES_ROLES } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, demoOffers, users } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import { listedMailsTo, revealedLinkTo } from './outbox-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const UM = '/api/v1/user-management';
const OFFERS = `${UM}/offer/demo`;
const DEMO_REGISTRATION = `${UM}/user-details/demo`;
const SALES_REGISTRATION = '/api/v1/sales/registrations';
const DRAFTS = '/api/v1/campaign-data/campaigns';
const PASSWORD = 'Demo-Founder-2026!';
const DAY_MS = 86_400_000;

describe.each(DIALECTS)('demo offers, sales registration and the EULA on %s', (kind) => {
  let t: TestApp;
  let ipCount = 0;
  const client = () =>
    apiClient(t.app, { remoteAddress: `10.21.${Math.floor(ipCount / 200)}.${(ipCount++ % 200) + 1}` });
  let sales: string;
  let superAdmin: string;
  let counter = 0;

  const newOffer = async (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    const response = await client().post(
      OFFERS,
      {
        companyName: `Prospect ${counter}`,
        firstName: 'Petra',
        lastName: 'Prospect',
        email: `prospect-${counter}@example.test`,
        demoDays: 30,
        ...overrides,
      },
      sales,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { uuid: string; email: string; status: string };
  };
  const register = (uuid: string, overrides: Record<string, unknown> = {}) =>
    client().post(DEMO_REGISTRATION, {
      offerUuid: uuid,
      companyName: 'Demo Co',
      firstName: 'Petra',
      lastName: 'Prospect',
      password: PASSWORD,
      ...overrides,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sales = (await client().logInAs('SALES_MANAGER')).accessToken;
    superAdmin = (await client().logInAs('SUPER_ADMIN')).accessToken;
  });
  afterAll(() => t.close());

  it('creates an offer, mails its link through the outbox, and registers a demo company from it once', async () => {
    const offer = await newOffer({ email: ' Petra.Demo@Example.TEST ', companyName: 'Petra Games' });
    expect(offer).toMatchObject({ email: 'petra.demo@example.test', status: 'CREATED' });
    expect(offer.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const sent = await client().post(`${OFFERS}/send-offer/${offer.uuid}`, undefined, sales);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ uuid: offer.uuid, status: 'SENT' });
    expect(sent.body.data.sentAt).toEqual(expect.any(String));
    // The listed mail hides the link's secret; the revealed one carries the register-demo link.
    const [listed] = await listedMailsTo(client(), superAdmin, 'petra.demo@example.test');
    expect(listed.subject).toBe('Your campaign builder demo');
    expect(listed.text).not.toContain(offer.uuid);
    const { url, mail } = await revealedLinkTo(client(), superAdmin, 'petra.demo@example.test');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/register-demo');
    expect(url.searchParams.get('uuid')).toBe(offer.uuid);
    expect(mail.text).toContain('30-day demo');

    // The public read for the form: only what it needs, and the status.
    const form = await client().get(`${OFFERS}/${offer.uuid}`);
    expect(form.status).toBe(200);
    expect(form.body.data).toEqual({
      uuid: offer.uuid,
      companyName: 'Petra Games',
      firstName: 'Petra',
      lastName: 'Prospect',
      email: 'petra.demo@example.test',
      demoDays: 30,
      status: 'SENT',
    });

    const registered = await register(offer.uuid, { companyName: ' Petra Games Ltd ' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.data).toMatchObject({ firstLogin: true, showTutorials: true });
    const access = registered.body.data.accessToken as string;
    const me = await client().get(`${UM}/user-details/logged-in`, access);
    expect(me.body.data).toMatchObject({ email: 'petra.demo@example.test', company: { name: 'Petra Games Ltd' } });
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Petra Games Ltd'));
    expect(company.isDemo).toBe(true);
    expect(company.eulaAcceptedAt).toBeNull();
    const days = ((company.expirationDate?.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const [stored] = await t.ctx.db.select().from(demoOffers).where(eq(demoOffers.id, offer.uuid));
    expect(stored).toMatchObject({ status: 'COMPLETED', companyId: company.id });

    // COMPLETED is terminal: the form shows it, a second registration and a resend are refused.
    expect((await client().get(`${OFFERS}/${offer.uuid}`)).body.data.status).toBe('COMPLETED');
    const again = await register(offer.uuid, { companyName: 'Second Use' });
    expect(again.status).toBe(409);
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(again.body.code).toBe('OFFER_COMPLETED');
    const resend = await client().post(`${OFFERS}/send-offer/${offer.uuid}`, undefined, sales);
    expect(resend.status).toBe(409);
    expect(resend.body.code).toBe('OFFER_COMPLETED');

    // The demo company accepts the EULA before its first campaign.
    const campaign = {
      name: 'First demo campaign',
      campaignType: 'spin-the-wheel',
      languages: ['en'],
      registrationType: '',
    };
    const refused = await client().post(DRAFTS, campaign, access);
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'EULA_NOT_ACCEPTED', companyId: company.id });
    expect((await client().post(`${UM}/offer/accept-EULA/${company.id}`, { isAccepted: false }, access)).status).toBe(
      400,
    );
    const accepted = await client().post(`${UM}/offer/accept-EULA/${company.id}`, { isAccepted: true }, access);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.companyId).toBe(company.id);
    const acceptedAt = accepted.body.data.eulaAcceptedAt;
    // Accepting again keeps the first acceptance.
    const twice = await client().post(`${UM}/offer/accept-EULA/${company.id}`, { isAccepted: true }, access);
    expect(twice.body.data.eulaAcceptedAt).toBe(acceptedAt);
    expect((await client().post(DRAFTS, campaign, access)).status).toBe(201);
  });

  it('a company that is not a demo creates campaigns without the EULA; nobody accepts it for another company', async () => {
    const editor = (await client().logInAs('EDITOR')).accessToken;
    const created = await client().post(
      DRAFTS,
      { name: 'Not a demo', campaignType: 'spin-the-wheel', languages: ['en'], registrationType: '' },
      editor,
    );
    expect(created.status).toBe(201);
    const offer = await newOffer();
    const registered = await register(offer.uuid, { companyName: 'Other Demo' });
    const [demo] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Other Demo'));
    expect(registered.status).toBe(201);
    const foreign = await client().post(`${UM}/offer/accept-EULA/${demo.id}`, { isAccepted: true }, editor);
    expect(foreign.status).toBe(404);
    const [after] = await t.ctx.db.select().from(companies).where(eq(companies.id, demo.id));
    expect(after.eulaAcceptedAt).toBeNull();
  });

  it('refuses bad input, unknown offers and weak passwords with problems', async () => {
    const bad = await client().post(OFFERS, { companyName: '', firstName: 'A', lastName: 'B', email: 'nope' }, sales);
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const tooLong = await client().post(
      OFFERS,
      { companyName: 'X', firstName: 'A', lastName: 'B', email: 'x@example.test', demoDays: 365 },
      sales,
    );
    expect(tooLong.status).toBe(400);
    expect((await client().get(`${OFFERS}/not-a-uuid`)).status).toBe(400);
    const missing = await client().get(`${OFFERS}/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('OFFER_NOT_FOUND');
    const missingSend = await client().post(
      `${OFFERS}/send-offer/00000000-0000-4000-8000-000000000000`,
      undefined,
      sales,
    );
    expect(missingSend.status).toBe(404);
    expect((await register('00000000-0000-4000-8000-000000000000')).body.code).toBe('OFFER_NOT_FOUND');
    const offer = await newOffer();
    const weak = await register(offer.uuid, { password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('WEAK_PASSWORD');
    expect((await register(offer.uuid, { companyName: '' })).status).toBe(400);
    // The offer is still open after refused attempts.
    expect((await client().get(`${OFFERS}/${offer.uuid}`)).body.data.status).toBe('CREATED');
    // An offer for an address that has an account registers nothing.
    const taken = await newOffer({ email: 'editor@demo.test' });
    const refused = await register(taken.uuid);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('EMAIL_TAKEN');
    expect((await client().get(`${OFFERS}/${taken.uuid}`)).body.data.status).toBe('CREATED');
  });

  it('two registrations from one offer at once open exactly one company', async () => {
    const offer = await newOffer();
    const answers = await Promise.all([
      register(offer.uuid, { companyName: 'Race Demo A' }),
      register(offer.uuid, { companyName: 'Race Demo B' }),
      register(offer.uuid, { companyName: 'Race Demo C' }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(['OFFER_COMPLETED', 'EMAIL_TAKEN']).toContain(answer.body.code);
    }
    const opened = await t.ctx.db.select().from(users).where(eq(users.email, offer.email));
    expect(opened).toHaveLength(1);
    const [stored] = await t.ctx.db.select().from(demoOffers).where(eq(demoOffers.id, offer.uuid));
    expect(stored.companyId).toBe(opened[0].companyId);
    const raced = (await t.ctx.db.select().from(companies)).filter((c) => c.name.startsWith('Race Demo'));
    expect(raced).toHaveLength(1);
  });

  it('a sales manager registers a customer company whose person is invited to set a password', async () => {
    const response = await client().post(
      SALES_REGISTRATION,
      { companyName: 'Customer Corp', firstName: 'Cora', lastName: 'Customer', email: 'Cora@Customer.TEST' },
      sales,
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      companyName: 'Customer Corp',
      email: 'cora@customer.test',
      status: 'INVITED',
    });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'cora@customer.test'));
    expect(user).toMatchObject({
      status: 'INVITED',
      roles: ['USER_ADMIN', 'EDITOR'],
      companyId: response.body.data.companyId,
    });
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.id, user.companyId));
    expect(company).toMatchObject({ isDemo: false, expirationDate: null });
    const { url } = await revealedLinkTo(client(), superAdmin, 'cora@customer.test');
    expect(url.pathname).toBe('/forgot-password/reset');
    expect(url.searchParams.get('invite')).toBe('1');
    const taken = await client().post(
      SALES_REGISTRATION,
      { companyName: 'Again', firstName: 'C', lastName: 'C', email: 'cora@customer.test' },
      sales,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    const bad = await client().post(SALES_REGISTRATION, { companyName: 'X', email: 'x' }, sales);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('each role may do what the sales rules say, and nothing more', async () => {
    const offer = await newOffer();
    const problems: string[] = [];
    for (const role of ROLES) {
      const token = (await client().logInAs(role)).accessToken;
      const maySend = hasAnyRole([role], OFFER_SENDING_ROLES);
      const mayMake = hasAnyRole([role], SALES_ROLES);
      const checks: [string, Promise<{ status: number }>, number][] = [
        ['list', client().get(`${OFFERS}?size=5`, token), maySend ? 200 : 403],
        ['read', client().get(`${UM}/offer/${offer.uuid}`, token), maySend ? 200 : 403],
        ['send', client().post(`${OFFERS}/send-offer/${offer.uuid}`, undefined, token), maySend ? 200 : 403],
        [
          'create',
          client().post(
            OFFERS,
            { companyName: 'R', firstName: 'R', lastName: 'R', email: `r-${role}@example.test` },
            token,
          ),
          mayMake ? 201 : 403,
        ],
        [
          'register',
          client().post(
            SALES_REGISTRATION,
            {
              companyName: `Role ${role}`,
              firstName: 'R',
              lastName: 'R',
              email: `c-${role.toLowerCase()}@example.test`,
            },
            token,
          ),
          mayMake ? 201 : 403,
        ],
      ];
      for (const [what, pending, expected] of checks) {
        const { status } = await pending;
        if (status !== expected) problems.push(`${role} ${what}: ${status}, expected ${expected}`);
      }
      // accept-EULA: builder roles, and only for their own company (the demo company here is a non-demo, fine).
      const me = await client().get(`${UM}/user-details/logged-in`, token);
      const own = await client().post(
        `${UM}/offer/accept-EULA/${me.body.data.company.id}`,
        { isAccepted: true },
        token,
      );
      const expectedOwn = hasAnyRole([role], BUILDER_ROLES) ? 200 : 403;
      if (own.status !== expectedOwn) problems.push(`${role} accept-EULA: ${own.status}, expected ${expectedOwn}`);
    }
    expect(problems).toEqual([]);
    expect((await client().get(OFFERS)).status).toBe(401);
    expect((await client().post(SALES_REGISTRATION, {})).status).toBe(401);
  });

  it('with the demo setting off, offers are not made and their links do not register', async () => {
    const offer = await newOffer();
    const off = await createTestApp(kind, { DEMO_ENABLED: 'false' });
    try {
      const api = apiClient(off.app, { remoteAddress: '10.22.0.1' });
      const token = (await api.logInAs('SALES_MANAGER')).accessToken;
      const made = await api.post(
        OFFERS,
        { companyName: 'X', firstName: 'A', lastName: 'B', email: 'x@example.test' },
        token,
      );
      expect(made.status).toBe(404);
      expect(made.body.code).toBe('DEMO_DISABLED');
      expect((await api.get(`${OFFERS}/${offer.uuid}`)).body.code).toBe('DEMO_DISABLED');
      const registered = await api.post(DEMO_REGISTRATION, {
        offerUuid: offer.uuid,
        companyName: 'X',
        firstName: 'A',
        lastName: 'B',
        password: PASSWORD,
      });
      expect(registered.status).toBe(404);
      expect(registered.body.code).toBe('DEMO_DISABLED');
    } finally {
      await off.close();
    }
  });
});
