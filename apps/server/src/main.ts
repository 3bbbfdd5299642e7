import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { DatabaseUnreachableError, DataDirLockedError } from '@bookloom/db';
import { serve } from '@hono/node-server';
import { boot } from './boot';
import { type Env, EnvError, readEnv } from './env';
import { isLoopback } from './http/client-address';
import { StorageUnreachableError } from './storage/storage-errors';

function devRoutesNotice(env: Env) {
  if (env.NODE_ENV === 'production') return 'development routes are off (NODE_ENV=production)';
  if (!isLoopback(env.HOST ?? '127.0.0.1'))
    return `development routes are off: HOST=${env.HOST} is not loopback`;
  return 'development routes (/dev/outbox for admins, /api/dev/add-credits, the test checkout without Stripe keys) answer loopback connections only';
}

/** Requests in flight get this long to finish after SIGTERM; then their connections are cut. */
const DRAIN_MS = 10_000;

/** `npm start`: the API and web app (ROLE=all|api) and/or the job worker (ROLE=all|worker). */
async function main() {
  const env = readEnv();
  const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const started = await boot(env, { webDist });
  const port = env.ROLE === 'worker' ? (env.WORKER_PORT ?? env.PORT) : env.PORT;
  // Loopback unless HOST says otherwise: the embedded defaults are a local app with open dev routes.
  const hostname = env.HOST ?? '127.0.0.1';
  // serve() gives an http.Server here (no TLS/HTTP2 options), which has the connection-closing methods below.
  const server = serve({ fetch: started.app.fetch, port, hostname }, (info) => {
    started.log.info('Bookloom is running', {
      url: `http://localhost:${info.port}`,
      listening: `${hostname}:${info.port}`,
      db: started.database.kind,
      role: env.ROLE,
    });
    started.log.info(devRoutesNotice(env));
  }) as Server;
  // Idle keep-alive sockets outlive the client's and a load balancer's (60 s on common ones): a server that closes
  // first races a request already sent on that socket, which the client sees as ECONNRESET (seen in the scale bench).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    started.log.info('stopping', { signal });
    // Readiness off first and live streams ended, then no new connections; requests in flight finish (bounded).
    await started.drain();
    await new Promise<void>((resolve) => {
      const cut = setTimeout(() => {
        started.log.warn('requests still running after the drain period; closing their connections');
        server.closeAllConnections();
        resolve();
      }, DRAIN_MS);
      cut.unref();
      // Connections whose last response ends during the drain (an SSE stream just closed) turn idle later:
      // close them as they do, instead of leaving them to the keep-alive timeout.
      const idle = setInterval(() => server.closeIdleConnections(), 200);
      idle.unref();
      server.close(() => {
        clearTimeout(cut);
        clearInterval(idle);
        resolve();
      });
      server.closeIdleConnections();
    });
    // A worker stops polling and waits (10 s) for its running jobs; one still running is handed back to the
    // queue at once for another worker (start-jobs.ts handBack; a book reuses its pictures, charged once).
    await started.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  if (
    e instanceof EnvError ||
    e instanceof DataDirLockedError ||
    e instanceof DatabaseUnreachableError ||
    e instanceof StorageUnreachableError
  ) {
    process.stderr.write(`\n${e.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(`Bookloom failed to start: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
