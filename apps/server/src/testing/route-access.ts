/**
 * Who may call each operation of /api/openapi.json — the one table the authorization matrix test
 * (routes/authorization-matrix.test.ts) checks every route against. A route in the document
 * without a line here fails that test: add one when you add a route.
 *
 * - public: anyone, signed in or not (never 401/404).
 * - signed-in: any signed-in user, each seeing only their own things; anonymous → 401.
 * - owner: the owner of the id in the path; anonymous → 401, everyone else (admins too) → 404.
 * - admin: admins only; everyone else → 404 (existence not disclosed).
 * - token: an export API token (/account); no token → 401, another user's token → 404, a session → 401.
 */
export type Access = 'public' | 'signed-in' | 'owner' | 'admin' | 'token';

/** Ids of the owner's things, made before the matrix runs. */
export type Fixture = {
  bookId: string;
  jobId: string;
  spareBookId: string;
  exportId: string;
  promptId: string;
  templateId: string;
  characterId: string;
  spareCharacterId: string;
  tokenId: string;
};

export type RouteAccess = {
  access: Access;
  params?: (f: Fixture) => Record<string, string>;
  query?: (f: Fixture) => Record<string, string>;
  body?: (f: Fixture) => unknown;
  /** Server-sent events: only the status is checked, the stream is closed at once. */
  stream?: boolean;
  /** Anonymous answer when not the kind's default (e.g. 404 for private images a signed-out viewer asks for). */
  anonymous?: number;
  /**
   * Exact answers for roles whose request cannot succeed here (an upload route sent JSON, an admin action
   * on an id that is not a gallery item): the access rule is still checked for every other role.
   */
  expect?: Partial<Record<'owner' | 'other' | 'admin', number>>;
};

