# syntax=docker/dockerfile:1
# Hearth: one Node 22 process serving the API and the built web app. Build: `docker build -t hearth .`
# Run with compose.yaml (PostgreSQL and an S3-compatible store), or alone on the embedded PGlite in /data.

ARG NODE_IMAGE=node:22-bookworm-slim

# Every dependency, dev included: the web build (vite) and the server build (esbuild) need them.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# The web (apps/web/dist) and the server bundle (apps/api/dist), with the files it reads beside it.
FROM deps AS build
COPY . .
RUN npm run build && npm run build:server

# Production dependencies of the API only: no vite, no tsx-run sources, no web packages.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace @hearth/api --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
# Packages whose versions clash with the root's are nested under the workspace (sanitize-html, ical-generator...).
COPY --from=prod-deps --chown=root:root /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build --chown=root:root /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
# The code belongs to root and is read-only to the app; only DATA_DIR (PGlite, disk blobs, secrets, logs) is its own.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: readiness (/api/ready) is for the load balancer, which should stop routing, not restart.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node directly (not npm) so SIGTERM reaches the server and its graceful shutdown.
CMD ["node", "apps/api/dist/server.mjs"]
