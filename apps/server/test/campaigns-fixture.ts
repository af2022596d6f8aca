import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import type { CampaignType } from '@gc/contracts/campaign-types';
import type { CampaignDraft, CampaignStatus, CreateCampaignRequest } from '@gc/contracts/campaigns';
import { and, count, eq } from 'drizzle-orm';
import type { DatabaseKind } from '../src/db/client.ts';
import { campaigns } from '../src/db/schema/index.ts';
import { campaignSlug } from '../src/modules/campaigns/campaign-slug.ts';
import { apiClient } from './api-client.ts';
import { addCompany, addUsers, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const CAMPAIGN = '/api/v1/campaign';
export const DRAFTS = '/api/v1/campaign-data/campaigns';
export const RESOURCES = '/api/v1/resources';
/** A well-formed id that no campaign has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export type CampaignRowInput = {
  name: string;
  status?: CampaignStatus;
  type?: CampaignType;
  createdAt?: Date;
  startDate?: Date | null;
  tags?: string[];
};

/**
 * Writes campaigns straight into the table, for lists whose order depends on dates and statuses an
 * API client cannot set. The document is a plain new document; games read their defaults elsewhere.
 */
export async function insertCampaigns(t: TestApp, companyId: string, inputs: CampaignRowInput[]) {
  if (inputs.length === 0) return [];
  const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings: {} } });
  return t.ctx.db
    .insert(campaigns)
    .values(
      inputs.map((input) => ({
        companyId,
        name: input.name,
        type: input.type ?? 'spin-the-wheel',
        status: input.status ?? 'DRAFT',
        tags: input.tags ?? [],
        languages: ['en'],
        slug: campaignSlug(input.name),
        templateId: 'default',
        startDate: input.startDate ?? null,
        createdAt: input.createdAt ?? new Date(),
        deletedAt: input.status === 'DELETED' ? new Date() : null,
        document,
      })),
    )
    .returning({ id: campaigns.id, name: campaigns.name });
}

/**
 * The demo company (where the demo users of each role work), an ADMIN-type user without admin roles,
 * and another company with an editor of its own; plus helpers that read as the requests a user makes.
 */
export async function seedCampaigns(kind: DatabaseKind, env: Record<string, string> = {}) {
  const t = await createTestApp(kind, env);
  const api = apiClient(t.app);
  const tokens = await demoTokens(t, [
    'EDITOR',
    'SUPER_ADMIN',
    'SUCCESS_MANAGER',
    'VIEWER',
    'CREATOR',
    'USER_ADMIN',
  ] as const);
  const other = await addCompany(t, {
    name: 'Other Campaign Company',
    users: [{ email: 'editor@other-campaigns.test', roles: ['EDITOR'] }],
  });
  const [adminType] = await addUsers(t, t.seed.companyId, [
    { email: 'admin-type@demo.test', roles: ['VIEWER'], type: 'ADMIN' },
  ]);
  const otherEditor = (await logIn(t, other.users[0].email)).accessToken;
  const adminTypeViewer = (await logIn(t, adminType.email)).accessToken;
  const companyId = t.seed.companyId;

  const createDraft = (body: Partial<CreateCampaignRequest> & { name: string }, token = tokens.EDITOR) =>
    api.post(
      DRAFTS,
      { campaignType: 'spin-the-wheel', templateId: 'default', languages: ['en'], registrationType: '', ...body },
      token,
    );

  /** A new draft through the API; fails the test when it cannot be created. */
  async function newDraft(body: Partial<CreateCampaignRequest> & { name: string }, token = tokens.EDITOR) {
    const response = await createDraft(body, token);
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as CampaignDraft;
  }

  async function draftOf(id: string, token = tokens.EDITOR) {
    const response = await api.get(`${DRAFTS}/${id}`, token);
    if (response.status !== 200) throw new Error(`read failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as CampaignDraft;
  }

  const save = (id: string, changes: Record<string, unknown>, baseRevision?: number, token = tokens.EDITOR) =>
    api.put(`${DRAFTS}/${id}`, { changes, ...(baseRevision === undefined ? {} : { baseRevision }) }, token);

  /** Statuses only publishing sets (ACTIVE, SCHEDULED) are written to the table directly. */
  const setStatus = (id: string, status: CampaignStatus) =>
    t.ctx.db.update(campaigns).set({ status }).where(eq(campaigns.id, id));

  const rowOf = async (id: string) => (await t.ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

  const countNamed = async (name: string, inCompany = companyId) =>
    (
      await t.ctx.db
        .select({ n: count() })
        .from(campaigns)
        .where(and(eq(campaigns.companyId, inCompany), eq(campaigns.name, name)))
    )[0].n;

  const search = (query: string, token = tokens.EDITOR) => api.get(`${CAMPAIGN}/search?${query}`, token);

  return {
    t,
    api,
    tokens,
    other,
    otherEditor,
    adminTypeViewer,
    companyId,
    createDraft,
    newDraft,
    draftOf,
    save,
    setStatus,
    rowOf,
    countNamed,
    search,
  };
}

export type CampaignsSeed = Awaited<ReturnType<typeof seedCampaigns>>;
