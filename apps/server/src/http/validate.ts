import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';
import { API_BODY_LIMIT, payloadTooLarge } from './body-limit';
import { BodyTooLarge, readIncomingBody } from './node-incoming';

const utf8 = new TextDecoder(); // like Request.json(): a leading BOM is dropped, bad bytes become U+FFFD

/** The body parsed as JSON: from Node's stream when served by Node (no WHATWG Request), else the Request's. */
async function bodyJson(c: Context): Promise<unknown> {
  const bytes = readIncomingBody(c, API_BODY_LIMIT);
  if (!bytes) return c.req.json();
  try {
    return JSON.parse(utf8.decode(await bytes));
  } catch (e) {
    if (e instanceof BodyTooLarge) throw payloadTooLarge();
    throw e;
  }
}

/** Parses a JSON body with a zod schema; unknown fields are dropped (zod's default), never stored. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await bodyJson(c);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
  return parseOr400(schema, scrubStrings(body));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The safety net under every JSON body: NUL and lone surrogates cannot be stored by Postgres (a
 * 500 before), so they go from every string, keys included. Fields then apply their own rules
 * (@bookloom/core normalizeText: NFC, controls, bidi, visible length).
 */
export function scrubStrings(v: unknown): unknown {
  if (typeof v === 'string') return v.replace(UNSTORABLE, '');
  if (Array.isArray(v)) return v.map(scrubStrings);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [scrubStrings(k) as string, scrubStrings(x)]),
    );
  return v;
}

export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const i of r.error.issues) fields[i.path.join('.') || '_'] ??= i.message;
  const first = Object.entries(fields)[0];
  throw new AppError(400, 'validation_error', first ? `${first[0]}: ${first[1]}` : 'Invalid request', fields);
}
