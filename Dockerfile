# syntax=docker/dockerfile:1
# The site as one image: `npm run build` makes a self-contained `.next/standalone` folder, and
# the runtime image holds only that folder on Node.js 24 (LTS). compose.yaml runs it as several
# instances on PostgreSQL behind nginx (docs/operations.md).
#
#   docker build --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com -t northbridge-site .

ARG NODE_IMAGE=node:24-bookworm-slim

# Dependencies, from the lockfile alone so this layer is reused until package-lock.json changes.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# The QA and asset tooling is an npm workspace (tools/, decision 037): the lockfile names it, so
# `npm ci` needs its package.json. The build and the image use none of its packages.
COPY tools/package.json ./tools/
# No install scripts: the build needs none (esbuild and sharp come as prebuilt per-platform
# packages), and npm versions before package.json#allowScripts would otherwise run the denied
# ones (a native libpq compile and downloads; docs/security.md).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# NEXT_PUBLIC_ values are written into the pages and scripts at build time. Empty: the pages
# name https://northbridge.example, and the server warns that links in e-mail lead nowhere.
ARG NEXT_PUBLIC_SITE_URL=
ENV NEXT_TELEMETRY_DISABLED=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ARG NEXT_PUBLIC_SITE_URL=
# The server reads NEXT_PUBLIC_SITE_URL at run time too (cookies, links in e-mails): the value
# the pages were built with, unless the deployment says otherwise (it should say the same).
# Left empty, the server says so at start and REQUIRE_SECRETS=1 refuses to start.
# HOST: the server listens on loopback by default (server/serve.mjs); in a container it must
# listen on the container's network, where nginx (compose.yaml) reaches it.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL}
# The image's unprivileged `node` user (uid 1000) runs the site. It owns the app folder because
# Next.js writes pages it renders on demand and then caches into .next/; /data holds the
# embedded database and generated secrets when DATABASE_URL and the secrets are not set.
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
VOLUME ["/data"]
EXPOSE 3000
# Healthy once migrations have run and the database answers (503 while it does not).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server finishes requests in flight, stops the mail worker and closes the pool on SIGTERM.
STOPSIGNAL SIGTERM
CMD ["node", "server/serve.mjs"]
