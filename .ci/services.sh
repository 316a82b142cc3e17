#!/usr/bin/env bash
# The services @decklet/server's tests need: Redis on 127.0.0.1:63790 and a throwaway PostgreSQL cluster on
# 127.0.0.1:54329, both reachable on loopback only and holding nothing worth keeping.
#
#   source .ci/services.sh start   # installs what is missing, starts both, exports the two URLs below
#   source .ci/services.sh stop    # stops both and removes their directory
#
#   DECKLET_TEST_REDIS_URL=redis://127.0.0.1:63790
#   DECKLET_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/decklet_test
#
# Sourced, it exports into the caller's shell and never exits it (every failure is a non-zero return); run as
# a script (`bash .ci/services.sh start`) it prints the export lines. Both daemons keep their data, sockets and
# logs in one temp directory (owned by `postgres`, which PostgreSQL refuses to run as root without), named in
# DECKLET_SERVICES_DIR and in a state file so that a later `stop` from another shell finds it.

# The ports may be set from outside (two runs on one machine, e.g. a CI run beside a developer's services).
DECKLET_REDIS_PORT=${DECKLET_REDIS_PORT:-63790}
DECKLET_PG_PORT=${DECKLET_PG_PORT:-54329}
DECKLET_SERVICES_STATE=${TMPDIR:-/tmp}/decklet-services.dir

# Runs a command as root: directly when we are root, through sudo otherwise.
_decklet_as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# The bin directory of the newest installed PostgreSQL server (Debian keeps each major under /usr/lib/postgresql).
_decklet_pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

# Installs redis-server and postgresql only when their binaries are missing.
_decklet_install_missing() {
  if command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1 && [ -n "$(_decklet_pg_bin)" ]; then
    return 0
  fi
  echo "== services: installing redis-server and postgresql"
  _decklet_as_root apt-get update || return 1
  DEBIAN_FRONTEND=noninteractive _decklet_as_root apt-get install -y redis-server postgresql || return 1
  # Debian's package starts a cluster of its own on 5432; the tests do not use it.
}

# Polls `check` every 0.2 s, at most `tries` times.
_decklet_wait() {
  local what=$1 tries=$2
  shift 2
  local i
  for ((i = 0; i < tries; i++)); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  echo "== services: $what did not answer within $((tries / 5)) s" >&2
  return 1
}

