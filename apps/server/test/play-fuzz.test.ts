import { randomUUID } from 'node:crypto';
import { playRequestSchema, registrationRequestSchema } from '@gc/contracts/play';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

const RUNS = 200;

function histogram(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
const VALID_ALTCHA = Symbol('a fresh solved challenge');
const VALID_TOKEN = Symbol('a player token of the campaign');

/** Values that break naive handlers: wrong types, NUL, huge, unicode, lookalike dates and numbers. */
const hostile = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b@example.test',
    '',
    '   ',
    '9999-99-99',
    '2024-02-30',
    '0000-01-01',
    '+41 79 123 45 67',
    '00000000000000000000000000',
    '../../etc/passwd',
    "'; drop table leads; --",
    '1e309',
    '__proto__',
  ),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
);

/**
 * Bodies from a zod object's fields: every field plausible, hostile or missing; or a plausible body
 * with one to three fields made hostile; or a plausible body (whose texts are any strings the schema
 * allows, so that the deep paths and the database see odd text); or any JSON.
 */
function bodyFrom(shape: Record<string, unknown>, plausible: Record<string, fc.Arbitrary<unknown>>) {
  const keys = Object.keys(shape);
  const anyField = Object.fromEntries(
    keys.map((key) => [key, fc.oneof({ weight: 3, arbitrary: plausible[key] ?? hostile }, hostile)]),
  );
  const plausibleFields = Object.fromEntries(keys.map((key) => [key, plausible[key] ?? hostile]));
  const mutated = fc
    .tuple(
      fc.record(plausibleFields),
      fc.subarray(keys, { minLength: 1, maxLength: 3 }),
      fc.array(hostile, { minLength: 3, maxLength: 3 }),
    )
    .map(([body, broken, values]) => ({ ...body, ...Object.fromEntries(broken.map((key, i) => [key, values[i]])) }));
  return fc.oneof(
    { weight: 3, arbitrary: fc.record(anyField, { requiredKeys: [] }) },
    { weight: 3, arbitrary: mutated },
    { weight: 4, arbitrary: fc.record(plausibleFields) },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

/** Any text within a length: mostly unicode people type, sometimes lone surrogates, NUL, markup, quotes. */
const text = (maxLength: number) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .string({ unit: 'grapheme', maxLength: Math.min(maxLength, 30) })
        .filter((t) => !t.includes('\u0000')),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom('\u0000', "O'Brien", '<script>alert(1)</script>', 'Zoë Ñandú 😀') },
  );

