/**
 * Routes that take a picture upload: the API's 1 MB body limit steps aside for them, and each applies
 * `uploadBodyLimit(kind)` itself (15 MB cover, 10 MB reference). Add a route here when it takes a file.
 */
const UPLOAD_PATHS = new Set(['/api/covers/upload', '/api/covers/generate', '/api/characters']);
/** Upload routes with ids in the path (the book editor's picture replacement). */
const UPLOAD_PATTERNS = [/^\/api\/books\/[^/]+\/pages\/[^/]+\/image$/];

export const isUploadPath = (path: string) =>
  UPLOAD_PATHS.has(path) || UPLOAD_PATTERNS.some((re) => re.test(path));
