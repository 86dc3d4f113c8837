#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL server (cluster 15/main on 5432) as cluster
# 15/replica on port 5433, for the tests of DATABASE_READ_URL (.ci/run runs it, as root on Debian).
# Made with pg_basebackup -R from the primary, so it follows it as a production replica would.
# Idempotent: a running replica is kept.
set -euo pipefail
PORT=5433
# A running replica is kept only while it streams from the primary; one left from an earlier run
# that fell too far behind (the primary recycled the WAL it needs) is made again.
streaming() {
  su postgres -c "psql -p $PORT -tAc \"select count(*) from pg_stat_wal_receiver where status = 'streaming'\"" 2>/dev/null | grep -qx 1
}
if pg_lsclusters -h | awk '$2 == "replica" && $4 ~ /^online/' | grep -q . && streaming; then
  exit 0
fi
if ! pg_lsclusters -h | awk '$2 == "replica"' | grep -q .; then
  pg_createcluster 15 replica -p "$PORT" >/dev/null
fi
pg_ctlcluster 15 replica stop >/dev/null 2>&1 || true
DATA=/var/lib/postgresql/15/replica
rm -rf "$DATA"
su postgres -c "PGPASSWORD=habita pg_basebackup -h 127.0.0.1 -p 5432 -U postgres -D $DATA -R -X stream -c fast"
pg_ctlcluster 15 replica start
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p "$PORT" -q && break
  sleep 1
done
su postgres -c "psql -p $PORT -tAc 'select pg_is_in_recovery()'" | grep -q t
