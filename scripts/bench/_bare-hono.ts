// A bare Hono route on Node, the baseline GET /api/me is compared with (same runtime, same machine, same run).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/bare', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT) });
