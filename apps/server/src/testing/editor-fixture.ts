import { afterAll, beforeAll } from 'vitest';
import { generateCompletedBook } from './completed-book';
import { createTestApp } from './test-app';

export type App = Awaited<ReturnType<typeof createTestApp>>;
export type Page = { id: number; position: number; version: number; page: { text?: string; image?: string } };

export const balanceOf = async (t: App, cookie: string) =>
  (await (await t.request('/api/me', { cookie })).json()).credits as number;
export const idOf = async (t: App, cookie: string) =>
  (await (await t.request('/api/me', { cookie })).json()).id as string;

/**
 * The book editor tests' set-up, registered in the calling `describe`: an app that works its jobs, an
 * owner with one finished 4-page builtin book, and another user. Read the fields inside tests.
 */
export function editorFixture(target: Parameters<typeof createTestApp>[0], prefix: string) {
  const f = { t: undefined as unknown as App, owner: '', other: '', bookId: '' };
  beforeAll(async () => {
    f.t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    f.owner = await f.t.signUp(`${prefix}-owner@example.com`);
    f.other = await f.t.signUp(`${prefix}-other@example.com`);
    f.bookId = await generateCompletedBook(f.t, f.owner);
  }, 180_000);
  afterAll(async () => f.t?.close());
  return {
    fixture: f,
    url: (p = '') => `/api/books/${f.bookId}${p}`,
    editor: async () => (await f.t.request(`/api/books/${f.bookId}/editor`, { cookie: f.owner })).json(),
  };
}
