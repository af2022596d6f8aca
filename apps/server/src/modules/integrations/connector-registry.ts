import type { Connector } from './connector.ts';
import { webhookConnector } from './webhook.connector.ts';

// biome-ignore lint/suspicious/noExplicitAny: each connector has its own settings and credentials types
type AnyConnector = Connector<any, any>;

/** Every destination kind's connector: one line per connector (issue 15). */
const CONNECTORS: readonly AnyConnector[] = [webhookConnector];

const byKind = new Map(CONNECTORS.map((connector) => [connector.kind, connector]));

export function connectorFor(kind: string): AnyConnector | undefined {
  return byKind.get(kind);
}

export function connectorKinds(): string[] {
  return [...byKind.keys()];
}
