import { createSupportTicket, ticketsLimitedSince } from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { rateLimited } from '../../http/fixed-window-limit';
import { escapeHtml } from '../../mail/templates';

export const CONTACT_LIMITS = { messageMax: 5000, perEmailPerHour: 3, perIpPerHour: 5 } as const;
const REQUIRED = 'Email and message are required fields';

export const contactBody = z.object({
  name: z.string().trim().max(100, 'Name is too long (100 characters at most)').default(''),
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  subject: z.string().trim().max(200, 'Subject is too long (200 characters at most)').default(''),
  message: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(CONTACT_LIMITS.messageMax, `Message is too long (${CONTACT_LIMITS.messageMax} characters at most)`),
});
export type ContactMessage = z.infer<typeof contactBody>;

const HOUR = 60 * 60 * 1000;
const tooMany = (retryAfterMs: number) =>
  rateLimited('Too many messages. Please try again later.', retryAfterMs);

/** Stores the ticket first (nothing is lost if mail fails), then mails the support address. */
export async function submitContact(
  deps: AppDeps,
  m: ContactMessage,
  from: { ip: string; userId: string | null },
) {
  const db = deps.database.db;
  const now = Date.now();
  const since = new Date(now - HOUR);
  const email = m.email.toLowerCase();
  const limited =
    (await ticketsLimitedSince(db, { email }, since, CONTACT_LIMITS.perEmailPerHour)) ??
    (await ticketsLimitedSince(db, { ip: from.ip }, since, CONTACT_LIMITS.perIpPerHour));
  if (limited) throw tooMany(limited.getTime() + HOUR - now);
  const ticketId = await createSupportTicket(db, { ...m, email, userId: from.userId, ip: from.ip });
  try {
    await deps.mailer.send(contactMail(deps.env.SUPPORT_EMAIL, ticketId, { ...m, email }));
  } catch (e) {
    deps.log.error('contact e-mail failed (ticket kept)', { ticketId, err: String(e) });
  }
  return ticketId;
}

/** Everything the sender typed is text: escaped in the HTML part, verbatim in the text part. */
export function contactMail(to: string, ticketId: string, m: ContactMessage) {
  const subject = `[Contact #${ticketId.slice(0, 8)}] ${m.subject || 'New message'}`.replace(/[\r\n]+/g, ' ');
  const from = m.name ? `${m.name} <${m.email}>` : m.email;
  return {
    to,
    subject,
    text: `Ticket ${ticketId}\nFrom: ${from}\nSubject: ${m.subject || '(none)'}\n\n${m.message}`,
    html: `<p>Ticket <code>${ticketId}</code></p><p>From: ${escapeHtml(from)}<br>Subject: ${escapeHtml(m.subject || '(none)')}</p><pre style="white-space:pre-wrap;font:inherit">${escapeHtml(m.message)}</pre>`,
  };
}
