import { CUSTOM_FIELD_PREFIX } from '@gc/contracts/integration-connectors';
import type { FieldMapping, LeadField, LeadPayload } from '../connector.ts';

export type MappedValue = string | number | boolean;

/** One lead field's value, or null when the lead has none (custom attributes read as `custom.<identifier>`). */
export function leadFieldValue(lead: LeadPayload, field: LeadField): MappedValue | null {
  if (field.startsWith(CUSTOM_FIELD_PREFIX)) {
    const identifier = field.slice(CUSTOM_FIELD_PREFIX.length);
    // Own keys only: `custom.constructor` must not read Object.prototype.
    return Object.hasOwn(lead.customAttributes, identifier) ? (lead.customAttributes[identifier] ?? null) : null;
  }
  switch (field) {
    case 'campaign.id':
      return lead.campaign.id;
    case 'campaign.name':
      return lead.campaign.name;
    case 'outcome.name':
      return lead.outcome?.name ?? null;
    case 'outcome.isWin':
      return lead.outcome?.isWin ?? null;
    case 'prize.name':
      return lead.prize?.name ?? null;
    case 'consent.newsletter':
      return lead.consent?.newsletter ?? null;
    default: {
      const value = lead[field as keyof LeadPayload];
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
    }
  }
}

/**
 * The destination's fields filled from the lead, one per mapping row. A field the lead has no value for
 * is left out rather than sent empty: HubSpot and Mailchimp clear a field given "", and a lead who skipped
 * the phone number must not erase the phone a contact already has.
 */
export function applyFieldMapping(lead: LeadPayload, mapping: FieldMapping): Record<string, MappedValue> {
  const fields: Record<string, MappedValue> = {};
  for (const { from, to } of mapping) {
    const value = leadFieldValue(lead, from);
    if (value === null || value === '') continue;
    fields[to] = value;
  }
  return fields;
}
