import { UPLOAD_LIMITS } from '@bookloom/core';

/**
 * What each kind of upload accepts. `cover`: a finished cover (spec: PNG or JPG, < 15 MB);
 * `reference`: a picture guiding image → image (covers and characters; spec: an image, < 10 MB).
 */
export const UPLOAD_KINDS = {
  cover: { maxBytes: UPLOAD_LIMITS.coverBytes, formats: ['png', 'jpeg'], maxSide: 2700 },
  reference: { maxBytes: UPLOAD_LIMITS.referenceBytes, formats: ['png', 'jpeg', 'webp'], maxSide: 1600 },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export type ImageFormat = 'png' | 'jpeg' | 'webp';

/**
 * Decoding stops before this many pixels (a 30000 × 30000 "bomb" is 900 M): 40 M is an 8000 × 5000
 * photo, about 160 MB decoded, so two uploads at once stay well within the memory budget.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Uploads decoded at once per process (each can take ~160 MB); others wait their turn. */
export const MAX_PARALLEL_DECODES = 2;
