import type { CharacterBible } from '@bookloom/ai';
import {
  countPageChecksSince,
  getBookById,
  listBookPages,
  type PageCheckInput,
  recordPageCheck,
} from '@bookloom/db';
import { errorForLog } from '../../error-for-log';
import type { JobServices } from '../../jobs/job-definition';
import { characterReferenceOf } from '../characters/character-reference';
import { pagesToCheck } from './vision-check-plan';

/** Model calls one book may cause per hour: the check is free, so this bounds what an editing spree costs us. */
export const VISION_CHECKS_PER_HOUR = 60;

/**
 * The book's consistency check, off the request path: every page waiting for a verdict is shown to the vision
 * model beside the reference (the chosen character's picture, else page 1's) with the character bible. A verdict
 * is stored with the picture and reference it judged; a failed call or a spent budget stores "failed"/"skipped"
 * (the page shows "Not checked"). Never charges, never changes a page's version, never throws for one page.
 */
export async function runVisionCheck(s: JobServices, bookId: string) {
  const checker = s.ai.characterChecker;
  const { db } = s.database;
  const book = await getBookById(db, bookId);
  if (!checker || !book || book.status !== 'completed') return;
  const plan = pagesToCheck(book, await listBookPages(db, bookId));
  if (!plan.ref || plan.pages.length === 0) return;
  const { ref } = plan;
  const pictureOf = async (image?: string) =>
    image ? ((await s.storage.get(`books/${bookId}/${image}`)) ?? undefined) : undefined;
  const reference =
    (await characterReferenceOf(s, book.characterId).catch(() => undefined)) ??
    (await pictureOf(ref.first?.content.image));
  const bible = (book.plan as { character?: CharacterBible } | null)?.character;
  const language = book.language === 'fr' ? 'fr' : 'en';
  let budget =
    VISION_CHECKS_PER_HOUR - (await countPageChecksSince(db, bookId, new Date(Date.now() - 3_600_000)));
  for (const page of plan.pages) {
    const image = page.content.image ?? '';
    const verdict: PageCheckInput = {
      bookId,
      pageId: page.pageId,
      image,
      reference: ref.key,
      status: 'failed',
      model: checker.model,
    };
    if (budget <= 0) {
      await recordPageCheck(db, { ...verdict, status: 'skipped' });
      continue;
    }
    budget--;
    try {
      const picture = await pictureOf(image);
      if (!reference || !picture) throw new Error('picture not found in storage');
      const answer = await checker.check({
        reference,
        page: picture,
        bible: { name: bible?.name ?? '', look: bible?.look ?? '', palette: bible?.palette ?? [] },
        language,
      });
      await recordPageCheck(db, {
        ...verdict,
        status: answer.same ? 'same' : 'differs',
        reason: answer.reason,
      });
    } catch (e) {
      s.log.warn('consistency check failed; page shows not checked', {
        bookId,
        pageId: page.pageId,
        ...errorForLog(e),
      });
      await recordPageCheck(db, verdict);
    }
  }
}
