import { userOfApiToken } from '@bookloom/db';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppEnv } from '../app-env';
import { publicOrigin } from '../env';
import { errorForLog } from '../error-for-log';
import { AppError } from '../http/app-error';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { createBookExport } from '../services/exports/create-export';
import { exportApiBody, exportApiResponse } from '../services/exports/export-request-schema';
import { signDownload, signedDownloadPath } from '../services/exports/signed-download';
import { VERSION } from '../version';

describeRoute({
  method: 'post',
  path: '/export-api/export',
  summary:
    'Export API for tools: {bookId, format: pdf|epub} with Authorization: Bearer <API token from /account> → {downloadUrl} (signed, 15 min); errors {error, detail}',
  auth: 'token',
  body: exportApiBody,
  response: exportApiResponse,
});

const ENDPOINTS = [
  { method: 'GET', path: '/export-api/', what: 'this description' },
  { method: 'GET', path: '/export-api/health', what: 'liveness' },
  {
    method: 'POST',
    path: '/export-api/export',
    what: '{bookId, format: pdf|epub} with Authorization: Bearer <API token> → {downloadUrl}',
  },
];

/** The owner of an export-scoped API token (/account); session tokens and cookies are not accepted here. */
async function tokenUserId(c: { req: { header(n: string): string | undefined }; var: AppEnv['Variables'] }) {
  const m = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!m) throw new AppError(401, 'unauthorized', 'Please log in.');
  const userId = await userOfApiToken(c.var.deps.database.db, m[1], 'export');
  if (!userId)
    throw new AppError(401, 'invalid_token', 'Invalid API token. Create one in your account settings.');
  return userId;
}

/**
 * The export API (DESIGN.md §4) at `/export-api`, for other tools and the admin export test: any
 * origin may call it (CORS), it authenticates by bearer token only, reuses the same export service
 * (same charging) and answers errors as `{error, detail}`.
 */
export const exportApiRoutes = new Hono<AppEnv>();
exportApiRoutes.onError((err, c) => {
  if (err instanceof AppError) {
    const { preflight, ...rest } = err.details ?? {};
    return c.json(
      {
        error: err.message,
        detail: {
          code: err.code,
          ...rest,
          ...(err.fields ? { fields: err.fields } : {}),
          ...(preflight ? { preflight } : {}),
        },
      },
      err.status,
    );
  }
  c.var.deps.log.error('export api error', errorForLog(err));
  return c.json(
    { error: 'An unexpected error occurred during export.', detail: { code: 'internal_error' } },
    500,
  );
});
exportApiRoutes.use(
  '*',
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  }),
);
exportApiRoutes
  .get('/', (c) => c.json({ name: 'Bookloom Export API', version: VERSION, endpoints: ENDPOINTS }))
  .get('/health', (c) => c.json({ ok: true, version: VERSION }))
  .post(
    '/export',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: () => {
        throw new AppError(413, 'payload_too_large', 'The request is too large.');
      },
    }),
    async (c) => {
      const userId = await tokenUserId(c);
      const body = await readJson(c, exportApiBody);
      const deps = c.var.deps;
      const made = await createBookExport(deps, userId, body.bookId, { format: body.format });
      const path = signedDownloadPath(made.export.id, await signDownload(deps, made.export.id));
      return c.json({
        downloadUrl: new URL(path, publicOrigin(deps.env)).toString(),
        fileName: made.export.fileName,
        charged: made.charged,
        preflight: made.preflight,
      });
    },
  )
  .all('*', () => {
    throw new AppError(404, 'not_found', 'Not found');
  });
