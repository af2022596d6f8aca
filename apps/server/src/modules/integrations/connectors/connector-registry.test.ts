import { CONNECTOR_KINDS } from '@gc/contracts/integration-connectors';
import { DESTINATION_KINDS } from '@gc/contracts/integrations';
import { describe, expect, it } from 'vitest';
import { CONNECTORS } from './connector-registry.ts';

describe('connector registry', () => {
  it('has one connector per destination kind (the webhook and every service), named by its kind', () => {
    expect(Object.keys(CONNECTORS).sort()).toEqual([...DESTINATION_KINDS].sort());
    expect([...DESTINATION_KINDS].sort()).toEqual(['webhook', ...CONNECTOR_KINDS].sort());
    for (const kind of DESTINATION_KINDS) expect(CONNECTORS[kind].kind).toBe(kind);
  });
});
