import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';
import { declaredBodySize } from './node-incoming';

/** The largest JSON body the API reads (uploads have their own limits). */
export const API_BODY_LIMIT = 1024 * 1024;

export const payloadTooLarge = () => new AppError(413, 'payload_too_large', 'The request is too large.');

const counted = bodyLimit({
  maxSize: API_BODY_LIMIT,
  onError: () => {
    throw payloadTooLarge();
  },
});

/**
 * The API's body limit. When Node holds the body to its declared Content-Length, the header decides at once
 * and nothing is read here (hono's bodyLimit would build the whole WHATWG Request first); otherwise (chunked,
 * or not served by Node) hono's bodyLimit counts the bytes.
 */
export function limitApiBody(c: Context, next: Next) {
  const declared = declaredBodySize(c);
  if (declared === undefined) return counted(c, next);
  if (declared > API_BODY_LIMIT) throw payloadTooLarge();
  return next();
}
