import { CONTENT_CHECK_MIN_CHARS } from '@bookloom/core';
import { AiError, type BookRequest, type ModerationProvider } from '../types';
import { looksLikeInjection } from './prompt-safety';

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

export const INJECTION_REASON =
  'Please describe your book in your own words: instructions addressed to the AI are not accepted.';

/**
 * Spec: the check runs once the text is longer than 10 characters. Rejection → AiError('content_rejected').
 * Text that tries to instruct the model ("ignore previous instructions…") is refused the same way, with
 * its own reason (issue 6); adapters still strip such phrases as a second line of defence.
 */
export async function checkContent(provider: ModerationProvider, req: BookRequest, signal?: AbortSignal) {
  const text = requestText(req);
  if (looksLikeInjection(text)) throw new AiError('content_rejected', INJECTION_REASON, false);
  if (text.length <= CONTENT_CHECK_MIN_CHARS) return;
  const r = await provider.check(text, signal);
  if (!r.approved) throw new AiError('content_rejected', r.reason ?? 'Content not approved', false);
}
