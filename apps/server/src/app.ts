import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './app-env';
import { authHandler } from './auth/auth-handler';
import { CLIENT_IP_HEADER } from './auth/create-auth';
import { limitApiBody } from './http/body-limit';
import { clientAddress } from './http/client-address';
import { contentSecurityPolicy } from './http/content-security-policy';
import { csrfGuard } from './http/csrf-guard';
import { apiNotFound, errorHandler } from './http/error-handler';
import { httpMetrics } from './http/http-metrics';
import { noStoreJson } from './http/no-store';
import { requestId } from './http/request-id';
import { urlGuard } from './http/url-guard';
import { adminRoutes } from './routes/admin';
import { adminBillingRoutes } from './routes/admin-billing';
import { adminCharacterRoutes } from './routes/admin-characters';
import { adminCoverRoutes } from './routes/admin-covers';
import { adminDashboardRoutes } from './routes/admin-dashboard';
import { adminSampleRoutes } from './routes/admin-samples';
import { adminTestimonialRoutes } from './routes/admin-testimonials';
import { adminToolRoutes } from './routes/admin-tools';
import { apiTokenRoutes } from './routes/api-tokens';
import { billingRoutes } from './routes/billing';
import { bookEditorRoutes } from './routes/book-editor';
import { bookGalleryRoutes } from './routes/book-gallery';
import { bookStreamRoutes } from './routes/book-stream';
import { bookRoutes } from './routes/books';
import { catalogRoutes } from './routes/catalog';
import { characterRoutes } from './routes/characters';
import { contactRoutes } from './routes/contact';
import { contentPolicyRoutes } from './routes/content-policy';
import { coverRoutes } from './routes/covers';
import { devApiRoutes, devOutboxRoutes } from './routes/dev';
import { devStatusRoutes } from './routes/dev-status';
import { exportApiRoutes } from './routes/export-api';
import { exportRoutes } from './routes/exports';
import { galleryRoutes } from './routes/gallery';
import { galleryAdminRoutes } from './routes/gallery-admin';
import { landingRoutes } from './routes/landing';
import { meRoutes } from './routes/me';
import { metricsRoutes } from './routes/metrics';
import { passwordResetRoutes } from './routes/password-reset';
import { pickerRoutes } from './routes/pickers';
import { staticWeb } from './routes/static-web';
import { supportChatRoutes } from './routes/support-chat';
import { systemRoutes } from './routes/system';
import { testCheckoutRoutes } from './routes/test-checkout';
import { isUploadPath } from './services/uploads';

/** The whole HTTP surface, built from its dependencies so tests drive it with `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.log));
  app.use('*', requestId);
  app.use('*', httpMetrics);
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false }));
  app.use('*', contentSecurityPolicy);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  const api = new Hono<AppEnv>();
  api.use('*', noStoreJson);
  // Only requests that carry a body pay for the check.
  api.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || isUploadPath(c.req.path)
      ? next()
      : limitApiBody(c, next),
  );
  api.use('*', csrfGuard);
  api.use('*', urlGuard);
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    // better-auth rate-limits by client address: ours (socket, or X-Forwarded-For as far as TRUST_PROXY
    // allows) overwrites any client value.
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientAddress(c, deps.env.TRUST_PROXY));
    return authHandler(c);
  });
  api.route('/', systemRoutes);
  api.route('/', metricsRoutes);
  api.route('/', catalogRoutes);
  api.route('/', meRoutes);
  api.route('/', passwordResetRoutes);
  api.route('/', devApiRoutes);
  api.route('/', bookStreamRoutes);
  api.route('/', bookRoutes);
  api.route('/', bookEditorRoutes);
  api.route('/', exportRoutes);
  api.route('/', pickerRoutes);
  api.route('/', characterRoutes);
  api.route('/', apiTokenRoutes);
  api.route('/', coverRoutes);
  api.route('/', contentPolicyRoutes);
  api.route('/', galleryRoutes);
  api.route('/admin/gallery', galleryAdminRoutes);
  api.route('/admin/samples', adminSampleRoutes);
  api.route('/admin/characters', adminCharacterRoutes);
  api.route('/admin/covers', adminCoverRoutes);
  api.route('/admin/testimonials', adminTestimonialRoutes);
  api.route('/', bookGalleryRoutes);
  api.route('/', billingRoutes);
  api.route('/', contactRoutes);
  api.route('/', supportChatRoutes);
  api.route('/', landingRoutes);
  api.route('/admin', adminRoutes);
  api.route('/admin', adminBillingRoutes);
  api.route('/admin', adminDashboardRoutes);
  api.route('/admin', adminToolRoutes);
  api.route(
    '/',
    devStatusRoutes((path, init) => Promise.resolve(app.request(path, init))),
  );
  api.all('*', apiNotFound(deps.log));
  app.route('/api', api);

  app.route('/dev', devOutboxRoutes);
  app.route('/export-api', exportApiRoutes);
  app.route('/billing', testCheckoutRoutes);
  if (deps.webDist) app.route('/', staticWeb(deps.webDist));
  return app;
}
