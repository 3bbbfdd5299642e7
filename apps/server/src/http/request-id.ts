import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { requestHeader } from './node-incoming';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What the logger adds to every line written while a request (or a job it queued) runs. */
type RequestContext = { requestId: string };
const context = new AsyncLocalStorage<RequestContext>();

/** The id of the request (or job) this code runs for, if any. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** Runs `fn` with a request id (a job runs with the id of the request that queued it). */
export const withRequestId = <T>(requestId: string, fn: () => T): T => context.run({ requestId }, fn);

// A proxy's or client's id is kept only when it is short and plain: it goes into every log line and header.
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming X-Request-Id when valid, else a new UUID. */
export const requestIdOf = (incoming: string | null | undefined) =>
  incoming && VALID_ID.test(incoming) ? incoming : randomUUID();

/** Every response carries X-Request-Id, and every log line written for the request carries it too. */
export const requestId = createMiddleware(async (c, next) => {
  // From Node's own headers: c.req.header() would build a WHATWG Headers copy of them for every request.
  const id = requestIdOf(requestHeader(c, 'x-request-id'));
  await withRequestId(id, next);
  c.res.headers.set(REQUEST_ID_HEADER, id);
});
