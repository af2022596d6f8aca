import { CONNECTOR_KINDS } from '@gc/contracts/integration-connectors';
import { describe, expect, it } from 'vitest';
import { CONNECTORS } from './connector-registry.ts';

describe('connector registry', () => {
  it('has one connector per kind, named by its kind', () => {
    expect(Object.keys(CONNECTORS).sort()).toEqual([...CONNECTOR_KINDS].sort());
    for (const kind of CONNECTOR_KINDS) expect(CONNECTORS[kind].kind).toBe(kind);
  });
});