_decklet_services_start() {
  if [ -n "${DECKLET_SERVICES_DIR:-}" ] && [ -d "$DECKLET_SERVICES_DIR" ]; then
    echo "== services: already started in $DECKLET_SERVICES_DIR (run stop first)" >&2
    return 1
  fi
  _decklet_install_missing || return 1
  local pg_bin dir
  pg_bin=$(_decklet_pg_bin) || { echo "== services: no PostgreSQL server binaries" >&2; return 1; }
  if redis-cli -h 127.0.0.1 -p "$DECKLET_REDIS_PORT" ping >/dev/null 2>&1; then
    echo "== services: something already answers on 127.0.0.1:$DECKLET_REDIS_PORT" >&2
    return 1
  fi
  if "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$DECKLET_PG_PORT" >/dev/null 2>&1; then
    echo "== services: something already answers on 127.0.0.1:$DECKLET_PG_PORT" >&2
    return 1
  fi

  dir=$(mktemp -d "${TMPDIR:-/tmp}/decklet-services.XXXXXX") || return 1
  chmod 700 "$dir"
  echo "$dir" >"$DECKLET_SERVICES_STATE"
  export DECKLET_SERVICES_DIR=$dir

  echo "== services: redis on 127.0.0.1:$DECKLET_REDIS_PORT"
  redis-server --bind 127.0.0.1 --port "$DECKLET_REDIS_PORT" --save '' --appendonly no \
    --daemonize yes --dir "$dir" --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" || { _decklet_services_stop; return 1; }

  echo "== services: PostgreSQL ($(basename "$(dirname "$pg_bin")")) on 127.0.0.1:$DECKLET_PG_PORT"
  _decklet_as_root chown postgres: "$dir"
  local pg=(runuser -u postgres --)
  [ "$(id -u)" -eq 0 ] || pg=(sudo -u postgres)
  if ! "${pg[@]}" "$pg_bin/initdb" -D "$dir/pg" -U postgres --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    _decklet_services_stop
    return 1
  fi
  # Loopback TCP only, the Unix socket inside the temp dir; fsync off: the cluster is thrown away.
  if ! "${pg[@]}" "$pg_bin/pg_ctl" -D "$dir/pg" -l "$dir/postgres.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $DECKLET_PG_PORT -k $dir -c fsync=off -c max_connections=200" start >/dev/null; then
    cat "$dir/postgres.log" >&2
    _decklet_services_stop
    return 1
  fi

  _decklet_wait Redis 50 redis-cli -h 127.0.0.1 -p "$DECKLET_REDIS_PORT" ping || { _decklet_services_stop; return 1; }
  _decklet_wait PostgreSQL 150 "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$DECKLET_PG_PORT" || { _decklet_services_stop; return 1; }
  "$pg_bin/createdb" -h 127.0.0.1 -p "$DECKLET_PG_PORT" -U postgres decklet_test || { _decklet_services_stop; return 1; }

  export DECKLET_TEST_REDIS_URL=redis://127.0.0.1:$DECKLET_REDIS_PORT
  export DECKLET_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$DECKLET_PG_PORT/decklet_test
  echo "export DECKLET_TEST_REDIS_URL=$DECKLET_TEST_REDIS_URL"
  echo "export DECKLET_TEST_DATABASE_URL=$DECKLET_TEST_DATABASE_URL"
}

_decklet_services_stop() {
  local dir=${DECKLET_SERVICES_DIR:-}
  if [ -z "$dir" ] && [ -f "$DECKLET_SERVICES_STATE" ]; then dir=$(cat "$DECKLET_SERVICES_STATE"); fi
  if [ -z "$dir" ] || [ ! -d "$dir" ]; then
    echo "== services: nothing to stop"
    unset DECKLET_SERVICES_DIR DECKLET_TEST_REDIS_URL DECKLET_TEST_DATABASE_URL
    rm -f "$DECKLET_SERVICES_STATE"
    return 0
  fi
  local pg_bin
  pg_bin=$(_decklet_pg_bin)
  if [ -f "$dir/pg/postmaster.pid" ] && [ -n "$pg_bin" ]; then
    if [ "$(id -u)" -eq 0 ]; then
      runuser -u postgres -- "$pg_bin/pg_ctl" -D "$dir/pg" -m fast -w -t 30 stop >/dev/null
    else
      sudo -u postgres "$pg_bin/pg_ctl" -D "$dir/pg" -m fast -w -t 30 stop >/dev/null
    fi
  fi
  if [ -f "$dir/redis.pid" ]; then
    redis-cli -h 127.0.0.1 -p "$DECKLET_REDIS_PORT" shutdown nosave >/dev/null 2>&1 || kill "$(cat "$dir/redis.pid")" 2>/dev/null
    local i
    for ((i = 0; i < 50; i++)); do
      kill -0 "$(cat "$dir/redis.pid" 2>/dev/null)" 2>/dev/null || break
      sleep 0.1
    done
  fi
  _decklet_as_root rm -rf "$dir"
  rm -f "$DECKLET_SERVICES_STATE"
  unset DECKLET_SERVICES_DIR DECKLET_TEST_REDIS_URL DECKLET_TEST_DATABASE_URL
  echo "== services: stopped"
}

case "${1:-}" in
  start) _decklet_services_start ;;
  stop) _decklet_services_stop ;;
  *)
    echo "usage: source .ci/services.sh start|stop" >&2
    false
    ;;
esac
