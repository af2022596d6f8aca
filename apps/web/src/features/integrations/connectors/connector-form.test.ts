import { fieldMappingSchema } from '@gc/contracts/integration-connectors';
import { describe, expect, it } from 'vitest';
import { initialFormValues, toSubmission } from './connector-form.ts';
import { defaultMappingRows, leadFieldChoices, leadFieldTextKey, mappingRowErrors } from './mapping-rows.ts';

const API_KEY = '0123456789abcdef0123456789abcdef-us21';

describe('destination form', () => {
  it('starts from the saved settings and never from credentials', () => {
    expect(initialFormValues('mailchimp', { audienceId: 'a1b2c3d4e5', doubleOptIn: true, apiKey: 'leaked?' })).toEqual({
      apiKey: '',
      audienceId: 'a1b2c3d4e5',
      doubleOptIn: true,
    });
    expect(initialFormValues('hubspot')).toEqual({ accessToken: '' });
  });

  it('sends settings and credentials of a new destination, checked like the server checks them', () => {
    expect(toSubmission('mailchimp', { apiKey: API_KEY, audienceId: 'a1b2c3d4e5', doubleOptIn: false }, false)).toEqual(
      {
        ok: true,
        value: { settings: { audienceId: 'a1b2c3d4e5', doubleOptIn: false }, credentials: { apiKey: API_KEY } },
      },
    );
    expect(toSubmission('mailchimp', { apiKey: '', audienceId: 'x/y', doubleOptIn: false }, false)).toEqual({
      ok: false,
      errors: { audienceId: 'invalid', apiKey: 'required' },
    });
    expect(toSubmission('zapier', { hookUrl: 'https://example.com/hook' }, false)).toEqual({
      ok: false,
      errors: { hookUrl: 'invalid' },
    });
  });

  it('keeps saved credentials when their fields stay blank, replaces them when typed', () => {
    expect(toSubmission('hubspot', { accessToken: '' }, true)).toEqual({ ok: true, value: { settings: {} } });
    expect(toSubmission('hubspot', { accessToken: 'pat-eu1-new-token-0000' }, true)).toEqual({
      ok: true,
      value: { settings: {}, credentials: { accessToken: 'pat-eu1-new-token-0000' } },
    });
  });
});

describe('field mapping rows', () => {
  it('offers the lead fields, then the custom attributes, each once', () => {
    const choices = leadFieldChoices(['loyaltyTier', 'loyaltyTier', 'bad id']);
    expect(choices.slice(0, 2)).toEqual(['leadId', 'email']);
    expect(choices.at(-1)).toBe('custom.loyaltyTier');
    expect(choices.filter((choice) => choice.startsWith('custom.'))).toEqual(['custom.loyaltyTier']);
    expect(leadFieldTextKey('campaign.name')).toBe('campaign_name');
  });

  it('flags by row what the server would refuse, and the defaults pass', () => {
    const rows = [
      { from: 'firstName', to: 'FNAME' },
      { from: 'lastName', to: ' ' },
      { from: 'nope', to: 'X' },
      { from: 'phone', to: 'FNAME' },
    ];
    expect([...mappingRowErrors(rows)]).toEqual([
      [1, 'emptyTarget'],
      [2, 'unknownField'],
      [3, 'duplicateTarget'],
    ]);
    for (const kind of ['hubspot', 'mailchimp', 'zapier'] as const) {
      const defaults = defaultMappingRows(kind);
      expect(mappingRowErrors(defaults).size).toBe(0);
      expect(fieldMappingSchema.safeParse(defaults).success).toBe(true);
    }
  });
});
