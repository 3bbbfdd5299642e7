import { CONTENT_CHECK_MIN_CHARS } from '@bookloom/core';
import { AiError, type BookRequest, type ModerationProvider } from '../types';

/** The user's own words in a request (what the content check looks at). */
export const requestText = (req: BookRequest) =>
  [
    req.title,
    req.subtitle,
    req.description,
    req.character?.name,
    req.character?.description,
    req.character?.appearance,
  ]
    .filter(Boolean)
    .join('\n');

/** Spec: the check runs once the text is longer than 10 characters. Rejection → AiError('content_rejected'). */
export async function checkContent(provider: ModerationProvider, req: BookRequest, signal?: AbortSignal) {
  const text = requestText(req);
  if (text.length <= CONTENT_CHECK_MIN_CHARS) return;
  const r = await provider.check(text, signal);
  if (!r.approved) throw new AiError('content_rejected', r.reason ?? 'Content not approved', false);
}
