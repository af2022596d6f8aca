import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage, StoredFile } from './file-storage.ts';
import type { S3Location } from './s3-url.ts';
import { assertStorageKey } from './storage-key.ts';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Files as objects of one bucket (under an optional prefix) of any S3-compatible store. */
export function createS3FileStorage(location: S3Location): FileStorage {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // The SDK's default CRC checksums are refused by several S3-compatible stores; sign the usual way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${location.prefix}${key}`;
  };
  const Bucket = location.bucket;

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          // Keys never get new content, so a CDN reading the bucket directly may cache them for good too.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async get(key): Promise<StoredFile | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered GetObject without a body stream');
        return {
          body: object.Body,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async close() {
      client.destroy();
    },
  };
}
