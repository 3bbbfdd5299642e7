import { looksLikeInjection } from '@bookloom/ai';
import { CONTENT_CHECK_MIN_CHARS } from '@bookloom/core';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../http/app-error';

/** What is being described: the spec's content-policy function takes `type` (cover or character). */
export const contentKind = z.enum(['cover', 'character']);
export type ContentKind = z.infer<typeof contentKind>;

/** `checked: false` when the text is too short to be checked (spec: > 10 characters). */
export type ContentVerdict = { approved: boolean; reason?: string; checked: boolean };

const INJECTION: Record<ContentKind, string> = {
  cover: 'Please describe your cover in your own words: instructions addressed to the AI are not accepted.',
  character:
    'Please describe your character in your own words: instructions addressed to the AI are not accepted.',
};

/**
 * The one content check (spec: content-policy) behind the form's live states and the server's own
 * check before charging, for covers and characters alike. The moderation provider decides; text
 * addressed to the model is refused whatever its length.
 */
export async function checkContent(
  deps: Pick<AppDeps, 'ai' | 'log'>,
  content: string,
  kind: ContentKind,
): Promise<ContentVerdict> {
  const text = content.trim();
  if (looksLikeInjection(text)) return { approved: false, reason: INJECTION[kind], checked: true };
  if (text.length <= CONTENT_CHECK_MIN_CHARS) return { approved: true, checked: false };
  try {
    const r = await deps.ai.moderation.check(text);
    return r.approved
      ? { approved: true, checked: true }
      : { approved: false, reason: r.reason, checked: true };
  } catch (e) {
    deps.log.warn('content check failed', { err: String(e) });
    throw new AppError(503, 'content_check_failed', 'Content validation failed. Please try again.');
  }
}

/** Before charging: refused text is a 422 'Content Not Approved' whose message is the reason. */
export async function requireApprovedContent(
  deps: Pick<AppDeps, 'ai' | 'log'>,
  content: string,
  kind: ContentKind,
) {
  const r = await checkContent(deps, content, kind);
  if (!r.approved)
    throw new AppError(422, 'content_not_approved', r.reason ?? 'Content Not Approved', undefined, {
      title: 'Content Not Approved',
    });
}
