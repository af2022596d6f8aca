/** What STORAGE_URL says about an S3-compatible store. */
export type S3Location = {
  /** http(s)://host[:port] of the S3 API. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Prepended to every key ('' or ending in '/'), so that one bucket can serve several installations. */
  prefix: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (its own environment variables, instance or task roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const BOOLEAN: Record<string, boolean> = { true: true, '1': true, yes: true, false: false, '0': false, no: false };
const KNOWN_OPTIONS = new Set(['region', 'forcePathStyle', 'tls']);

/**
 * Reads `s3://ACCESS_KEY:SECRET_KEY@HOST[:PORT]/BUCKET[/PREFIX]?region=REGION&forcePathStyle=true&tls=false`.
 * The keys are percent-encoded (an AWS secret may hold '/' or '+'); `region` defaults to us-east-1,
 * `forcePathStyle` to false (MinIO and most self-hosted stores need true) and `tls` to true (https).
 * Errors name STORAGE_URL but never repeat the secret.
 */
export function parseS3Url(value: string): S3Location {
  const fail = (why: string): never => {
    throw new Error(
      `STORAGE_URL is not valid: ${why}. Expected s3://ACCESS_KEY:SECRET_KEY@HOST[:PORT]/BUCKET[/PREFIX]`,
    );
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('it is not a URL');
  }
  if (url.protocol !== 's3:') fail('it must start with s3://');
  if (!url.hostname) fail('the host is missing');
  const [bucket, ...rest] = url.pathname.split('/').filter((segment) => segment !== '');
  if (!bucket) fail('the bucket is missing');
  for (const name of url.searchParams.keys()) {
    if (!KNOWN_OPTIONS.has(name)) fail(`unknown option "${name}" (known: ${[...KNOWN_OPTIONS].join(', ')})`);
  }
  const flag = (name: string, fallback: boolean) => {
    const raw = url.searchParams.get(name);
    if (raw === null) return fallback;
    const parsed = BOOLEAN[raw.toLowerCase()];
    return parsed ?? fail(`${name} must be true or false`);
  };
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return fail('the access key or secret is not percent-encoded correctly');
    }
  };
  if (Boolean(url.username) !== Boolean(url.password)) fail('give both the access key and the secret, or neither');
  return {
    endpoint: `${flag('tls', true) ? 'https' : 'http'}://${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket: decode(bucket),
    prefix: rest.length > 0 ? `${rest.map(decode).join('/')}/` : '',
    forcePathStyle: flag('forcePathStyle', false),
    credentials: url.username
      ? { accessKeyId: decode(url.username), secretAccessKey: decode(url.password) }
      : undefined,
  };
}
