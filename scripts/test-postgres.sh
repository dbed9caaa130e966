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
    # The first free port from $port: another cluster (a developer's, say)
    # may hold it.
    for try in 0 1 2 3 4 5 6 7 8 9; do
      if run_as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
        -o "-p $((port + try)) -c listen_addresses=127.0.0.1 -k $dir -c fsync=off" start >/dev/null 2>&1; then
        echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$((port + try))/postgres PG_TEST_DIR=$dir"
        exit 0
      fi
    done
    echo "PostgreSQL did not start on ports $port to $((port + 9)):" >&2
    cat "$dir/log" >&2
    exit 1
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
