# syntax=docker/dockerfile:1
# One image for every role: `npm start` with ROLE=all (default), ROLE=api or ROLE=worker (docs/deploy.md).
# Exports are pure JavaScript (pdfkit, our EPUB writer, sharp's prebuilt libvips): no browser, no system fonts.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY packages/db/package.json packages/db/
COPY packages/ai/package.json packages/ai/
COPY packages/export/package.json packages/export/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (Vite) and the server bundle (esbuild): what `npm start` would build on its first run.
RUN npm run build \
 && node -e "import('./scripts/build-server.mjs').then((m) => m.buildServer())" \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libuv's pool running sharp and resvg) its own
# arena and keeps what it freed; two arenas keep an export's peak ~50 MB lower at the same speed (decision 0032a).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Same absolute paths as the build stage: the bundle resolves migrations and fonts relative to /app.
# (Sources stay: start.mjs sees the bundle is newer and runs it without rebuilding.)
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Readiness of whichever port this role serves (a worker: WORKER_PORT, else PORT).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.ROLE==='worker'&&process.env.WORKER_PORT||process.env.PORT)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "start"]
