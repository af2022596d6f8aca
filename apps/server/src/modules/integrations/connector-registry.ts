import type { Connector } from './connector.ts';
import { CONNECTORS } from './connectors/connector-registry.ts';

// biome-ignore lint/suspicious/noExplicitAny: each connector has its own settings and credentials types
type AnyConnector = Connector<any, any>;

const byKind = new Map<string, AnyConnector>(Object.entries(CONNECTORS));

/** A destination kind's connector (the webhook and the service connectors: connectors/connector-registry.ts). */
export function connectorFor(kind: string): AnyConnector | undefined {
  return byKind.get(kind);
}

export function connectorKinds(): string[] {
  return [...byKind.keys()];
}
