import { DASHBOARD_ROLES, demoEmailFor, EDITING_ROLES, hasAnyRole, LEAD_DATA_ROLES, ROLES } from '@gc/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './companies-fixture.ts';
import { ROUTE_FIXTURES, type TenantA } from './tenant-fixtures.ts';
import { EXEMPT_ROUTES, LEAD_ROUTE_RULES, LEAD_ROUTES_PREFIXES } from './tenant-route-rules.ts';
import { seedCompanyA } from './tenant-walk-company-a.ts';
import { seedCompanyB, type Walker } from './tenant-walk-company-b.ts';
import { leaksIn as leaksOfA, urlOf } from './tenant-walk-requests.ts';
import { snapshotOfA as snapshotOf } from './tenant-walk-snapshot.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Company B's users walk every registered route with company A's ids, e-mails and names. No answer may
 * contain A's data and A's rows must be byte-identical afterwards. Company A is the demo company (with
 * its child), renamed to marker names, with extra users, sessions, an invitation and flag overrides.
 */
describe.each(DIALECTS)('tenant isolation on %s', (kind) => {
  let t: TestApp;
  let a: TenantA;
  let walkers: Walker[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await seedCompanyA(t);
    walkers = await seedCompanyB(t);
  });
  afterAll(() => t.close());

  const snapshotOfA = () => snapshotOf(t, a);
  const leaksIn = (payload: string) => leaksOfA(a, payload);

  it('has a fixture or a written exemption for every registered route, and no stale ones', () => {
    const registered = new Map(t.routes.map((route) => [keyOf(route), route]));
    const isDerivedHead = (key: string) => key.startsWith('HEAD ') && registered.has(key.replace(/^HEAD /, 'GET '));
    const uncovered = [...registered.keys()].filter(
      (key) => !(key in ROUTE_FIXTURES) && !(key in EXEMPT_ROUTES) && !isDerivedHead(key),
    );
    expect(uncovered, 'add these routes to ROUTE_FIXTURES (test/tenant-fixtures-*.ts, by area)').toEqual([]);
    const stale = [...Object.keys(ROUTE_FIXTURES), ...Object.keys(EXEMPT_ROUTES)].filter((key) => !registered.has(key));
    expect(stale, 'these fixtures name routes that no longer exist').toEqual([]);
    for (const [key, exemption] of Object.entries(EXEMPT_ROUTES)) {
      expect(registered.get(key)?.isPublic, `${key} is exempt as ${exemption.isPublic ? '' : 'not '}public`).toBe(
        exemption.isPublic,
      );
    }
    for (const key of Object.keys(ROUTE_FIXTURES)) {
      expect(registered.get(key)?.isPublic, `${key} is walked, so it must be private`).toBe(false);
    }
  });

  it("the detector sees A's data where A may see it", async () => {
    const admin = await logIn(t, 'user-admin@demo.test');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user-management/users?size=100',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(listed.statusCode).toBe(200);
    expect(leaksIn(listed.body)).toEqual(expect.arrayContaining(['Zyxalpha', 'zyx-active@alpha.test', a.userIds[0]]));
  });

  it('every lead route has a rule of who may read it', () => {
    const leadRoutes = t.routes
      .filter((route) => LEAD_ROUTES_PREFIXES.some((prefix) => route.url.startsWith(prefix)) && route.method !== 'HEAD')
      .map(keyOf);
    expect(
      leadRoutes.filter((key) => !(key in LEAD_ROUTE_RULES)),
      'add these routes to LEAD_ROUTE_RULES in test/tenant-route-rules.ts',
    ).toEqual([]);
    expect(Object.keys(LEAD_ROUTE_RULES).filter((key) => !leadRoutes.includes(key))).toEqual([]);
  });

  /**
   * The role matrix within company A: each of A's own users (one per role) reads every GET route of
   * the walk with A's ids. A's leads' personal data may appear only in answers of a 'personal-data'
   * route to a view role; the other roles are refused there (403), and a 'counts' route answers every
   * dashboard role. Only GET routes: A's own users would really change what the other methods change.
   */
  it("within company A, only the view roles read its leads' personal data", { timeout: 180_000 }, async () => {
    const personalDataIn = (payload: string) =>
      a.leadPersonalData.filter((value) => payload.toLowerCase().includes(value.toLowerCase()));
    const problems: string[] = [];
    for (const role of ROLES) {
      const { accessToken } = await logIn(t, demoEmailFor(role));
      const isViewRole = hasAnyRole([role], LEAD_DATA_ROLES);
      const isEditingRole = hasAnyRole([role], EDITING_ROLES);
      const isDashboardRole = hasAnyRole([role], DASHBOARD_ROLES);
      for (const [key, fixture] of Object.entries(ROUTE_FIXTURES)) {
        const [method, template] = key.split(' ');
        if (method !== 'GET') continue;
        const rule = LEAD_ROUTE_RULES[key];
        const mayReadPersonalData = rule === 'editor-personal-data' ? isEditingRole : isViewRole;
        const showsPersonalData = rule === 'personal-data' || rule === 'editor-personal-data';
        let hasShownPersonalData = false;
        for (const request of fixture.requests(a)) {
          const url = urlOf(template, request);
          const response = await t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${accessToken}` },
          });
          const shown = personalDataIn(response.body);
          hasShownPersonalData ||= shown.length > 0;
          const label = `${role} GET ${url}`;
          if (shown.length > 0 && !(showsPersonalData && mayReadPersonalData)) {
            problems.push(`${label} showed ${shown.join(', ')}${rule ? '' : ' (a lead route without a rule?)'}`);
          }
          if (showsPersonalData && !mayReadPersonalData && response.statusCode !== 403) {
            problems.push(`${label} answered ${response.statusCode}, not 403`);
          }
          if (rule === 'view-roles' && !isViewRole && response.statusCode !== 403) {
            problems.push(`${label} answered ${response.statusCode}, not 403`);
          }
          if (rule === 'counts' && response.statusCode !== (isDashboardRole ? 200 : 403)) {
            problems.push(`${label} answered ${response.statusCode}`);
          }
        }
        // Not vacuous: a view role does read A's lead where the rule says personal data.
        if (showsPersonalData && mayReadPersonalData && !hasShownPersonalData) {
          problems.push(`${role} ${key} never showed A's lead`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // Thousands of requests (every route, five roles, with and without companyViewId): allow a busy machine time.
  it("B's users walk every route with A's ids and neither see nor change A's data", { timeout: 180_000 }, async () => {
    const before = await snapshotOfA();
    const problems: string[] = [];
    let reachedHandlers = 0;
    // Routes that end the walker's own session go last.
    const routes = Object.entries(ROUTE_FIXTURES).sort(
      ([, x], [, y]) => Number(x.endsOwnSession ?? false) - Number(y.endsOwnSession ?? false),
    );

    for (const walker of walkers) {
      for (const [key, fixture] of routes) {
        const [method, template] = key.split(' ');
        for (const request of fixture.requests(a)) {
          const send = (extraQuery?: Record<string, string>) =>
            t.app.inject({
              method: method as 'GET',
              url: urlOf(template, request, extraQuery),
              headers: { authorization: `Bearer ${walker.token}` },
              ...(request.body !== undefined ? { payload: request.body as object } : {}),
            });
          const label = `${walker.role} ${method} ${urlOf(template, request)}`;

          // Asking to act as company A is refused outright, before any handler runs.
          const viewed = await send({ companyViewId: a.companyId });
          if (viewed.statusCode !== 403) problems.push(`${label} with companyViewId=A answered ${viewed.statusCode}`);
          for (const leak of leaksIn(viewed.body)) problems.push(`${label} with companyViewId=A leaked ${leak}`);

          const response = await send();
          if (response.statusCode >= 500) problems.push(`${label} answered ${response.statusCode}`);
          if (response.statusCode !== 401 && response.statusCode !== 403) reachedHandlers++;
          for (const leak of leaksIn(response.body))
            problems.push(`${label} leaked ${leak}: ${response.body.slice(0, 300)}`);
        }
      }
    }

    // Soft, so that a failing walk also reports whether A's rows changed.
    expect.soft(problems).toEqual([]);
    expect.soft(JSON.parse(await snapshotOfA()), "A's rows changed").toEqual(JSON.parse(before));
    // The walk is not vacuous: B's tokens stayed valid and most requests reached a handler.
    expect(reachedHandlers).toBeGreaterThan(100);
  });
});
