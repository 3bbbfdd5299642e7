import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses a JSON body with a zod schema; unknown fields are dropped (zod's default), never stored. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
  return parseOr400(schema, body);
}

export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const i of r.error.issues) fields[i.path.join('.') || '_'] ??= i.message;
  const first = Object.entries(fields)[0];
  throw new AppError(400, 'validation_error', first ? `${first[0]}: ${first[1]}` : 'Invalid request', fields);
}