const plausibleRegistration: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.oneof(
    { weight: 5, arbitrary: fc.stringMatching(/^[a-z0-9]{1,30}$/).map((local) => `p${local}@example.test`) },
    { weight: 1, arbitrary: fc.emailAddress() },
  ),
  firstName: text(100),
  address: text(255),
  postalCode: text(20),
  city: text(100),
  jobTitle: text(100),
  company: text(100),
  lastName: text(100),
  phone: fc.constantFrom('079 123 45 67', '+1 202 555 0143', '+41 44 668 18 00', ''),
  birthDate: fc
    .date({ min: new Date('1930-01-01'), max: new Date('2008-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  userId: text(128),
  source: fc.constantFrom('form', 'urlParameters'),
  consent: fc
    .record({ terms: fc.constant(true), privacy: fc.boolean(), newsletter: fc.boolean() })
    .map((c) => ({ ...c, privacy: c.privacy || c.newsletter })),
  language: fc.constantFrom('en', 'de', 'sr', 'xx', ''),
  altcha: fc.constant(VALID_ALTCHA),
};

describe.each(DIALECTS)('public play routes under fuzzing (%s)', (kind) => {
  let s: PlaySeed;
  let slugs: string[];
  let tokens: string[];
  let playIds: string[];
  beforeAll(async () => {
    s = await seedPlay(kind);
    const many = {
      playLimitEnabled: false,
      multiRegistration: true,
      playsPerDay: 10_000,
      unknownCustomersSettings: { playsPerDay: 0 },
    };
    const form = await s.publishWheel({ settings: many });
    const url = await s.publishWheel({ registrationType: 'urlParameters', settings: many });
    const app = await s.publishWheel({ registrationType: 'appSolution', settings: many });
    const open = await s.publishWheel({ registrationType: 'noDelivery', settings: many });
    const ended = await s.publishWheel({ status: 'INACTIVE' });
    slugs = [form.slug, url.slug, app.slug, open.slug, ended.slug];
    tokens = [(await s.register(form.slug)).playerToken, (await s.register(app.slug)).playerToken];
    playIds = [
      (await s.play(open.slug)).playId as string,
      (await s.play(form.slug, { playerToken: tokens[0] })).playId as string,
    ];
  }, 60_000);
  afterAll(() => s?.t.close());

  const slugArbitrary = () =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...slugs) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }).map(encodeURIComponent) },
      { weight: 1, arbitrary: fc.constantFrom('%00', '%ZZ', '..%2F..', 'a'.repeat(600), '%F0%9F%92%A9', 'UPPER-case') },
    );

  /** Odd but acceptable registrations, run first: the success path always sees unusual text. */
  const registrationExamples = (): [string, unknown, string | undefined][] =>
    [
      "O'Brien",
      '<script>alert(1)</script>',
      'Zoë Ñandú 😀',
      '\ud800 lone surrogate',
      'x'.repeat(100),
      '   padded   ',
    ].map((name, index) => [
      slugs[index % 2 === 0 ? 0 : 2],
      {
        email: `example${index}@example.test`,
        firstName: name,
        lastName: name,
        city: name.slice(0, 100),
        source: 'form',
        consent: { terms: true, privacy: true, newsletter: index % 2 === 0 },
        language: index % 3 === 0 ? 'de' : 'xx',
        altcha: VALID_ALTCHA,
      },
      randomUUID(),
    ]);
  const playExamples = (): [string, unknown][] =>
    Array.from({ length: 6 }, (_, index) => [
      slugs[index % 2 === 0 ? 3 : 0],
      { playerToken: VALID_TOKEN, altcha: VALID_ALTCHA, language: index % 2 === 0 ? 'xx' : 'en' },
    ]);

  async function resolve(value: unknown): Promise<unknown> {
    if (value === VALID_ALTCHA) return s.altcha();
    if (value === VALID_TOKEN) return tokens[0];
    return value;
  }
  async function resolveBody(body: unknown): Promise<unknown> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    return Object.fromEntries(await Promise.all(Object.entries(body).map(async ([k, v]) => [k, await resolve(v)])));
  }

  /** Status codes seen per route: the fuzzing must reach the success path too, not only validation. */
  const seen = new Map<string, number[]>();
  const expectNo5xx = (response: { statusCode: number; body: string }, what: string, route = 'other') => {
    seen.set(route, [...(seen.get(route) ?? []), response.statusCode]);
    if (response.statusCode >= 500)
      throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  };

  it('GET /api/play/campaigns/:slug never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(slugArbitrary(), async (slug) => {
        expectNo5xx(await s.inject('GET', `${PLAY}/campaigns/${slug}`), slug);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/play/campaigns/:slug/challenge never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(slugArbitrary(), async (slug) => {
        expectNo5xx(await s.inject('GET', `${PLAY}/campaigns/${slug}/challenge`), slug);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST registrations never answers 5xx', async () => {
    const key = fc.oneof(
      { weight: 8, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
      { weight: 1, arbitrary: fc.constantFrom('fixed-key-123', '\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000') },
    );
    await fc.assert(
      fc.asyncProperty(
        slugArbitrary(),
        bodyFrom(registrationRequestSchema.shape, plausibleRegistration),
        fc.option(key, { nil: undefined, freq: 10 }),
        async (slug, body, idempotencyKey) => {
          const headers: Record<string, string> = {};
          // Header values with control characters cannot even be sent; those are the transport's business.
          if (idempotencyKey !== undefined && /^[\x20-\x7e]*$/.test(idempotencyKey))
            headers['idempotency-key'] = idempotencyKey;
          const response = await s.inject('POST', `${PLAY}/campaigns/${slug}/registrations`, {
            body: (await resolveBody(body)) as object,
            headers,
          });
          expectNo5xx(response, JSON.stringify(body).slice(0, 300), 'registrations');
        },
      ),
      { numRuns: RUNS, examples: registrationExamples() },
    );
  });

  it('POST plays never answers 5xx', async () => {
    const plausiblePlay: Record<string, fc.Arbitrary<unknown>> = {
      playerToken: fc.oneof(fc.constant(VALID_TOKEN), fc.constantFrom(...tokens), fc.string({ maxLength: 2048 })),
      altcha: fc.constant(VALID_ALTCHA),
      language: fc.constantFrom('en', 'de', ''),
    };
    await fc.assert(
      fc.asyncProperty(slugArbitrary(), bodyFrom(playRequestSchema.shape, plausiblePlay), async (slug, body) => {
        const response = await s.inject('POST', `${PLAY}/campaigns/${slug}/plays`, {
          body: (await resolveBody(body)) as object,
        });
        expectNo5xx(response, JSON.stringify(body).slice(0, 300), 'plays');
      }),
      { numRuns: RUNS, examples: playExamples() },
    );
  });

  it('POST plays/:playId/finish never answers 5xx', async () => {
    const playId = fc.oneof(
      fc.constantFrom(...playIds),
      fc.uuid(),
      fc.string({ unit: 'grapheme', maxLength: 120 }).map(encodeURIComponent),
      fc.constantFrom('%00', '00000000-0000-0000-0000-000000000000'),
    );
    const body = fc.oneof(
      fc.record(
        { playerToken: fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 3000 }), hostile) },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
      fc.constant(undefined),
    );
    await fc.assert(
      fc.asyncProperty(playId, body, async (id, payload) => {
        const response = await s.inject('POST', `${PLAY}/plays/${id}/finish`, { body: payload as object | undefined });
        expectNo5xx(response, `${id} ${JSON.stringify(payload)?.slice(0, 300)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers a raw body that is not JSON, or JSON of the wrong kind, without 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('registrations', 'plays'),
        fc.oneof(
          fc.string({ maxLength: 2000 }),
          fc.constantFrom('{', '{"__proto__":{"x":1}}', 'null', '[]', '"x"', '1e999'),
        ),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
        async (route, raw, contentType) => {
          const response = await s.t.app.inject({
            method: 'POST',
            url: `${PLAY}/campaigns/${slugs[0]}/${route}`,
            remoteAddress: s.nextIp(),
            headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
            payload: raw,
          });
          expectNo5xx({ statusCode: response.statusCode, body: response.body }, `${contentType} ${raw.slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reached the success path of registrations and plays, not only their validation', async () => {
    const successes = (route: string) => (seen.get(route) ?? []).filter((status) => status === 200).length;
    // About 10 % of each reach the success path; 5 leaves room for the randomness of the runs.
    const statuses = JSON.stringify(Object.fromEntries([...seen].map(([route, all]) => [route, histogram(all)])));
    expect(successes('registrations'), statuses).toBeGreaterThanOrEqual(5);
    expect(successes('plays'), statuses).toBeGreaterThanOrEqual(5);
    expect((await s.inject('GET', `${PLAY}/campaigns/${slugs[0]}`)).statusCode).toBe(200);
  });
});
