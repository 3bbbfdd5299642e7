import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { userIdOf } from '../auth/session';
import { requestLanguage } from '../http/localized';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { readEditor } from '../services/editor/edit-book';
import { editorStateSchema, pageEditSchema } from '../services/editor/editor-state';
import { exportStatus, exportStatusSchema } from '../services/editor/export-status';
import {
  addPage,
  addPageBody,
  bookDetailsBody,
  deletePage,
  movePage,
  movePageBody,
  pageHistory,
  parsePageId,
  patchPage,
  patchPageBody,
  restorePage,
  restorePageBody,
  updateDetails,
} from '../services/editor/page-actions';
import { regenerateBody, regeneratePage } from '../services/editor/regenerate-page';
import { editablePage, replacePicture } from '../services/editor/replace-picture';
import { readUploadForm, uploadBodyLimit } from '../services/uploads';

const state = editorStateSchema;
const page = '/api/books/:id/pages/:pageId';
const routes: [string, string, string, z.ZodType | undefined][] = [
  ['get', '/api/books/:id/editor', 'The book editor: pages with versions, limits, costs', undefined],
  ['patch', '/api/books/:id/details', 'Edit title, subtitle, author, back-cover text', bookDetailsBody],
  [
    'post',
    '/api/books/:id/pages',
    'Add a page (4–50 pages; withPicture draws one for 5 credits)',
    addPageBody,
  ],
  [
    'patch',
    page,
    "Edit a page's text, heading or layout with its version (409 stale_version); answers the book's header and that page",
    patchPageBody,
  ],
  ['delete', page, 'Delete a page (a book keeps at least 4; 422 page_limit)', undefined],
  ['post', `${page}/move`, 'Move a page to a 0-based position', movePageBody],
  ['get', `${page}/versions`, "A page's versions, newest first", undefined],
  ['post', `${page}/restore`, 'Make an earlier version the current one (undo)', restorePageBody],
  [
    'post',
    `${page}/regenerate`,
    "Regenerate a page's picture or text (5 credits; 402; 409 regeneration_in_progress; 502 refunded)",
    regenerateBody,
  ],
  ['post', `${page}/image`, 'Replace the picture by an upload (multipart: file; cover rules)', undefined],
];
for (const [method, path, summary, body] of routes)
  describeRoute({
    method: method as 'get',
    path,
    summary,
    auth: 'user',
    ...(body ? { body } : {}),
    response:
      method === 'get' && path.endsWith('versions')
        ? undefined
        : method === 'patch' && path === page
          ? pageEditSchema
          : state,
  });
describeRoute({
  method: 'get',
  path: '/api/books/:id/export-status',
  summary: 'Whether exporting the (edited) book now is free or charged, per format',
  auth: 'user',
  response: exportStatusSchema,
});

async function who(c: Context<AppEnv>) {
  return {
    deps: c.var.deps,
    userId: await userIdOf(c),
    bookId: c.req.param('id') ?? '',
    lang: requestLanguage(c),
  };
}
const pageIdOf = (c: Context<AppEnv>) => parsePageId(c.req.param('pageId') ?? '');

export const bookEditorRoutes = new Hono<AppEnv>()
  .get('/books/:id/editor', async (c) => {
    const w = await who(c);
    return c.json(await readEditor(w.deps, w.userId, w.bookId, w.lang));
  })
  .get('/books/:id/export-status', async (c) => {
    const w = await who(c);
    return c.json(await exportStatus(w.deps, w.userId, w.bookId, w.lang));
  })
  .patch('/books/:id/details', async (c) => {
    const w = await who(c);
    return c.json(await updateDetails(w, await readJson(c, bookDetailsBody)));
  })
  .post('/books/:id/pages', async (c) => {
    const w = await who(c);
    const body = await readJson(c, addPageBody.extend({ withPicture: z.boolean().optional() }));
    const added = await addPage(w, body);
    if (!body.withPicture) return c.json(added, 201);
    const newest = added.pages.reduce((a, b) => (b.id > a.id ? b : a));
    return c.json(await regeneratePage(w, newest.id, { what: 'image' }), 201);
  })
  .patch('/books/:id/pages/:pageId', async (c) => {
    const w = await who(c);
    return c.json(await patchPage(w, pageIdOf(c), readJson(c, patchPageBody)));
  })
  .delete('/books/:id/pages/:pageId', async (c) => {
    const w = await who(c);
    return c.json(await deletePage(w, pageIdOf(c)));
  })
  .post('/books/:id/pages/:pageId/move', async (c) => {
    const w = await who(c);
    return c.json(await movePage(w, pageIdOf(c), await readJson(c, movePageBody)));
  })
  .get('/books/:id/pages/:pageId/versions', async (c) => {
    const w = await who(c);
    return c.json({ versions: await pageHistory(w, pageIdOf(c)) });
  })
  .post('/books/:id/pages/:pageId/restore', async (c) => {
    const w = await who(c);
    return c.json(await restorePage(w, pageIdOf(c), await readJson(c, restorePageBody)));
  })
  .post('/books/:id/pages/:pageId/regenerate', async (c) => {
    const w = await who(c);
    return c.json(await regeneratePage(w, pageIdOf(c), await readJson(c, regenerateBody)));
  })
  .post('/books/:id/pages/:pageId/image', uploadBodyLimit('cover'), async (c) => {
    const w = await who(c);
    await editablePage(w, pageIdOf(c));
    const form = await readUploadForm(c);
    return c.json(await replacePicture(w, pageIdOf(c), form.file));
  });
