import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { supportMessages, supportThreads, supportTickets } from '../schema';

export type NewTicket = typeof supportTickets.$inferInsert;

export async function createSupportTicket(db: DbOrTx, row: NewTicket): Promise<string> {
  const [t] = await db.insert(supportTickets).values(row).returning({ id: supportTickets.id });
  return t.id;
}

/**
 * When the next ticket is allowed: undefined while fewer than `max` were sent since `since` by this
 * e-mail address or client address, else the time of the `max`-th most recent one (it frees a slot
 * when it leaves the window). Reads at most `max` index entries.
 */
export async function ticketsLimitedSince(
  db: DbOrTx,
  by: { email: string } | { ip: string },
  since: Date,
  max: number,
) {
  const who = 'email' in by ? eq(supportTickets.email, by.email) : eq(supportTickets.ip, by.ip);
  const [r] = await db
    .select({ at: supportTickets.createdAt })
    .from(supportTickets)
    .where(and(who, gte(supportTickets.createdAt, since)))
    .orderBy(desc(supportTickets.createdAt))
    .offset(max - 1)
    .limit(1);
  return r?.at;
}

export const listSupportMessages = (db: DbOrTx, threadId: string) =>
  db
    .select({
      role: supportMessages.role,
      content: supportMessages.content,
      source: supportMessages.source,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(supportMessages.createdAt);

/**
 * When a browser session may send its next chat message: undefined while it has sent fewer than `max`
 * user messages since `since`, else the time of the `max`-th most recent one (the window frees a slot
 * when that one leaves it). Reads at most `max` index entries, however busy the session is.
 */
export async function chatSessionLimitedSince(db: DbOrTx, sessionId: string, since: Date, max: number) {
  // Plain SQL: on the chat's hot path the query builder's per-call cost was twice the query's own.
  const r = (await db.execute(limitedSince(sessionId, since, max))) as unknown as {
    rows: { at: Date | string }[];
  };
  const at = r.rows[0]?.at;
  return at === undefined ? undefined : new Date(at);
}

const limitedSince = (sessionId: string, since: Date, max: number) => sql`
    select ${supportMessages.createdAt} as at from ${supportMessages}
    where ${supportMessages.sessionId} = ${sessionId} and ${supportMessages.role} = 'user'
      and ${supportMessages.createdAt} >= ${since.toISOString()}
    order by ${supportMessages.createdAt} desc offset ${max - 1} limit 1`;

export type ChatTurn = {
  /** The session's own thread to continue, or undefined to open a new one. */
  threadId?: string;
  sessionId: string;
  userId: string | null;
  language: string;
  ip: string;
  question: { content: string; at: Date };
  answer: { content: string; source: string | null; at: Date };
};

/**
 * Stores one chat turn (the thread when new, the question and the answer) in ONE statement.
 * Returns the thread id, or no thread id for a thread of another session (nothing is stored then).
 * With `limit`, the session's rate limit is checked in the same statement (one round trip instead of two on
 * PGlite's single connection): when the session already sent `max` messages since `since`, nothing is stored
 * and `limitedAt` is the time of the `max`-th most recent one, as `chatSessionLimitedSince` answers.
 */
export async function storeChatTurn(
  db: DbOrTx,
  t: ChatTurn,
  limit?: { since: Date; max: number },
): Promise<{ threadId?: string; limitedAt?: Date }> {
  const recent = limit
    ? limitedSince(t.sessionId, limit.since, limit.max)
    : sql`select null::timestamptz as at where false`;
  const thread = t.threadId
    ? sql`select ${supportThreads.id} as id from ${supportThreads}
          where ${supportThreads.id} = ${t.threadId} and ${supportThreads.sessionId} = ${t.sessionId}
            and not exists (select 1 from recent)`
    : sql`insert into ${supportThreads} (session_id, user_id, language)
          select ${t.sessionId}, ${t.userId}, ${t.language} where not exists (select 1 from recent)
          returning id`;
  const result = (await db.execute(sql`
    with recent as (${recent}),
    thread as (${thread}),
    stored as (
      insert into ${supportMessages} (thread_id, role, content, source, session_id, ip, created_at)
      select thread.id, m.role, m.content, m.source, ${t.sessionId}, ${t.ip}, m.created_at
      from thread, (values
        ('user', ${t.question.content}::text, null::text, ${t.question.at.toISOString()}::timestamptz),
        ('assistant', ${t.answer.content}::text, ${t.answer.source}::text, ${t.answer.at.toISOString()}::timestamptz)
      ) as m (role, content, source, created_at)
      returning 1
    )
    select (select id from thread) as id, (select at from recent) as limited_at`)) as unknown as {
    rows: { id: string | null; limited_at: Date | string | null }[];
  };
  const row = result.rows[0];
  return {
    threadId: row?.id ?? undefined,
    limitedAt: row?.limited_at ? new Date(row.limited_at) : undefined,
  };
}
