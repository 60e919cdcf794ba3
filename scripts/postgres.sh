#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the test suites and prints its connection URL.
# Usage: scripts/postgres.sh start [DIR] [PORT] | scripts/postgres.sh stop [DIR]
# Uses Debian's server binaries (apt-get install postgresql). Trust auth on loopback only.
set -euo pipefail
cmd=${1:-start}
dir=${2:-${TMPDIR:-/tmp}/paydown-test-pg}
port=${3:-54329}
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$bindir" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

# initdb refuses to run as root: run the server as the postgres system user then.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
      as_owner "$bindir/initdb" -D "$dir" -U postgres --auth=trust --no-sync -E UTF8 >/dev/null
    fi
    if ! as_owner "$bindir/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_owner "$bindir/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 30 \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
        start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bindir/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop [DIR] [PORT]" >&2; exit 2 ;;
esac