const book = { title: 'Matrix', author: 'Ada', type: 'dinosaurs', description: 'A dinosaur.', pages: 4 };

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'POST /api/client-log': { access: 'public', body: () => ({ kind: 'not_found', path: '/nowhere' }) },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/estimate': { access: 'public', query: () => ({ pages: '8' }) },
  'GET /api/limits': { access: 'public' },
  'GET /api/kdp-presets': { access: 'public' },
  'POST /api/password-reset/complete': {
    access: 'public',
    body: () => ({ token: 'not-a-token', newPassword: 'secret12' }),
  },
  'GET /api/me': { access: 'signed-in' },
  'GET /api/me/usage': { access: 'signed-in' },
  'PATCH /api/me': { access: 'signed-in', body: () => ({ name: 'Renamed' }) },
  'GET /api/transactions': { access: 'signed-in' },
  'GET /api/history': { access: 'signed-in' },
  'GET /api/prompt-history': { access: 'signed-in', query: () => ({ kind: 'story' }) },
  'DELETE /api/prompt-history/{id}': { access: 'owner', params: (f) => ({ id: f.promptId }) },
  'GET /api/templates-list': { access: 'signed-in' },
  'GET /api/templates/{id}/image': { access: 'owner', anonymous: 404, params: (f) => ({ id: f.templateId }) },
  'GET /api/characters/pickable': { access: 'signed-in' },
  'GET /api/characters/{id}/image': {
    access: 'owner',
    anonymous: 404,
    params: (f) => ({ id: f.characterId }),
  },
  'GET /api/characters': { access: 'signed-in' },
  'POST /api/characters': {
    access: 'signed-in',
    body: () => ({ name: 'Matrix', description: 'A brave little fox with a red scarf.' }),
  },
  'GET /api/characters/{id}': { access: 'owner', anonymous: 404, params: (f) => ({ id: f.characterId }) },
  'POST /api/characters/{id}/images': {
    access: 'owner',
    params: (f) => ({ id: f.characterId }),
    body: () => ({}),
  },
  'POST /api/characters/{id}/save-prompt': { access: 'owner', params: (f) => ({ id: f.characterId }) },
  'DELETE /api/characters/{id}': { access: 'owner', params: (f) => ({ id: f.spareCharacterId }) },
  'GET /api/character-gallery': { access: 'public' },
  'POST /api/generate': { access: 'signed-in', body: () => book },
  'POST /api/one-click': {
    access: 'signed-in',
    body: () => ({ storyType: 'adventure', idea: 'A brave fox.' }),
  },
  'GET /api/books': { access: 'signed-in' },
  'GET /api/books/{id}': { access: 'owner', params: (f) => ({ id: f.bookId }) },
  'GET /api/books/{id}/files/{name}': {
    access: 'owner',
    params: (f) => ({ id: f.bookId, name: 'cover.png' }),
  },
  'DELETE /api/books/{id}': { access: 'owner', params: (f) => ({ id: f.spareBookId }) },
  'POST /api/books/{id}/export': {
    access: 'owner',
    params: (f) => ({ id: f.bookId }),
    body: () => ({ format: 'pdf' }),
  },
  'GET /api/books/{id}/editor': { access: 'owner', params: (f) => ({ id: f.bookId }) },
  'GET /api/books/{id}/export-status': { access: 'owner', params: (f) => ({ id: f.bookId }) },
  'PATCH /api/books/{id}/details': {
    access: 'owner',
    params: (f) => ({ id: f.bookId }),
    body: () => ({ subtitle: 'Edited in the matrix' }),
  },
  'POST /api/books/{id}/pages': {
    access: 'owner',
    params: (f) => ({ id: f.bookId }),
    body: () => ({ text: 'A page added by the matrix.' }),
  },
  'PATCH /api/books/{id}/pages/{pageId}': {
    access: 'owner',
    params: (f) => ({ id: f.bookId, pageId: '1' }),
    body: () => ({ version: 1, text: 'Edited by the matrix.' }),
  },
  'DELETE /api/books/{id}/pages/{pageId}': {
    access: 'owner',
    params: (f) => ({ id: f.bookId, pageId: '5' }),
  },
  'POST /api/books/{id}/pages/{pageId}/move': {
    access: 'owner',
    params: (f) => ({ id: f.bookId, pageId: '2' }),
    body: () => ({ position: 0 }),
  },
  'GET /api/books/{id}/pages/{pageId}/versions': {
    access: 'owner',
    params: (f) => ({ id: f.bookId, pageId: '1' }),
  },
  'POST /api/books/{id}/pages/{pageId}/restore': {
    access: 'owner',
    params: (f) => ({ id: f.bookId, pageId: '1' }),
    body: () => ({ version: 1 }),
  },
  'POST /api/books/{id}/pages/{pageId}/regenerate': {
    access: 'owner',
    params: (f) => ({ id: f.bookId, pageId: '3' }),
    body: () => ({ what: 'image' }),
  },
  'POST /api/books/{id}/pages/{pageId}/image': {
    access: 'owner',
    params: (f) => ({ id: f.bookId, pageId: '1' }),
    expect: { owner: 400 },
  },
  'GET /api/exports/{id}/download': { access: 'owner', params: (f) => ({ id: f.exportId }) },
  'GET /api/stream': { access: 'owner', stream: true, query: (f) => ({ jobId: f.jobId }) },
  'GET /api/books/events': { access: 'signed-in', stream: true },
  'GET /api/admin/ping': { access: 'admin' },
  'GET /api/metrics': { access: 'admin' },
  'GET /api/api-tokens': { access: 'signed-in' },
  'POST /api/api-tokens': { access: 'signed-in', body: () => ({ name: 'Matrix tool' }) },
  'DELETE /api/api-tokens/{id}': { access: 'owner', params: (f) => ({ id: f.tokenId }) },
  'GET /api/ready': { access: 'public' },
  'GET /api/landing/covers': { access: 'public' },
  'GET /api/landing/testimonials': { access: 'public', query: () => ({ lang: 'fr' }) },
  'GET /api/admin/testimonials': { access: 'admin' },
  'POST /api/admin/testimonials': {
    access: 'admin',
    body: () => ({ quote: 'A real quote.', authorName: 'Matrix', language: 'en' }),
    expect: { admin: 201 },
  },
  'DELETE /api/admin/testimonials/{id}': {
    access: 'admin',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    expect: { admin: 404 },
  },
  'GET /api/gallery/covers': { access: 'public' },
  'POST /api/contact': {
    access: 'public',
    body: () => ({ email: 'matrix@example.com', message: 'Hello from the authorization matrix.' }),
  },
  'POST /api/support/chat': {
    access: 'public',
    body: () => ({ sessionId: 'matrix-session-0001', message: 'How do credits work?' }),
  },
  'POST /api/stripe/webhook': { access: 'public', body: () => ({ type: 'checkout.session.completed' }) },
  'POST /api/billing/checkout': { access: 'signed-in', body: () => ({ packageId: 'creator' }) },
  'GET /api/billing/purchases': { access: 'signed-in' },
  'POST /api/admin/purchases/{reference}/refund': {
    access: 'admin',
    params: () => ({ reference: 'cs_test_unknown' }),
    expect: { admin: 404 },
  },
  'POST /api/content-policy': {
    access: 'signed-in',
    body: () => ({ content: 'A brave little fox in a snowy forest.', type: 'cover' }),
  },
  'GET /api/covers': { access: 'signed-in' },
  'GET /api/covers/{id}': { access: 'owner', params: (f) => ({ id: f.templateId }) },
  'GET /api/covers/{id}/image': { access: 'owner', params: (f) => ({ id: f.templateId }) },
  'POST /api/covers/{id}/save-prompt': { access: 'owner', params: (f) => ({ id: f.templateId }) },
  'DELETE /api/covers/{id}': { access: 'owner', params: (f) => ({ id: f.templateId }) },
  'POST /api/covers/upload': { access: 'signed-in', expect: { owner: 400 } },
  'POST /api/covers/generate': {
    access: 'signed-in',
    body: () => ({
      title: 'Matrix',
      category: 'Animals',
      description: 'A brave little fox crossing a snowy forest at dawn.',
    }),
  },
  'POST /api/admin/gallery/reseed': { access: 'admin', expect: { admin: 202 } },
  'POST /api/admin/gallery/{id}/variations': {
    access: 'admin',
    params: (f) => ({ id: f.templateId }),
    expect: { admin: 404 },
  },
  'GET /api/admin/stats': { access: 'admin' },
  'POST /api/admin/cleanup/{action}': {
    access: 'admin',
    params: () => ({ action: 'stuck-books' }),
    body: () => ({ dryRun: true }),
  },
  'POST /api/admin/cover-test': {
    access: 'admin',
    body: () => ({ title: 'Matrix', author: 'Ada', subtitle: null, style: 'children' }),
  },
  'GET /api/dev/status': { access: 'admin' },
  'GET /api/book-gallery': { access: 'public' },
  // Not a published sample book (the fixture's book is a user's): 404 to everyone.
  'GET /api/book-gallery/{id}': {
    access: 'public',
    params: (f) => ({ id: f.bookId }),
    anonymous: 404,
    expect: { owner: 404, other: 404, admin: 404 },
  },
  'GET /api/book-gallery/{id}/files/{name}': {
    access: 'public',
    params: (f) => ({ id: f.bookId, name: 'cover.png' }),
    anonymous: 404,
    expect: { owner: 404, other: 404, admin: 404 },
  },
  'GET /api/book-gallery/{id}/download/{format}': {
    access: 'public',
    params: (f) => ({ id: f.bookId, format: 'pdf' }),
    anonymous: 404,
    expect: { owner: 404, other: 404, admin: 404 },
  },
  // No story type: the admin gets the field error (400) and no run starts in the matrix's worker (samples.test.ts runs one).
  'POST /api/admin/samples/generate': {
    access: 'admin',
    body: () => ({ storyTypes: [] }),
    expect: { admin: 400 },
  },
  'GET /api/admin/samples/runs': { access: 'admin' },
  'GET /api/admin/samples/runs/{id}': {
    access: 'admin',
    params: (f) => ({ id: f.bookId }),
    expect: { admin: 404 },
  },
  'GET /api/admin/samples': { access: 'admin' },
  'POST /api/admin/samples/{id}/publish': {
    access: 'admin',
    params: (f) => ({ id: f.bookId }),
    expect: { admin: 404 },
  },
  'POST /api/admin/samples/{id}/unpublish': {
    access: 'admin',
    params: (f) => ({ id: f.bookId }),
    expect: { admin: 404 },
  },
  'DELETE /api/admin/samples/{id}': {
    access: 'admin',
    params: (f) => ({ id: f.bookId }),
    expect: { admin: 404 },
  },
  'GET /api/admin/characters': { access: 'admin' },
  // No selection: the admin gets the field error (400), and no run starts in the matrix's worker.
  'POST /api/admin/characters/generate': {
    access: 'admin',
    body: () => ({ selectedCharacters: [] }),
    expect: { admin: 400 },
  },
  // The fixture's character is a user's, not a gallery one: 404 to the admin too.
  'DELETE /api/admin/characters/{id}': {
    access: 'admin',
    params: (f) => ({ id: f.characterId }),
    expect: { admin: 404 },
  },
  'GET /api/admin/covers/templates': { access: 'admin' },
  'GET /api/admin/covers/runs': { access: 'admin' },
  // Max Total 0: the admin gets the field error (400), and no run starts in the matrix's worker.
  'POST /api/admin/covers/generate': {
    access: 'admin',
    body: () => ({ categories: ['Animals'], maxTotal: 0 }),
    expect: { admin: 400 },
  },
  // A dry run: it counts and changes nothing, so the matrix's fixtures stay as they are.
  'POST /api/admin/covers/quick-fix': { access: 'admin', body: () => ({ dryRun: true }) },
  // The fixture's template is a user's cover, not a gallery one: 404 to the admin too.
  'DELETE /api/admin/covers/templates/{id}': {
    access: 'admin',
    params: (f) => ({ id: f.templateId }),
    expect: { admin: 404 },
  },
  'POST /export-api/export': { access: 'token', body: (f) => ({ bookId: f.bookId, format: 'pdf' }) },
};
