import type { ConnectorKind } from '@gc/contracts/integration-connectors';
import type { Connector } from '../connector.ts';
import { webhookConnector } from '../webhook.connector.ts';
import { zapierConnector } from './automation.ts';
import { hubspotConnector } from './hubspot.ts';
import { mailchimpConnector } from './mailchimp.ts';

/**
 * Every connector by kind (one line each; the type fails when a kind has none). The lead flow looks a
 * destination's connector up here, parses its settings and decrypted credentials with it, and delivers.
 */
// biome-ignore lint/suspicious/noExplicitAny: each connector parses its own settings; the flow hands back what it parsed.
export const CONNECTORS: Record<ConnectorKind | 'webhook', Connector<any, any>> = {
  webhook: webhookConnector,
  hubspot: hubspotConnector,
  mailchimp: mailchimpConnector,
  zapier: zapierConnector,
};
