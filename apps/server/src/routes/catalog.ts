import {
  BOOK_CATEGORIES,
  BOOK_TYPES,
  COSTS,
  CREDIT_PACKS,
  estimateBookCredits,
  PAGE_LIMITS,
  PAPER_THICKNESS,
  PAPER_TYPES,
  QUALITIES,
  TRIM_SIZE_OPTIONS,
  UPLOAD_LIMITS,
} from '@bookloom/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { describeRoute } from '../http/openapi-registry';
import { parseOr400 } from '../http/validate';

const estimateQuery = z.object({
  pages: z.coerce.number().int().min(PAGE_LIMITS.min).max(PAGE_LIMITS.max).default(PAGE_LIMITS.default),
  quality: z.enum(QUALITIES).default('standard'),
  type: z.enum(BOOK_TYPES).optional(),
});
const estimate = z.object({
  credits: z.number(),
  breakdown: z.array(z.object({ label: z.string(), credits: z.number() })),
});

describeRoute({
  method: 'get',
  path: '/api/estimate',
  summary: 'Credits a book costs (the same function charges it)',
  query: estimateQuery,
  response: estimate,
});
describeRoute({
  method: 'get',
  path: '/api/limits',
  summary: 'Page limits, upload limits, costs and credit packs',
});
describeRoute({
  method: 'get',
  path: '/api/kdp-presets',
  summary: 'KDP trim sizes, paper types and book categories',
});

/** Public, static facts from packages/core: the web app and tools read rules from here, never hard-code them. */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/estimate', (c) => {
    const q = parseOr400(estimateQuery, c.req.query());
    return c.json(estimateBookCredits(q.pages, q.quality));
  })
  .get('/limits', (c) =>
    c.json({ pages: PAGE_LIMITS, uploads: UPLOAD_LIMITS, costs: COSTS, packs: CREDIT_PACKS }),
  )
  .get('/kdp-presets', (c) =>
    c.json({
      trimSizes: TRIM_SIZE_OPTIONS,
      paperTypes: PAPER_TYPES.map((id) => ({ id, inchesPerPage: PAPER_THICKNESS[id] })),
      categories: BOOK_CATEGORIES,
    }),
  );
