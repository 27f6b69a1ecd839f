#!/usr/bin/env bash
# FerretDB v1 (MongoDB wire protocol) built from our small Go module in ./ferretdb, on the backend
# MONGO_BACKEND names: postgresql (the cluster of postgres.sh) or sqlite (files in the data dir).
# Usage: ferretdb.sh install|start|stop|status|path
#        ferretdb.sh exec <pg-database> [flags...]   runs another FerretDB in the foreground on the
#                                                    same backend, for tests and benchmarks
COMPONENT=ferretdb
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

src="$ENVIOS_ROOT/deploy/local/ferretdb"
# The binary is cached per source hash, so a change to main.go or go.mod rebuilds it.
hash=$(cat "$src/go.mod" "$src/go.sum" "$src/main.go" | sha256sum | cut -c1-12)
bin="$ENVIOS_CACHE/ferretdb-$FERRETDB_VERSION-$hash/ferretdb"
pidfile="$RUN_DIR/ferretdb.pid"

install() {
  [ -x "$bin" ] && return 0
  command -v go >/dev/null || die "Go is required to build FerretDB"
  log "building FerretDB $FERRETDB_VERSION (first time only, takes a few minutes)"
  mkdir -p "$(dirname "$bin")"
  (cd "$src" && go build -trimpath -o "$bin.tmp" .) && mv "$bin.tmp" "$bin"
}

# pg_database <name>: the URL of a database of the profile's PostgreSQL, created if missing.
pg_database() {
  local exists
  exists=$(bash "$ENVIOS_ROOT/deploy/local/postgres.sh" psql -d postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = '$1'")
  [ "$exists" = 1 ] || bash "$ENVIOS_ROOT/deploy/local/postgres.sh" psql -d postgres -qc "CREATE DATABASE \"$1\"" >/dev/null
  echo "postgres://envios@127.0.0.1:$PG_PORT/$1"
}

backend_flags() { # <pg-database>
  case "$MONGO_BACKEND" in
    # FerretDB's own default pool is 50 connections; PostgreSQL allows 250 (postgres.sh).
    postgresql) echo "-backend postgresql -postgresql-url $(pg_database "$1")?pool_max_conns=180" ;;
    sqlite) echo "-backend sqlite" ;;
    *) die "MONGO_BACKEND must be postgresql or sqlite, not '$MONGO_BACKEND'" ;;
  esac
}

ready() { port_open "$MONGO_PORT"; }

start() {
  if pid_alive "$pidfile" && ready; then return 0; fi
  install
  mkdir -p "$ENVIOS_DATA_DIR/ferretdb"
  port_open "$MONGO_PORT" && die "port $MONGO_PORT is taken by another process"
  local -a flags; read -ra flags < <(backend_flags ferretdb)
  start_bg ferretdb "$bin" -listen "127.0.0.1:$MONGO_PORT" -data "$ENVIOS_DATA_DIR/ferretdb" "${flags[@]}"
  wait_for 30 "FerretDB" ready || die "FerretDB did not start; see $LOG_DIR/ferretdb.log"
  log "ready on 127.0.0.1:$MONGO_PORT ($MONGO_BACKEND backend)"
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  stop) stop_pid ferretdb ;;
  status) status_line ferretdb "$pidfile" "$MONGO_PORT" ;;
  path) install; echo "$bin" ;;
  exec)
    install
    database=${2:?pg database name}; shift 2
    read -ra flags < <(backend_flags "$database")
    exec "$bin" "${flags[@]}" "$@"
    ;;
  *) echo "usage: $0 install|start|stop|status|path|exec <pg-database> [flags...]" >&2; exit 2 ;;
esac
