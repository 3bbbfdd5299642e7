/**
 * Upload rules shared by covers and characters: `uploadBodyLimit(kind)` on the route, `readUploadForm(c)`,
 * then `uploadGate.run(userId, () => processUpload({ bytes, name, kind }))` → a clean PNG/JPEG to store.
 */
export { type CleanImage, processUpload, type UploadInput } from './process-upload';
export { readUploadForm, uploadBodyLimit } from './read-upload';
export { ONLY_PNG_JPG, TOO_LARGE } from './upload-error';
export { createUploadGate, type UploadGate, uploadGate } from './upload-gate';
export { UPLOAD_KINDS, type UploadKind } from './upload-limits';
export { isUploadPath } from './upload-paths';
