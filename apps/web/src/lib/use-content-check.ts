import { CONTENT_CHECK_MIN_CHARS } from '@bookloom/core';
import { useEffect, useState } from 'react';
import { api } from './api';

/** Spec §4: the content check's states; `idle` while the text is too short to be checked. */
export type CheckState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid' }
  | { state: 'invalid'; reason: string }
  | { state: 'error' };

export type ContentVerdict = { approved: boolean; reason?: string; checked: boolean };

/** The server's one content check (spec: content-policy), for covers and characters. */
export const checkContent = (content: string, type: 'cover' | 'character') =>
  api<ContentVerdict>('/api/content-policy', { method: 'POST', body: { content, type } });

/** Spec §4/§5: the live content check, once the description is longer than 10 characters (debounced). */
export function useContentCheck(text: string, type: 'cover' | 'character'): CheckState {
  const [result, setResult] = useState<CheckState>({ state: 'idle' });
  useEffect(() => {
    const content = text.trim();
    if (content.length <= CONTENT_CHECK_MIN_CHARS) {
      setResult({ state: 'idle' });
      return;
    }
    let live = true;
    setResult({ state: 'checking' });
    const timer = setTimeout(() => {
      checkContent(content, type)
        .then(
          (r) =>
            live && setResult(r.approved ? { state: 'valid' } : { state: 'invalid', reason: r.reason ?? '' }),
        )
        .catch(() => live && setResult({ state: 'error' }));
    }, 500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, type]);
  return result;
}
