/** The configured file store cannot be used at boot; the message names the setting to fix. */
export class StorageUnreachableError extends Error {}

/** The file store failed an operation (network, 5xx, throttling) after the SDK's own retries. */
export class StorageFailedError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    const why = cause instanceof Error ? cause.name : String(cause);
    super(`File storage ${operation} failed for ${key} (${why})`, { cause });
    this.name = 'StorageFailedError';
  }
}
