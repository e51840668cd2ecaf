# The service's image: Node 24 LTS runs the TypeScript sources directly (type stripping), so there is
# no build step, only the production dependencies. One image for every process: the default command
# is the embedded service (`npm start`); distributed mode runs the same image with another command
# (node gateway/src/distributed/main.ts command|query|projectors|relay|gateway, see docker-compose.yml).
# No secret is baked in: every setting comes from the environment at run time (README, Settings).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY projectors/package.json projectors/
COPY command-service/package.json command-service/
COPY query-service/package.json query-service/
COPY site/package.json site/
COPY gateway/package.json gateway/
# Exactly the lock file's production dependencies (libsql ships its prebuilt binary as a package).
# Source maps and the musl build of libsql (this image is glibc) are dead weight at run time.
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 && find node_modules shared/node_modules -name '*.map' -type f -delete \
 && rm -rf node_modules/@libsql/linux-*-musl

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
# A typeface for the social cards' text (sharp's librsvg finds it through fontconfig; without one the
# cards draw boxes in place of letters): DejaVu Sans, and fontconfig's configuration that lists it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fontconfig-config fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
COPY --from=dependencies /app ./
# Sources only: tests, docs, scripts and dev files stay out (.dockerignore).
COPY . .
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as the main process, so SIGTERM reaches the service's graceful shutdown directly.
CMD ["node", "gateway/src/main.ts"]
