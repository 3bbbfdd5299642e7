import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, checkPrefix, DOWNLOAD_URL_SECONDS, type FileStorage } from './file-storage';
import { StorageFailedError, StorageUnreachableError } from './storage-errors';

export type S3Settings = {
  endpoint?: string;
  /** The endpoint browsers reach, when not `endpoint` (e.g. http://minio:9000 inside, a public host outside). */
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export type S3Storage = FileStorage & {
  /** A short-lived GET link for a key (the caller checks the owner first). */
  signedUrl(key: string, seconds?: number): Promise<string>;
  /** Fails with a message naming the S3 settings when the bucket cannot be reached (boot check). */
  check(): Promise<void>;
};

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

/** Runs one S3 call; a failure (after the SDK's retries) becomes a StorageFailedError: 503 in the API. */
async function attempt<T>(operation: string, key: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (isMissing(e)) throw e;
    throw new StorageFailedError(operation, key, e);
  }
}

/** Files in an S3-compatible bucket (AWS, MinIO, R2…), same keys and contract as the local store. */
export function s3Storage(s: S3Settings): S3Storage {
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      region: s.region,
      endpoint,
      forcePathStyle: s.forcePathStyle,
      // Without explicit keys the SDK's default chain applies (environment, instance role…).
      ...(s.accessKeyId && s.secretAccessKey
        ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
        : {}),
      maxAttempts: 3,
    });
  const client = clientFor(s.endpoint);
  // A presigned link signs its host: links for browsers are signed for the endpoint they can reach.
  const linkClient = s.publicEndpoint ? clientFor(s.publicEndpoint) : client;
  const Bucket = s.bucket;

  /** Every object under a prefix with its size (ListObjectsV2 pages of 1000). */
  async function objects(prefix: string) {
    checkPrefix(prefix);
    const found: { key: string; size: number }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await attempt('list', prefix, () =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
      );
      for (const o of page.Contents ?? []) if (o.Key) found.push({ key: o.Key, size: o.Size ?? 0 });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  }
  const list = async (prefix: string) => (await objects(prefix)).map((o) => o.key).sort();

  return {
    async put(key, bytes, contentType) {
      checkKey(key);
      await attempt('put', key, () =>
        client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType })),
      );
    },
    async get(key) {
      checkKey(key);
      try {
        return await attempt('get', key, async () => {
          const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
        });
      } catch (e) {
        if (isMissing(e)) return undefined;
        throw e;
      }
    },
    async delete(key) {
      checkKey(key);
      await attempt('delete', key, () => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async deletePrefix(prefix) {
      const keys = await list(prefix);
      // DeleteObjects takes at most 1000 keys per call.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await attempt('delete', prefix, () =>
          client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })),
        );
      }
    },
    list,
    async usage(prefix) {
      const found = await objects(prefix);
      return { files: found.length, bytes: found.reduce((a, o) => a + o.size, 0) };
    },
    async signedUrl(key, seconds = 300) {
      checkKey(key);
      return getSignedUrl(linkClient, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: seconds });
    },
    async downloadUrl(key, o) {
      checkKey(key);
      const get = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: o.contentType,
        ResponseContentDisposition: o.disposition,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(linkClient, get, { expiresIn: o.seconds ?? DOWNLOAD_URL_SECONDS });
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (e) {
        const why = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        throw new StorageUnreachableError(
          `Invalid settings:\n  S3_ENDPOINT / S3_BUCKET: cannot reach bucket "${Bucket}" at ${s.endpoint ?? 'AWS'} (${why})`,
        );
      }
    },
  };
}
