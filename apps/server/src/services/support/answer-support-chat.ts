import { chatSessionLimitedSince, storeChatTurn } from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';
import { fixedWindowLimit, rateLimited } from '../../http/fixed-window-limit';
import { composeReply } from './compose-reply';

export const CHAT_LIMITS = { messageMax: 2000, perSessionPerMinute: 10 } as const;

export const chatBody = z.object({
  sessionId: z
    .string()
    .trim()
    .regex(/^[\w-]{8,100}$/, 'Invalid session id'),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_LIMITS.messageMax, `Message is too long (${CHAT_LIMITS.messageMax} characters at most)`),
  threadId: z.uuid('Invalid thread id').optional(),
  language: z.enum(['en', 'fr']).default('en'),
});
export type ChatRequest = z.infer<typeof chatBody>;

// The web app looks for "Rate limit" in the message to show its rate-limit state (spec §8).
const LIMIT_MESSAGE = 'Rate limit reached. Please wait a moment before sending another message.';
const WINDOW_MS = 60_000;

/**
 * Per client address, in this process: a flood from one address costs a map lookup, not a database
 * count that grows with the flood (each API process counts its own share; decision 0021).
 */
const ipLimits = new WeakMap<AppDeps, ReturnType<typeof fixedWindowLimit>>();
function ipLimit(deps: AppDeps) {
  let limit = ipLimits.get(deps);
  if (!limit) {
    limit = fixedWindowLimit(deps.env.SUPPORT_CHAT_IP_LIMIT, WINDOW_MS, 10_000, LIMIT_MESSAGE);
    ipLimits.set(deps, limit);
  }
  return limit;
}

/**
 * One chat turn: limits (the address in memory, the browser session in the database, reading at most
 * its limit's rows), the reply, then the thread (this browser session's own) and both messages in one
 * statement.
 */
export async function answerSupportChat(
  deps: AppDeps,
  req: ChatRequest,
  from: { ip: string; userId: string | null },
) {
  const db = deps.database.db;
  const now = Date.now();
  ipLimit(deps)(from.ip, now);
  const since = new Date(now - WINDOW_MS);
  const max = CHAT_LIMITS.perSessionPerMinute;
  const limited = (at: Date) => rateLimited(LIMIT_MESSAGE, at.getTime() + WINDOW_MS - now);
  // A model's answer costs: a limited session is refused before asking it. Offline the reply costs
  // less than a round trip, so the limit is checked in the statement that stores the turn.
  const writer = Boolean(deps.ai.supportWriter);
  if (writer) {
    const nth = await chatSessionLimitedSince(db, req.sessionId, since, max);
    if (nth) throw limited(nth);
  }
  // Both times from this process's clock, the reply strictly after the question: the database's now()
  // keeps microseconds that a JS Date drops, which could sort a reply before its question.
  const askedAt = new Date(now);
  const { reply, source } = await composeReply(deps, req.message, req.language);
  const at = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
  const stored = await storeChatTurn(
    db,
    {
      threadId: req.threadId,
      sessionId: req.sessionId,
      userId: from.userId,
      language: req.language,
      ip: from.ip,
      question: { content: req.message, at: askedAt },
      answer: { content: reply, source: source.url, at },
    },
    writer ? undefined : { since, max },
  );
  if (stored.limitedAt) throw limited(stored.limitedAt);
  const threadId = stored.threadId;
  if (!threadId) throw notFound('Conversation not found.');
  return { reply, timestamp: at.toISOString(), threadId, source };
}
