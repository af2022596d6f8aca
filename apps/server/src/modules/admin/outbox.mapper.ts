import type { OutboxMail, OutboxStatus } from '@gc/contracts/outbox';
import { redactSecrets } from '../emails/redact-secrets.ts';
import type { OutboxRow } from './outbox.repo.ts';

/** A mail as the outbox shows it: its secrets hidden, unless this is a super admin's audited reveal. */
export function toOutboxMail(row: OutboxRow, options: { isRevealed: boolean }): OutboxMail {
  const secrets = options.isRevealed ? [] : row.secrets;
  return {
    id: row.id,
    companyId: row.companyId,
    to: row.toAddress,
    subject: redactSecrets(row.subject, secrets),
    text: redactSecrets(row.textBody, secrets),
    html: redactSecrets(row.htmlBody, secrets),
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    hasHiddenSecrets: secrets.length > 0,
  };
}
