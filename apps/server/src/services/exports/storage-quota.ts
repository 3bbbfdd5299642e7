import { type DbOrTx, exportBytesOfUser } from '@bookloom/db';
import { AppError } from '../../http/app-error';

const MB = 1024 * 1024;

/**
 * Refuses an export that would take this user's stored export files over their quota (USER_STORAGE_QUOTA_MB).
 * `adding` is the size of the file about to be stored (0 for the early check before building).
 */
export async function checkStorageQuota(db: DbOrTx, userId: string, quotaMb: number, adding = 0) {
  const used = await exportBytesOfUser(db, userId);
  if (used + adding <= quotaMb * MB && (adding > 0 || used < quotaMb * MB)) return;
  const usedMb = Math.ceil(used / MB);
  throw new AppError(
    507,
    'storage_quota_exceeded',
    `Your exports use ${usedMb} MB of your ${quotaMb} MB of storage, so this export cannot be kept. Delete books you no longer need, then export again.`,
    undefined,
    { usedMb, quotaMb },
  );
}
