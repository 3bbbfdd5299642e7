import { resolve } from 'node:path';
import type { Env } from '../env';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

/** The store every file goes through: DATA_DIR/files (STORAGE=local) or an S3 bucket, checked at boot. */
export async function createStorage(env: Env, dataDir: string): Promise<FileStorage> {
  if (env.STORAGE === 'local') return localStorage(resolve(dataDir, 'files'));
  const s3 = s3Storage({
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  await s3.check();
  return s3;
}
