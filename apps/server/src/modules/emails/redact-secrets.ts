import { HIDDEN_SECRET } from '@gc/contracts/outbox';

/** The text with every occurrence of each secret (a link's token) replaced, so that no link in it works. */
export function redactSecrets<T extends string | null>(text: T, secrets: readonly string[]): T {
  if (text === null) return text;
  // Longest first: a secret that contains another is hidden whole.
  const ordered = secrets.filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
  return ordered.reduce((redacted, secret) => redacted.replaceAll(secret, HIDDEN_SECRET), text as string) as T;
}
