/**
 * Runs tasks with at most `limit` in flight. The first failure aborts the shared signal (so
 * in-flight provider calls stop early) and is rethrown; nothing partial is returned.
 */
export async function runBounded<T>(
  tasks: ((signal: AbortSignal) => Promise<T>)[],
  limit: number,
  outer?: AbortSignal,
): Promise<T[]> {
  const ctrl = new AbortController();
  const signal = outer ? AbortSignal.any([outer, ctrl.signal]) : ctrl.signal;
  const results = new Array<T>(tasks.length);
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < tasks.length) {
      const i = next++;
      try {
        signal.throwIfAborted();
        results[i] = await tasks[i](signal);
      } catch (e) {
        if (failure === undefined) failure = e;
        ctrl.abort(e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  if (failure !== undefined) throw failure;
  return results;
}
