#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL server (cluster 15/main on 5432) as cluster
# 15/replica on port 5433, for the tests of DATABASE_READ_URL (.ci/run runs it, as root on Debian).
# Made with pg_basebackup -R from the primary, so it follows it as a production replica would.
# Idempotent: a running replica is kept.
set -euo pipefail
PORT=5433
if pg_lsclusters -h | awk '$2 == "replica" && $4 ~ /^online/' | grep -q .; then
  exit 0
fi
if ! pg_lsclusters -h | awk '$2 == "replica"' | grep -q .; then
  pg_createcluster 15 replica -p "$PORT" >/dev/null
fi
DATA=/var/lib/postgresql/15/replica
rm -rf "$DATA"
su postgres -c "PGPASSWORD=habita pg_basebackup -h 127.0.0.1 -p 5432 -U postgres -D $DATA -R -X stream -c fast"
pg_ctlcluster 15 replica start
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p "$PORT" -q && break
  sleep 1
done
su postgres -c "psql -p $PORT -tAc 'select pg_is_in_recovery()'" | grep -q t
