import type { CampaignDraft } from '@gc/contracts/campaigns';
import { customAttributeSchemaSchema } from '@gc/contracts/custom-attributes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { CAMPAIGN, type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** Two variants: a voucher (a required uuid and an optional date) and points (a required int of 1 to 100). */
const SCHEMA = {
  variantSelector: { name: 'outcome_type', label: 'Outcome type', values: ['voucher', 'points'] },
  variants: [
    {
      type: 'voucher',
      attributes: [
        { name: 'voucherId', label: 'Voucher', type: 'uuid', required: true },
        { name: 'validUntil', label: 'Valid until', type: 'date' },
      ],
    },
    {
      type: 'points',
      attributes: [{ name: 'points', label: 'Points', type: 'int', required: true, min: 1, max: 100 }],
    },
  ],
};
const VOUCHER_ID = '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60';

describe.each(DIALECTS)('custom outcome attributes on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let draft: CampaignDraft;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
    for (const id of [s.companyId, s.other.id]) {
      await s.t.ctx.db.update(companies).set({ customAttributeSchema: SCHEMA }).where(eq(companies.id, id));
    }
    // Only the demo company has the tag that shows the attributes.
    await s.t.ctx.db
      .update(companies)
      .set({ tags: ['showCustomOutcomeAttributes'] })
      .where(eq(companies.id, s.companyId));
    draft = await s.newDraft({ name: 'Attributes Wheel' });
  });
  afterAll(() => s.t.close());

  const effectiveSchema = async (campaignId: string, token = s.tokens.EDITOR) => {
    const response = await s.api.get(
      `${CAMPAIGN}/${campaignId}/integrations/effective-custom-attributes-schema`,
      token,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.schema;
  };
  /** Saves the first outcome with the given attributes and the others unchanged. */
  const saveAttributes = (customAttributes: unknown) =>
    s.save(draft.campaign.id, {
      outcomes: draft.document.outcomes.map((outcome, i) => (i === 0 ? { ...outcome, customAttributes } : outcome)),
    });
  const points = (value: string | number) => ({
    type: 'points',
    attributes: [{ attributeIdentifier: 'points', attributeValue: value }],
  });

  describe('with the CUSTOM_OUTCOME_ATTRIBUTES flag off', () => {
    it('has no schema, and outcome attributes are not checked against one', async () => {
      expect(await effectiveSchema(draft.campaign.id)).toBeNull();
      expect((await saveAttributes(points(500))).status).toBe(200);
    });
  });

  describe('with the flag on', () => {
    beforeAll(async () => {
      const response = await s.api.put(
        '/api/v1/flags/CUSTOM_OUTCOME_ATTRIBUTES',
        { enabled: true, companyId: null },
        s.tokens.SUPER_ADMIN,
      );
      expect(response.status).toBe(200);
    });

    it("answers the company's schema", async () => {
      const schema = await effectiveSchema(draft.campaign.id);
      expect(schema).toEqual({ schema: customAttributeSchemaSchema.parse(SCHEMA) });
      expect(schema.schema.variants[0].attributes[1].required).toBe(false);
      expect(await effectiveSchema(draft.campaign.id, s.tokens.VIEWER)).toEqual(schema);
    });

    it('has none for a company without the showCustomOutcomeAttributes tag', async () => {
      const foreign = await s.newDraft({ name: 'Attributes Untagged' }, s.otherEditor);
      expect(await effectiveSchema(foreign.campaign.id, s.otherEditor)).toBeNull();
      const response = await s.api.get(
        `${CAMPAIGN}/${foreign.campaign.id}/integrations/effective-custom-attributes-schema`,
        s.tokens.EDITOR,
      );
      expect(response.status).toBe(404);
    });

    it.each([
      ['an int out of range', points(500), 'points', 'Value must be between 1 and 100.'],
      ['an int of 0', points(0), 'points', 'Value must be between 1 and 100.'],
      ['a non-numeric int', points('12a'), 'points', 'Only numeric values are allowed.'],
      ['a missing required int', points(''), 'points', 'This field is required.'],
      [
        'a bad uuid',
        { type: 'voucher', attributes: [{ attributeIdentifier: 'voucherId', attributeValue: 'not-a-uuid' }] },
        'voucherId',
        'Value must be a valid UUID (e.g. 123e4567-e89b-12d3-a456-426614174000).',
      ],
      ['a missing required uuid', { type: 'voucher', attributes: [] }, 'voucherId', 'This field is required.'],
      [
        'a bad date',
        {
          type: 'voucher',
          attributes: [
            { attributeIdentifier: 'voucherId', attributeValue: VOUCHER_ID },
            { attributeIdentifier: 'validUntil', attributeValue: '2025-13-45' },
          ],
        },
        'validUntil',
        'Value must be a valid date.',
      ],
      ['an unknown variant', { type: 'cash', attributes: [] }, 'outcome_type', 'This field is required.'],
    ])('refuses %s with the §5 message', async (_, attributes, attribute, message) => {
      const before = await s.draftOf(draft.campaign.id);
      const response = await saveAttributes(attributes);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INVALID_DOCUMENT');
      expect(response.body.violations).toContainEqual({
        field: `outcomes.0.customAttributes.${attribute}`,
        message,
      });
      expect(await s.draftOf(draft.campaign.id)).toEqual(before);
    });

    it('saves valid attributes', async () => {
      const voucher = {
        type: 'voucher',
        attributes: [
          { attributeIdentifier: 'voucherId', attributeValue: VOUCHER_ID },
          { attributeIdentifier: 'validUntil', attributeValue: '2025-12-31' },
        ],
      };
      const response = await saveAttributes(voucher);
      expect(response.status).toBe(200);
      expect(response.body.data.document.outcomes[0].customAttributes).toEqual(voucher);
      expect((await saveAttributes(points(100))).status).toBe(200);
      expect((await saveAttributes(null)).status).toBe(200);
    });

    it('does not check attributes when the outcomes are not part of the change', async () => {
      const response = await s.save(draft.campaign.id, { texts: { en: { 'game.title': 'Unrelated' } } });
      expect(response.status).toBe(200);
    });
  });
});
