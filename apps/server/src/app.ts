import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './app-env';
import { authHandler } from './auth/auth-handler';
import { CLIENT_IP_HEADER } from './auth/create-auth';
import { AppError } from './http/app-error';
import { apiNotFound, errorHandler } from './http/error-handler';
import { adminRoutes } from './routes/admin';
import { bookStreamRoutes } from './routes/book-stream';
import { bookRoutes } from './routes/books';
import { catalogRoutes } from './routes/catalog';
import { devApiRoutes, devOutboxRoutes } from './routes/dev';
import { exportApiRoutes } from './routes/export-api';
import { exportRoutes } from './routes/exports';
import { meRoutes } from './routes/me';
import { passwordResetRoutes } from './routes/password-reset';
import { pickerRoutes } from './routes/pickers';
import { staticWeb } from './routes/static-web';
import { systemRoutes } from './routes/system';

/** The whole HTTP surface, built from its dependencies so tests drive it with `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.log));
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  const api = new Hono<AppEnv>();
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError(413, 'payload_too_large', 'The request is too large.');
    },
  });
  // Only requests that carry a body pay for the check (it materialises the whole Request on Node).
  api.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    // better-auth rate-limits by client address: ours comes from the socket, overwriting any client value.
    let ip = '127.0.0.1';
    try {
      ip = getConnInfo(c).remote.address ?? ip;
    } catch {
      /* app.request() in tests has no socket */
    }
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip);
    return authHandler(c);
  });
  api.route('/', systemRoutes);
  api.route('/', catalogRoutes);
  api.route('/', meRoutes);
  api.route('/', passwordResetRoutes);
  api.route('/', devApiRoutes);
  api.route('/', bookStreamRoutes);
  api.route('/', bookRoutes);
  api.route('/', exportRoutes);
  api.route('/', pickerRoutes);
  api.route('/admin', adminRoutes);
  api.all('*', apiNotFound(deps.log));
  app.route('/api', api);

  app.route('/dev', devOutboxRoutes);
  app.route('/export-api', exportApiRoutes);
  if (deps.webDist) app.route('/', staticWeb(deps.webDist));
  return app;
}
