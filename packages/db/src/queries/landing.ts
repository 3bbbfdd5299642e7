import { desc, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { coverTemplates } from '../schema';

/** The newest gallery cover templates (no owner: public), for the landing page's carousel. */
export const listNewestGalleryCovers = (db: DbOrTx, limit = 6) =>
  db
    .select({
      id: coverTemplates.id,
      name: coverTemplates.name,
      imageKey: coverTemplates.imageKey,
      thumbKey: coverTemplates.thumbKey,
    })
    .from(coverTemplates)
    .where(isNull(coverTemplates.userId))
    .orderBy(desc(coverTemplates.createdAt), desc(coverTemplates.id))
    .limit(limit);
