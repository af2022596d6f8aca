import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import { parseS3Url } from './s3-url.ts';

/** S3-compatible storage when STORAGE_URL is set, otherwise the folder DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'storageUrl'>): FileStorage {
  if (config.storageUrl) return createS3FileStorage(parseS3Url(config.storageUrl));
  return createLocalFileStorage(join(config.dataDir, 'files'));
}
