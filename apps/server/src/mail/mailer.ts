import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html: string };
export type OutboxItem = Mail & { createdAt: string };
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real mail through SMTP_URL. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return { send: async (m) => void (await transport.sendMail({ from, ...m })) };
}

/** Development: each mail is a JSON file in `<DATA_DIR>/outbox`, listed at /dev/outbox. */
export function outboxMailer(dir: string): Mailer {
  return {
    async send(m) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`;
      await writeFile(join(dir, name), JSON.stringify({ ...m, createdAt } satisfies OutboxItem, null, 2));
    },
  };
}

export async function readOutbox(dir: string, limit = 50): Promise<OutboxItem[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const latest = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(latest.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxItem));
}
