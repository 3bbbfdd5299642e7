import { useCallback, useState } from 'react';

export const DEBUG_LOG_LINES = 21;

/** A debug log that keeps only its last 21 lines (spec §9), each stamped with the time. */
export function useDebugLog() {
  const [lines, setLines] = useState<string[]>([]);
  const log = useCallback((line: string) => {
    const stamp = new Date().toISOString().slice(11, 19);
    setLines((l) => [...l, `[${stamp}] ${line}`].slice(-DEBUG_LOG_LINES));
  }, []);
  return { lines, log, clear: () => setLines([]) };
}
