#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the integration and fault tests and
# prints the URL to use as TEST_DATABASE_URL. Stop it with: scripts/test-postgres.sh stop <dir>
#   url=$(scripts/test-postgres.sh start)   # data dir in $TMPDIR, port 54329 unless PGPORT is set
#   scripts/test-postgres.sh halt <dir>     # stop the server, keep the data (fault tests)
#   scripts/test-postgres.sh resume <dir>   # start it again on the same port
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (Debian: apt-get install postgresql)" >&2
  exit 1
fi

runner=()
# PostgreSQL refuses to run as root: use the postgres account the package creates.
[ "$(id -u)" = 0 ] && runner=(runuser -u postgres --)

serve() {
  local dir=$1 port=$2
  if ! "${runner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300 -c fsync=on" start >/dev/null; then
    # pg_ctl only says "could not start server": show why (a port in use, most often).
    tail -n 20 "$dir/server.log" >&2 || true
    return 1
  fi
}

action=${1:-start}
case "$action" in
  stop)
    dir=${2:?data directory}
    "${runner[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    exit 0
    ;;
  halt)
    "${runner[@]}" "$bin/pg_ctl" -D "${2:?data directory}/data" -m fast stop >/dev/null
    exit 0
    ;;
  resume)
    dir=${2:?data directory}
    serve "$dir" "$(cat "$dir/port")"
    exit 0
    ;;
esac

port=${PGPORT:-54329}
dir=$(mktemp -d "${TMPDIR:-/tmp}/grafter-pg.XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres "$dir"
"${runner[@]}" "$bin/initdb" -D "$dir/data" -U grafter -A trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1
echo "$port" >"$dir/port"
serve "$dir" "$port"
echo "$dir" >"${TMPDIR:-/tmp}/grafter-pg.last"
echo "postgres://grafter@127.0.0.1:$port/postgres"
