#!/usr/bin/env bash
# FerretDB v1 (MongoDB wire protocol) on SQLite, built from our small Go module in ./ferretdb.
# Usage: ferretdb.sh install|start|stop|status
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

ready() { port_open "$MONGO_PORT"; }

start() {
  if pid_alive "$pidfile" && ready; then return 0; fi
  install
  mkdir -p "$ENVIOS_DATA_DIR/ferretdb"
  port_open "$MONGO_PORT" && die "port $MONGO_PORT is taken by another process"
  start_bg ferretdb "$bin" -listen "127.0.0.1:$MONGO_PORT" -data "$ENVIOS_DATA_DIR/ferretdb"
  wait_for 30 "FerretDB" ready || die "FerretDB did not start; see $LOG_DIR/ferretdb.log"
  log "ready on 127.0.0.1:$MONGO_PORT"
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  stop) stop_pid ferretdb ;;
  status) status_line ferretdb "$pidfile" "$MONGO_PORT" ;;
  *) echo "usage: $0 install|start|stop|status" >&2; exit 2 ;;
esac
