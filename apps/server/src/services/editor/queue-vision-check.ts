import { type BookPageRow, type BookRow, type DbOrTx, setVisionChecks, type VisionCheck } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { txExecutor } from '../../jobs/tx-executor';
import { CHECK_CONSISTENCY_JOB, pagesToCheck } from './vision-check-plan';

/**
 * Inside an editor change's transaction: when a vision model is configured, pages whose picture it has not judged
 * against the current reference are marked pending and the book's check job is queued in the same transaction
 * (it exists only if the change commits; a book already queued is not queued twice). The reference page itself
 * is marked as such. Answers the pages with their marks, for the editor's answer.
 */
export async function queueVisionCheck(
  deps: Pick<AppDeps, 'ai' | 'queue'>,
  tx: DbOrTx,
  book: BookRow,
  pages: BookPageRow[],
): Promise<BookPageRow[]> {
  if (!deps.ai.characterChecker) return pages;
  const plan = pagesToCheck(book, pages);
  if (!plan.ref) return pages;
  const at = new Date().toISOString();
  const marks: { pageId: number; check: VisionCheck }[] = [];
  const refPage = plan.ref.page;
  if (refPage?.content.image && refPage.visionCheck?.reference !== plan.ref.key)
    marks.push({
      pageId: refPage.pageId,
      check: { image: refPage.content.image, reference: plan.ref.key, status: 'same', at },
    });
  for (const p of plan.pages) {
    const vc = p.visionCheck;
    const queued = vc?.status === 'pending' && vc.image === p.content.image && vc.reference === plan.ref.key;
    if (!queued)
      marks.push({
        pageId: p.pageId,
        check: { image: p.content.image ?? '', reference: plan.ref.key, status: 'pending', at },
      });
  }
  if (marks.length === 0) return pages;
  await setVisionChecks(tx, book.id, marks);
  if (marks.some((m) => m.check.status === 'pending'))
    await deps.queue.send(
      CHECK_CONSISTENCY_JOB,
      { bookId: book.id },
      { db: txExecutor(tx), singletonKey: book.id },
    );
  const byId = new Map(marks.map((m) => [m.pageId, m.check]));
  return pages.map((p) => (byId.has(p.pageId) ? { ...p, visionCheck: byId.get(p.pageId) ?? null } : p));
}
