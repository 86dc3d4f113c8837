#!/usr/bin/env bash
# The server the end-to-end tests drive: the built web app on a fresh embedded database with
# demo data, in a folder of its own so a developer's ./data is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-4173}"
DATA="${E2E_DATA_DIR:-.e2e-data}"
WEB="${E2E_WEB_DIR:-dist/web}"
rm -rf "$DATA"
npx vite build --logLevel warn --outDir "$(realpath -m "$WEB")" --emptyOutDir
# The public pages' server rendering, beside the web app (the server looks for it there).
node scripts/build-ssr.mjs "$(dirname "$(realpath -m "$WEB")")/ssr"
# The server as production runs it: bundled, plain node, no TypeScript loader.
node scripts/build-server.mjs
# The admin the tests log in as (e2e/support/admin-session.ts); mails go to "$DATA/outbox";
# no map tiles (the machine has no network), the maps draw their pins only. Every browser test
# comes from 127.0.0.1, so the per-client mail limit is raised: the limits have tests of their own.
exec env DATA_DIR="$DATA" WEB_DIR="$WEB" PORT="$PORT" HOST=127.0.0.1 DATABASE_URL= SMTP_URL= LOG_LEVEL=warn \
  ADMIN_EMAIL=admin@habita.test ADMIN_PASSWORD=Habita-e2e-admin-2026 PUBLIC_URL="http://127.0.0.1:$PORT" MAP_TILE_URL= RATE_LIMIT_MAIL_PER_IP=1000 RATE_LIMIT_PUBLIC_FORMS_PER_IP=1000 \
  node --enable-source-maps dist/server/main.js
