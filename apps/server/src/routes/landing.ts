import { listNewestGalleryCovers, listPublishedTestimonials } from '@bookloom/db';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { describeRoute } from '../http/openapi-registry';

const cover = z.object({ id: z.string(), name: z.string(), imageUrl: z.string(), thumbUrl: z.string() });
export const LANDING_COVERS = 6;

describeRoute({
  method: 'get',
  path: '/api/landing/covers',
  summary: 'The 6 newest gallery cover templates, for the landing carousel (public)',
  auth: 'none',
  response: z.object({ covers: z.array(cover) }),
});

const testimonial = z.object({
  id: z.string(),
  quote: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
});
const testimonialsQuery = z.object({ lang: z.enum(['en', 'fr']).catch('en').default('en') });
export const LANDING_TESTIMONIALS = 3;

describeRoute({
  method: 'get',
  path: '/api/landing/testimonials',
  summary:
    'Up to 3 newest published testimonials in a language (public); empty: the page shows sample quotes',
  auth: 'none',
  query: testimonialsQuery,
  response: z.object({ testimonials: z.array(testimonial) }),
});

const urlOf = (key: string | null, route: string) => (key && /^https?:\/\//.test(key) ? key : route);

export const landingRoutes = new Hono<AppEnv>()
  .get('/landing/covers', async (c) => {
    const rows = await listNewestGalleryCovers(c.var.deps.database.db, LANDING_COVERS);
    c.header('cache-control', 'public, max-age=60');
    return c.json({
      covers: rows.map((r) => ({
        id: r.id,
        name: r.name,
        imageUrl: urlOf(r.imageKey, `/api/templates/${r.id}/image`),
        thumbUrl: urlOf(
          r.thumbKey ?? r.imageKey,
          `/api/templates/${r.id}/image${r.thumbKey ? '?size=thumb' : ''}`,
        ),
      })),
    });
  })
  .get('/landing/testimonials', async (c) => {
    const { lang } = testimonialsQuery.parse({ lang: c.req.query('lang') });
    const rows = await listPublishedTestimonials(c.var.deps.database.db, lang, LANDING_TESTIMONIALS);
    return c.json({ testimonials: rows });
  });
