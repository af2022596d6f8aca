import { DEFAULT_FIELD_MAPPINGS, fieldMappingSchema } from '@gc/contracts/integration-connectors';
import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../../../test/connector-service.ts';
import { LEAD_FIELDS } from '../connector.ts';
import { applyFieldMapping, leadFieldValue } from './field-mapping.ts';

describe('field mapping', () => {
  it('reads every lead field, nested ones and custom attributes', () => {
    const lead = sampleLead();
    expect(LEAD_FIELDS.map((field) => [field, leadFieldValue(lead, field)])).toEqual([
      ['leadId', lead.leadId],
      ['email', 'Greta.Berg@Example.com'],
      ['firstName', 'Greta'],
      ['lastName', 'Berg'],
      ['phone', '+381641234567'],
      ['address', 'Knez Mihailova 1'],
      ['postalCode', '11000'],
      ['city', 'Beograd'],
      ['birthDate', '1990-05-17'],
      ['jobTitle', 'Buyer'],
      ['companyName', 'Berg d.o.o.'],
      ['externalUserId', null],
      ['language', 'sr'],
      ['createdAt', '2026-11-24T11:59:00.000Z'],
      ['campaign.id', lead.campaign.id],
      ['campaign.name', 'Winter wheel'],
      ['outcome.name', 'Free coffee'],
      ['outcome.isWin', true],
      ['prize.name', 'Coffee voucher'],
      ['voucher', 'COFFEE-42'],
      ['consent.newsletter', true],
    ]);
    expect(leadFieldValue(lead, 'custom.points')).toBe(120);
    expect(leadFieldValue(lead, 'custom.unknown')).toBeNull();
    expect(leadFieldValue(lead, 'custom.constructor')).toBeNull();
    expect(leadFieldValue(lead, 'custom.__proto__')).toBeNull();
  });

  it('leaves out what the lead has no value for, so a destination keeps what it already holds', () => {
    const lead = sampleLead({ phone: null, city: '', outcome: null, prize: null, consent: null });
    const fields = applyFieldMapping(lead, [
      { from: 'firstName', to: 'first' },
      { from: 'phone', to: 'phone' },
      { from: 'city', to: 'city' },
      { from: 'outcome.isWin', to: 'won' },
      { from: 'prize.name', to: 'prize' },
      { from: 'consent.newsletter', to: 'newsletter' },
      { from: 'custom.loyaltyTier', to: 'tier' },
    ]);
    expect(fields).toEqual({ first: 'Greta', tier: 'gold' });
  });

  it('keeps a false consent and a lost game: false is a value', () => {
    const lead = sampleLead({
      consent: { terms: true, privacy: true, newsletter: false },
      outcome: { id: 'o', name: 'Try again', isWin: false },
    });
    expect(
      applyFieldMapping(lead, [
        { from: 'consent.newsletter', to: 'n' },
        { from: 'outcome.isWin', to: 'w' },
      ]),
    ).toEqual({ n: false, w: false });
  });

  it('validates what an editor saves: known lead fields or custom.<identifier>, each destination field once', () => {
    for (const defaults of Object.values(DEFAULT_FIELD_MAPPINGS))
      expect(fieldMappingSchema.safeParse(defaults).success).toBe(true);
    expect(fieldMappingSchema.safeParse([{ from: 'custom.loyalty_tier', to: 'tier' }]).success).toBe(true);
    expect(fieldMappingSchema.safeParse([{ from: 'password', to: 'x' }]).success).toBe(false);
    expect(fieldMappingSchema.safeParse([{ from: 'custom.', to: 'x' }]).success).toBe(false);
    expect(fieldMappingSchema.safeParse([{ from: 'email', to: ' ' }]).success).toBe(false);
    const twice = fieldMappingSchema.safeParse([
      { from: 'firstName', to: 'name' },
      { from: 'lastName', to: 'name' },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual([1, 'to']);
  });
});
