import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { testimonials } from '../schema';

export type NewTestimonial = typeof testimonials.$inferInsert;
export type TestimonialLanguage = 'en' | 'fr';

const columns = {
  id: testimonials.id,
  quote: testimonials.quote,
  authorName: testimonials.authorName,
  authorRole: testimonials.authorRole,
  language: testimonials.language,
  published: testimonials.published,
  createdAt: testimonials.createdAt,
};

/** Every testimonial, newest first (the admin list). */
export const listTestimonials = (db: DbOrTx) =>
  db.select(columns).from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));

/** The newest published testimonials in one language, for the landing page. */
export const listPublishedTestimonials = (db: DbOrTx, language: TestimonialLanguage, limit = 3) =>
  db
    .select({
      id: testimonials.id,
      quote: testimonials.quote,
      authorName: testimonials.authorName,
      authorRole: testimonials.authorRole,
    })
    .from(testimonials)
    .where(and(eq(testimonials.language, language), eq(testimonials.published, true)))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);

export async function createTestimonial(db: DbOrTx, row: NewTestimonial) {
  const [t] = await db.insert(testimonials).values(row).returning(columns);
  return t;
}

/** True when a row was deleted. */
export async function deleteTestimonial(db: DbOrTx, id: string): Promise<boolean> {
  const r = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  return r.length > 0;
}
