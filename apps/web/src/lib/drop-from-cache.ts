import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a delete succeeded: take the item out of a cached list at once, then refetch.
 * A fetch of that list may already be in flight (opening a dialog refetches it); it was read
 * before the delete, so it is cancelled first — otherwise it would land afterwards and bring
 * the deleted item back.
 */
export async function dropFromCache<T>(qc: QueryClient, key: QueryKey, drop: (data: T) => T) {
  await qc.cancelQueries({ queryKey: key });
  qc.setQueryData<T>(key, (data) => (data === undefined ? data : drop(data)));
  void qc.invalidateQueries({ queryKey: key });
}
