import {
  deleteCharacterImagesByIds,
  deleteCharactersByIds,
  deleteTemplatesByIds,
  existingIds,
  findStuckBooks,
  listBrokenTemplateCandidates,
  listCharacterImageKeys,
  listFailedCharacters,
} from '@bookloom/db';
import { STUCK_AFTER_MS, STUCK_MESSAGE } from '../../jobs/fail-stuck-books';
import type { JobServices } from '../../jobs/job-definition';
import { failBook } from '../books/fail-book';

export const CLEANUP_ACTIONS = ['broken-covers', 'broken-characters', 'stuck-books', 'orphan-files'] as const;
export type CleanupAction = (typeof CLEANUP_ACTIONS)[number];
type Ctx = Pick<JobServices, 'database' | 'storage' | 'events' | 'log'>;
/** What a run would touch: ids (rows) or storage keys, at most `max` of them. */
type Plan = { items: string[]; run(items: string[]): Promise<number> };

const isBrokenKey = (k: string) => k.startsWith('broken:') || /^https?:\/\//.test(k);
const keysUnder = async (ctx: Ctx, ...prefixes: string[]) =>
  new Set((await Promise.all(prefixes.map((p) => ctx.storage.list(p)))).flat());

/** Failed cover templates, or ones whose image is a provider URL, a `broken:` marker or a missing file. */
async function brokenCovers(ctx: Ctx): Promise<Plan> {
  const db = ctx.database.db;
  const stored = await keysUnder(ctx, 'templates/', 'covers/');
  const broken = (await listBrokenTemplateCandidates(db)).filter(
    (t) => t.status === 'failed' || isBrokenKey(t.imageKey) || !stored.has(t.imageKey),
  );
  const byId = new Map(broken.map((t) => [t.id, t]));
  return {
    items: broken.map((t) => t.id),
    run: async (ids) => {
      const n = await deleteTemplatesByIds(db, ids);
      for (const id of ids) {
        const t = byId.get(id);
        for (const k of [t?.imageKey, t?.thumbKey, t?.artKey])
          if (k && !isBrokenKey(k)) await ctx.storage.delete(k).catch(() => {});
      }
      return n;
    },
  };
}

/** Failed characters (deleted with their files), and picture rows whose file is gone. */
async function brokenCharacters(ctx: Ctx): Promise<Plan> {
  const db = ctx.database.db;
  const stored = await keysUnder(ctx, 'characters/');
  const failed = (await listFailedCharacters(db)).map((c) => `character:${c.id}`);
  const failedIds = new Set(failed.map((f) => f.slice(10)));
  const missing = (await listCharacterImageKeys(db))
    .filter((i) => !failedIds.has(i.characterId) && !stored.has(i.imageKey))
    .map((i) => `image:${i.id}`);
  return {
    items: [...failed, ...missing],
    run: async (items) => {
      const chars = items.filter((i) => i.startsWith('character:')).map((i) => i.slice(10));
      const images = items.filter((i) => i.startsWith('image:')).map((i) => i.slice(6));
      const n = (await deleteCharactersByIds(db, chars)) + (await deleteCharacterImagesByIds(db, images));
      for (const id of chars) await ctx.storage.deletePrefix(`characters/${id}/`).catch(() => {});
      return n;
    },
  };
}

/** The stuck sweeper's rule, on demand: generating with no change for 30 minutes → failed and refunded once. */
async function stuckBooks(ctx: Ctx): Promise<Plan> {
  const stuck = await findStuckBooks(ctx.database.db, new Date(Date.now() - STUCK_AFTER_MS), 1000);
  return {
    items: stuck.map((b) => b.id),
    run: async (ids) => {
      let n = 0;
      for (const id of ids) if (await failBook(ctx, id, STUCK_MESSAGE)) n++;
      return n;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Which row a stored file belongs to: `books/<id>/…`, `exports/<bookId>/…`, `characters/<id>…`, `templates/<id>…`, `covers/<user>/<id>…`. */
export function ownerOfKey(key: string): { kind: 'books' | 'characters' | 'templates'; id: string } | null {
  const [top, a, b] = key.split('/');
  const kind =
    top === 'books' || top === 'exports'
      ? 'books'
      : top === 'characters'
        ? 'characters'
        : top === 'templates' || top === 'covers'
          ? 'templates'
          : null;
  const id = (top === 'covers' ? b : a)?.match(UUID)?.[0]?.toLowerCase();
  return kind && id ? { kind, id } : null;
}

/**
 * Several features write a file just before the row that owns it (upload, reference picture): a run waits
 * this long after listing, then checks the owners again, so a row being inserted right now is seen.
 */
export const ORPHAN_GRACE_MS = 5000;

/** Files whose book, character or cover template no longer exists (checked again just before deleting). */
async function orphanFiles(ctx: Ctx): Promise<Plan> {
  const db = ctx.database.db;
  const orphansOf = async (keys: string[]) => {
    const owners = keys.map((k) => ({ k, o: ownerOfKey(k) })).filter((x) => x.o);
    const out: string[] = [];
    for (const kind of ['books', 'characters', 'templates'] as const) {
      const mine = owners.filter((x) => x.o!.kind === kind);
      const ids = [...new Set(mine.map((x) => x.o!.id))];
      const alive = new Set<string>();
      for (let i = 0; i < ids.length; i += 500)
        for (const id of await existingIds(db, kind, ids.slice(i, i + 500))) alive.add(id);
      out.push(...mine.filter((x) => !alive.has(x.o!.id)).map((x) => x.k));
    }
    return out.sort();
  };
  const keys = [...(await keysUnder(ctx, 'books/', 'exports/', 'characters/', 'templates/', 'covers/'))];
  return {
    items: await orphansOf(keys),
    run: async (items) => {
      await new Promise((r) => setTimeout(r, ORPHAN_GRACE_MS));
      const still = await orphansOf(items);
      for (const k of still) await ctx.storage.delete(k);
      return still.length;
    },
  };
}

const PLANS: Record<CleanupAction, (ctx: Ctx) => Promise<Plan>> = {
  'broken-covers': brokenCovers,
  'broken-characters': brokenCharacters,
  'stuck-books': stuckBooks,
  'orphan-files': orphanFiles,
};

/** Dry run: how many items the action would touch (and the first few). Run: does it, at most `max`. */
export async function cleanup(ctx: Ctx, action: CleanupAction, o: { dryRun: boolean; max: number }) {
  const plan = await PLANS[action](ctx);
  const items = plan.items.slice(0, o.max);
  if (o.dryRun) return { action, dryRun: true, count: plan.items.length, sample: items.slice(0, 5) };
  const done = await plan.run(items);
  ctx.log.warn('admin cleanup ran', { action, count: done });
  return { action, dryRun: false, count: done, sample: items.slice(0, 5) };
}
