import { addPromptHistory, getBookById, insertCoverTemplates, schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBook, generateCompletedBook } from '../testing/completed-book';
import { type Fixture, ROUTE_ACCESS, type RouteAccess } from '../testing/route-access';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Role = 'anonymous' | 'owner' | 'other' | 'admin';
type Who = { cookie?: string; token?: string; email?: string };
const ROLES: Role[] = ['anonymous', 'other', 'admin', 'owner']; // owner last: its DELETEs succeed
/** /api routes the OpenAPI document leaves out on purpose: better-auth's own, and a development helper. */
const UNDOCUMENTED = new Set(['GET /api/auth/*', 'POST /api/auth/*', 'POST /api/dev/add-credits']);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** The status a role must get, or 'ok' (2xx) or 'allowed' (signed in: anything but 401/403/404/5xx). */
function expected(rule: RouteAccess, role: Role): number | 'ok' | 'allowed' {
  const exact = role === 'anonymous' ? undefined : rule.expect?.[role];
  if (exact !== undefined) return exact;
  switch (rule.access) {
    case 'public':
      return role === 'anonymous' && rule.anonymous !== undefined ? rule.anonymous : 'allowed';
    case 'signed-in':
      return role === 'anonymous' ? 401 : role === 'owner' ? 'ok' : 'allowed';
    case 'owner':
      return role === 'anonymous' ? (rule.anonymous ?? 401) : role === 'owner' ? 'ok' : 404;
    case 'admin':
      return role === 'admin' ? 'ok' : 404;
    case 'token':
      return role === 'owner' ? 'ok' : role === 'other' ? 404 : 401;
  }
}

/**
 * Every operation of /api/openapi.json × {anonymous, owner, other user, admin}, with the owner's
 * real ids: another user never sees or changes the owner's things, anonymous callers get 401 on
 * signed-in routes, non-admins 404 on admin routes. New routes are in the document, so they are
 * covered at once — and fail here until testing/route-access.ts says who may call them.
 */
describe('authorization matrix', () => {
  let t: App;
  let f: Fixture;
  let ops: { method: string; path: string }[];
  const who: Record<Role, Who> = { anonymous: {}, owner: {}, other: {}, admin: {} };

  async function account(email: string) {
    const cookie = await t.signUp(email);
    for (let i = 0; i < 3; i++) await t.request('/api/dev/add-credits', { method: 'POST', cookie });
    const made = await t.request('/api/api-tokens', { method: 'POST', cookie, json: { name: 'matrix' } });
    const { token, info } = await made.json();
    return { cookie, token: token as string, email, tokenId: info.id as string };
  }

  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0], { RATE_LIMIT: 'false' }, { work: true });
    const admin = await account('admin@example.com');
    const owner = await account('owner@example.com');
    const other = await account('other@example.com');
    await t.database.db
      .update(schema.profiles)
      .set({ role: 'admin' })
      .where(
        eq(schema.profiles.userId, (await (await t.request('/api/me', { cookie: admin.cookie })).json()).id),
      );
    Object.assign(who, { admin, owner, other });
    const ownerId = (await (await t.request('/api/me', { cookie: owner.cookie })).json()).id as string;

    const bookId = await generateCompletedBook(t, owner.cookie);
    const exported = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { format: 'pdf' },
    });
    const { db } = t.database;
    await t.storage.put('templates/matrix.png', PNG);
    const templateId = '00000000-0000-4000-8000-00000000a11e';
    await insertCoverTemplates(db, [
      { id: templateId, userId: ownerId, name: 'Mine', imageKey: 'templates/matrix.png' },
    ]);
    const [character, spareCharacter] = await db
      .insert(schema.characters)
      .values([
        { userId: ownerId, name: 'Milo', bible: { promptPrefix: 'Milo, a small fox' } },
        { userId: ownerId, name: 'Spare' },
      ])
      .returning();
    await t.storage.put(`characters/${character.id}.png`, PNG);
    await db
      .insert(schema.characterImages)
      .values({ characterId: character.id, imageKey: `characters/${character.id}.png` });
    f = {
      bookId,
      jobId: (await getBookById(db, bookId))?.jobId ?? '',
      spareBookId: await copyBook(t, bookId, ownerId),
      exportId: (await exported.json()).export.id,
      promptId: await addPromptHistory(db, {
        userId: ownerId,
        kind: 'story',
        title: 'Saved',
        promptData: {},
      }),
      templateId,
      characterId: character.id,
      spareCharacterId: spareCharacter.id,
      tokenId: owner.tokenId,
    };
    const doc = await (await t.request('/api/openapi.json')).json();
    ops = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, byMethod]) => Object.keys(byMethod).map((m) => ({ method: m.toUpperCase(), path })))
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  }, 600_000); // a book is generated and exported first: minutes on a loaded machine
  afterAll(async () => t?.close());

  it('has a declared expectation for every operation in the OpenAPI document', () => {
    const missing = ops.map((o) => `${o.method} ${o.path}`).filter((k) => !ROUTE_ACCESS[k]);
    expect(missing, 'add these to apps/server/src/testing/route-access.ts').toEqual([]);
    expect(ops.length).toBeGreaterThan(30);
  });

  it('finds every /api route of the app in the OpenAPI document, so the matrix covers it', () => {
    const documented = new Set(ops.map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const routes = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`);
    const missing = [...new Set(routes)].filter((k) => !documented.has(k) && !UNDOCUMENTED.has(k));
    expect(missing, 'describe these with describeRoute() (http/openapi-registry.ts)').toEqual([]);
  });

  it('answers every operation × role as declared, and never shows the owner’s things to others', async () => {
    const failures: string[] = [];
    const ownerMarks = () => [
      f.bookId,
      f.exportId,
      f.promptId,
      f.templateId,
      f.characterId,
      f.tokenId,
      'owner@example.com',
    ];
    for (const op of ops) {
      const rule = ROUTE_ACCESS[`${op.method} ${op.path}`];
      if (!rule) continue;
      const params = rule.params?.(f) ?? {};
      let url = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? 'x'));
      const query = rule.query?.(f);
      if (query) url += `?${new URLSearchParams(query)}`;
      for (const role of ROLES) {
        const w = who[role];
        const headers: Record<string, string> = {};
        if (rule.access === 'token') {
          if (role !== 'anonymous' && role !== 'admin') headers.authorization = `Bearer ${w.token}`;
        }
        const body = rule.body?.(f);
        const res = await t.request(url, {
          method: op.method,
          headers,
          cookie: rule.access === 'token' && role !== 'admin' ? undefined : w.cookie,
          ...(body !== undefined ? { json: body } : {}),
        });
        const text = rule.stream ? '' : await res.text();
        if (rule.stream) await res.body?.cancel();
        const want = expected(rule, role);
        const ok =
          want === 'ok'
            ? res.status >= 200 && res.status < 300
            : want === 'allowed'
              ? ![401, 403, 404].includes(res.status) && res.status < 500
              : res.status === want;
        const leaked = role !== 'owner' && ownerMarks().some((m) => text.includes(m));
        if (!ok || leaked)
          failures.push(
            `${op.method} ${op.path} as ${role}: ${res.status}${leaked ? ' LEAK' : ''} (want ${want}) ${text.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000); // ~100 operations × 4 roles
});
