#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests, on 127.0.0.1 and a spare port.
#   eval "$(scripts/test-postgres.sh start)"   # exports TEST_DATABASE_URL and PG_TEST_DIR
#   scripts/test-postgres.sh stop "$PG_TEST_DIR"
# Needs Debian's postgresql package (apt-get install postgresql).
set -euo pipefail

port="${PG_TEST_PORT:-54329}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$bin/initdb" ] || { echo "echo 'PostgreSQL is not installed (apt-get install postgresql)' >&2; false"; exit 1; }

run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    dir="$(mktemp -d /tmp/pg-test.XXXXXX)"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    run_as_postgres "$bin/initdb" -A trust -U postgres -D "$dir/data" >/dev/null
    run_as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres PG_TEST_DIR=$dir"
    ;;
  stop)
    dir="${2:?usage: stop DIR}"
    run_as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
