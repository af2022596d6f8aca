import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadOnce } from '../load-once.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';
import type { S3Location } from './s3-url.ts';
import { assertStorageKey } from './storage-key.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');

const isMissing = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Files as objects of one bucket (under an optional prefix) of any S3-compatible store. The AWS SDK
 * (dozens of modules) is loaded by the first file read or written, not at start (issue 18).
 */
export function createS3FileStorage(location: S3Location): FileStorage {
  let client: S3Client | undefined;
  const connect = loadOnce(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    client = new sdk.S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      credentials: location.credentials,
      // The SDK's default CRC checksums are refused by several S3-compatible stores; sign the usual way.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { sdk, client };
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${location.prefix}${key}`;
  };
  const Bucket = location.bucket;

  return {
    async put(key, bytes, contentType) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          // Keys never get new content, so a CDN reading the bucket directly may cache them for good too.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async get(key): Promise<StoredFile | null> {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered GetObject without a body stream');
        return {
          body: object.Body,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
        };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },

    async close() {
      client?.destroy();
    },
  };
}
