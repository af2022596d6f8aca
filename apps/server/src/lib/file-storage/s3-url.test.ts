import { describe, expect, it } from 'vitest';
import { parseS3Url } from './s3-url.ts';

describe('parseS3Url', () => {
  it('reads endpoint, bucket, prefix, options and percent-encoded keys', () => {
    expect(
      parseS3Url(
        's3://AKIA123:se%2Fcr%2Bet@minio.internal:9000/campaigns/prod/files?region=eu-central-1&forcePathStyle=true&tls=false',
      ),
    ).toEqual({
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      bucket: 'campaigns',
      prefix: 'prod/files/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
    });
  });

  it('defaults: https, us-east-1, virtual-hosted style, no prefix, the SDK’s own credentials', () => {
    expect(parseS3Url('s3://s3.eu-west-1.amazonaws.com/my-bucket')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'my-bucket',
      prefix: '',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    ['not a url', /not a URL/],
    ['http://host/bucket', /must start with s3:\/\//],
    ['s3://host', /bucket is missing/],
    ['s3://host/', /bucket is missing/],
    ['s3://key@host/bucket', /both the access key and the secret/],
    ['s3://host/bucket?tls=maybe', /tls must be true or false/],
    ['s3://host/bucket?pathStyle=true', /unknown option "pathStyle"/],
    ['s3://a:%E0%A4%A@host/bucket', /percent-encoded/],
  ])('refuses %s with a message naming STORAGE_URL', (value, why) => {
    expect(() => parseS3Url(value)).toThrow(/^STORAGE_URL is not valid/);
    expect(() => parseS3Url(value)).toThrow(why);
  });

  it('never repeats the secret in its message', () => {
    expect(() => parseS3Url('s3://key:TopSecret@host/bucket?tls=perhaps')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('TopSecret') }),
    );
  });
});
