import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const URL = '/api/v1/companies/current/custom-attribute-schema';

const schema = {
  variantSelector: { name: 'outcome_type', label: 'Outcome type', display: 'radio', values: ['coupon', 'points'] },
  variants: [
    { type: 'coupon', attributes: [{ name: 'couponId', label: 'Coupon', type: 'uuid', required: true }] },
    {
      type: 'points',
      attributes: [{ name: 'points', label: 'Points', type: 'int', required: true, min: 1, max: 500 }],
    },
  ],
};

/** The company admin's screen for the custom outcome attribute schema (spec §3; left from issue 3). */
describe.each(DIALECTS)('custom outcome attribute schema of the company (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await logIn(t, 'user-admin@demo.test')).accessToken;
  }, 60_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT', token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: URL,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('reads none, saves a schema, reads it back, and clears it', async () => {
    expect((await call('GET', admin)).json().data).toEqual({ schema: null });
    const saved = await call('PUT', admin, { schema });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', admin)).json().data.schema).toMatchObject(schema);
    expect((await call('PUT', admin, { schema: null })).json().data).toEqual({ schema: null });
  });

  it('refuses a schema with problems, each at its field in readable words', async () => {
    const broken = {
      variantSelector: { ...schema.variantSelector, values: ['coupon', 'ghost'], default: 'nope' },
      variants: [
        ...schema.variants,
        {
          type: 'coupon',
          attributes: [
            { name: '1bad', label: 'Bad', type: 'text', min: 1 },
            { name: 'range', label: 'Range', type: 'int', min: 9, max: 1 },
          ],
        },
      ],
    };
    const refused = await call('PUT', admin, { schema: broken });
    expect(refused.statusCode).toBe(400);
    const violations = refused.json().violations as { field: string; message: string }[];
    expect(violations).toEqual(
      expect.arrayContaining([
        { field: 'variants.2.type', message: 'The variant "coupon" is defined twice.' },
        {
          field: 'variants.2.attributes.0.name',
          message: 'Use letters, digits and underscores, starting with a letter.',
        },
        { field: 'variants.2.attributes.0.min', message: 'Only whole-number attributes have a minimum and maximum.' },
        { field: 'variants.2.attributes.1.max', message: 'The maximum must not be below the minimum.' },
        { field: 'variantSelector.values', message: 'Offer every variant in the selector (missing: points).' },
        { field: 'variantSelector.values', message: 'The selector offers variants that are not defined: ghost.' },
        { field: 'variantSelector.default', message: 'The default must be one of the offered variants.' },
      ]),
    );
    const badShape = await call('PUT', admin, { schema: { variants: 'no' } });
    expect(badShape.statusCode).toBe(400);
  });

  it('is for the company admins only', async () => {
    const editor = (await logIn(t, 'editor@demo.test')).accessToken;
    expect((await call('GET', editor)).statusCode).toBe(403);
    expect((await call('PUT', editor, { schema: null })).statusCode).toBe(403);
  });
});
