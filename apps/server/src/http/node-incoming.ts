import type { IncomingMessage } from 'node:http';

/** What @hono/node-server passes as `c.env`: the Node request (absent under `app.request()` in tests). */
type NodeEnv = { incoming?: IncomingMessage & { rawBody?: Buffer } };

export const incomingOf = (c: { env?: unknown }) => (c.env as NodeEnv | undefined)?.incoming;

/**
 * A request header (lower-case name) read from Node's own headers when served by Node, else from the request
 * (`app.request()` in tests). On @hono/node-server, `c.req.header()` or `c.req.raw.headers` builds a full WHATWG
 * Request and Headers (and an AbortSignal) on first use, which dominated /api/me and cost every PATCH.
 */
export function requestHeader(
  c: { env?: unknown; req: { header(name: string): string | undefined } },
  name: string,
): string | undefined {
  const incoming = incomingOf(c);
  if (!incoming) return c.req.header(name);
  const v = incoming.headers[name];
  return Array.isArray(v) ? v.join('; ') : v;
}

/**
 * The body's declared size when Node will hold the body to it (Content-Length without Transfer-Encoding:
 * Node's parser then reads exactly that many bytes); undefined otherwise (chunked, or not served by Node).
 */
export function declaredBodySize(c: { env?: unknown }): number | undefined {
  const incoming = incomingOf(c);
  if (!incoming || incoming.headers['transfer-encoding'] !== undefined) return undefined;
  const length = incoming.headers['content-length'];
  return length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined;
}

/**
 * The body's bytes straight from Node's stream, without a WHATWG Request and its web stream (most of a small
 * JSON request's cost). Undefined when the stream was already read (a Request took it): the caller reads the
 * Request. The bytes are left as `rawBody`, which @hono/node-server uses if a Request is made later.
 */
export function readIncomingBody(c: { env?: unknown }, maxBytes: number): Promise<Buffer> | undefined {
  const incoming = incomingOf(c);
  if (!incoming || incoming.readableDidRead || incoming.readableEnded) return undefined;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Over the limit: drained but not kept (the connection stays usable), then refused.
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    incoming.once('error', reject);
    incoming.once('end', () => {
      if (size > maxBytes) return reject(new BodyTooLarge());
      const body = Buffer.concat(chunks, size);
      incoming.rawBody = body;
      resolve(body);
    });
  });
}

export class BodyTooLarge extends Error {}
