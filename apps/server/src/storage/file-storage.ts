/**
 * Where files (book images, exports) live. Keys are `/`-separated relative paths such as
 * `books/<id>/p1.png`; implementations refuse keys that could escape their root.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** The bytes, or undefined when no file has this key. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (e.g. `books/<id>/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Keys under a prefix (sorted), e.g. to see which pages a resumed job already drew. */
  list(prefix: string): Promise<string[]>;
  /** How many files lie under a prefix and how many bytes they hold (the admin dashboard's storage figure). */
  usage(prefix: string): Promise<StorageUsage>;
  /**
   * A short-lived link straight to the store (S3: presigned GET) that answers with these headers. Only stores
   * that have such links implement it; without it the app streams the bytes itself. Check the owner first.
   */
  downloadUrl?(key: string, o: DownloadUrlOptions): Promise<string>;
}

export type StorageUsage = { files: number; bytes: number };

export type DownloadUrlOptions = { contentType: string; disposition: string; seconds?: number };

/** How long a presigned download link works: enough to start the download, too short to share usefully. */
export const DOWNLOAD_URL_SECONDS = 300;

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Validates a key: non-empty segments of safe characters, no `.`/`..`, no absolute paths. */
export function checkKey(key: string): string[] {
  const parts = key.split('/');
  if (key.length === 0 || key.length > 512 || parts.some((p) => !SEGMENT.test(p) || p.includes('..'))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return parts;
}

/** A prefix is a key with an optional trailing slash. */
export function checkPrefix(prefix: string): string[] {
  return checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
