# syntax=docker/dockerfile:1.7
# Image of the BFF, which also serves the built web app (WEB_DIST_DIR). Build from the repository root:
#   docker build -f deploy/docker/bff.Dockerfile -t envios/bff .
# Same stages as the service Dockerfiles, plus the Vite build of web/.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG PORT=3000

# ---- base: Node, quiet npm/Nx, no telemetry ---------------------------------------------------
FROM ${NODE_IMAGE} AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    SCARF_ANALYTICS=false \
    NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false
WORKDIR /app

# ---- manifests: the lockfile and every workspace package.json (the npm workspaces of package.json)
FROM base AS manifests
COPY . /src
RUN mkdir -p /manifests && cd /src \
 && cp --parents package.json package-lock.json libs/*/package.json services/*/package.json \
      bff/package.json web/package.json /manifests/

# ---- deps: production dependencies of the BFF and of the libs it uses ------------------------------
# `npm ci` rejects our lockfile (npm/cli#4828); `npm install` keeps the locked versions.
FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --no-audit --no-fund -w @envios/bff

# ---- build: all dependencies, then Nx builds the BFF, the web and their libs -----------------------
FROM base AS build
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund
COPY nx.json tsconfig.base.json .swcrc ./
COPY libs/ libs/
COPY bff/ bff/
COPY web/ web/
RUN npx nx run-many -t build -p @envios/bff @envios/web --outputStyle=static
RUN mkdir -p /out && cp -r --parents libs/*/dist bff/dist web/dist /out/

# ---- runtime: production node_modules + dist + the static web, non-root, no build tools ----------
FROM ${NODE_IMAGE} AS runtime
ARG PORT
LABEL org.opencontainers.image.title="envios-bff" \
      org.opencontainers.image.description="Envíos MX BFF (/api/v1) serving the web app"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT} \
    WEB_DIST_DIR=/app/web/dist \
    NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY --from=deps /app/ ./
COPY --from=build /out/ ./
WORKDIR /app/bff
# 1000:1000 is the image's `node` user; numeric so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/v1/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
