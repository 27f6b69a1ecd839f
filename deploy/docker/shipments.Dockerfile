# syntax=docker/dockerfile:1.7
# Image of the shipments service. Build from the repository root:
#   docker build -f deploy/docker/shipments.Dockerfile -t envios/shipments .
# The six service Dockerfiles are the same file except for the SERVICE and PORT defaults below
# (PORT = the port deploy/local/apps.sh gives the service). Keep them in step.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG SERVICE=shipments
ARG PORT=3103

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
# Extracted in their own stage so the install layers below are reused until a manifest changes.
FROM base AS manifests
COPY . /src
RUN mkdir -p /manifests && cd /src \
 && cp --parents package.json package-lock.json libs/*/package.json services/*/package.json \
      bff/package.json web/package.json /manifests/

# ---- deps: production dependencies of this service and of the libs it uses ----------------------
# `npm ci` rejects our lockfile (npm/cli#4828, other platforms' optional binaries); `npm install`
# keeps the locked versions. Native modules (argon2, msgpackr-extract) use their prebuilt binaries.
FROM base AS deps
ARG SERVICE
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --no-audit --no-fund -w "@envios/${SERVICE}"

# ---- build: all dependencies, then Nx builds the service and its libs (dependsOn ^build) ----------
FROM base AS build
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund
COPY nx.json tsconfig.base.json .swcrc ./
COPY libs/ libs/
ARG SERVICE
COPY services/${SERVICE}/ services/${SERVICE}/
RUN npx nx run "@envios/${SERVICE}:build" --outputStyle=static
# Stage what the runtime needs: compiled libs and service, plus the service's data files if it has any.
RUN mkdir -p /out \
 && cp -r --parents libs/*/dist "services/${SERVICE}/dist" /out/ \
 && if [ -d "services/${SERVICE}/data" ]; then cp -r --parents "services/${SERVICE}/data" /out/; fi

# ---- runtime: production node_modules + dist, non-root, no build tools -----------------------------
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG PORT
LABEL org.opencontainers.image.title="envios-${SERVICE}" \
      org.opencontainers.image.description="Envíos MX ${SERVICE} service"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT} \
    NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY --from=deps /app/ ./
COPY --from=build /out/ ./
COPY deploy/docker/create-topics.cjs deploy/docker/create-topics.cjs
WORKDIR /app/services/${SERVICE}
# 1000:1000 is the image's `node` user; numeric so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
