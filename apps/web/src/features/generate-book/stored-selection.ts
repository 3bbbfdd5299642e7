import { useCallback, useState } from 'react';

/** A cover or character chosen in a picker: enough to show it without asking the server again. */
export type Selection = { id: string; name: string; imageUrl: string | null };

export const COVER_KEY = 'bookloom.generate.cover';
export const CHARACTER_KEY = 'bookloom.generate.character';

function read(key: string): Selection | null {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Selection> | null;
    return v && typeof v.id === 'string' && typeof v.name === 'string'
      ? { id: v.id, name: v.name, imageUrl: typeof v.imageUrl === 'string' ? v.imageUrl : null }
      : null;
  } catch {
    return null;
  }
}

/** Spec §2: cover and character choices stay in browser storage until cleared or used. */
export function useStoredSelection(key: string) {
  const [value, setValue] = useState<Selection | null>(() => read(key));
  const set = useCallback(
    (next: Selection | null) => {
      setValue(next);
      try {
        if (next) localStorage.setItem(key, JSON.stringify(next));
        else localStorage.removeItem(key);
      } catch {
        /* private mode: the choice lasts for this page only */
      }
    },
    [key],
  );
  return [value, set] as const;
}
