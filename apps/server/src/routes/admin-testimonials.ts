import { optionalText, requiredText } from '@bookloom/core';
import { createTestimonial, deleteTestimonial, listTestimonials } from '@bookloom/db';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session';
import { notFound } from '../http/app-error';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';

export const testimonialBody = z.object({
  quote: requiredText({ label: 'Quote', max: 400, multiline: true }),
  authorName: requiredText({ label: 'Name', max: 100 }),
  authorRole: optionalText({ label: 'Role', max: 100 }),
  language: z.enum(['en', 'fr']).default('en'),
  published: z.boolean().default(true),
});

const testimonial = z.object({
  id: z.string(),
  quote: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  language: z.enum(['en', 'fr']),
  published: z.boolean(),
  createdAt: z.string(),
});

describeRoute({
  method: 'get',
  path: '/api/admin/testimonials',
  summary: 'Every landing-page testimonial, newest first (admin)',
  auth: 'admin',
  response: z.object({ testimonials: z.array(testimonial) }),
});
describeRoute({
  method: 'post',
  path: '/api/admin/testimonials',
  summary: 'Add a real testimonial for the landing page (admin); shown instead of the sample quotes',
  auth: 'admin',
  body: testimonialBody,
  response: z.object({ testimonial }),
});
describeRoute({
  method: 'delete',
  path: '/api/admin/testimonials/:id',
  summary: 'Delete a testimonial (admin)',
  auth: 'admin',
  response: z.object({ deleted: z.literal(true) }),
});

/** Mounted at /api/admin/testimonials; 404 to everyone but admins. */
export const adminTestimonialRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => c.json({ testimonials: await listTestimonials(c.var.deps.database.db) }))
  .post('/', async (c) => {
    const body = await readJson(c, testimonialBody);
    const row = await createTestimonial(c.var.deps.database.db, {
      ...body,
      authorRole: body.authorRole ?? '',
    });
    return c.json({ testimonial: row }, 201);
  })
  .delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!z.uuid().safeParse(id).success) throw notFound();
    if (!(await deleteTestimonial(c.var.deps.database.db, id))) throw notFound();
    return c.json({ deleted: true });
  });
