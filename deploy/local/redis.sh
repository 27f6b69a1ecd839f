#!/usr/bin/env bash
# Debian's redis-server with the eviction policy BullMQ requires.
# Usage: redis.sh install|start|stop|status
COMPONENT=redis
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

pidfile="$RUN_DIR/redis.pid"

install() { need_apt redis-server redis-server; }

ready() { [ "$(redis-cli -p "$REDIS_PORT" ping 2>/dev/null)" = "PONG" ]; }

start() {
  if pid_alive "$pidfile" && ready; then return 0; fi
  install
  # Debian enables and starts a system redis on install; ours runs separately under our data dir.
  mkdir -p "$ENVIOS_DATA_DIR/redis"
  port_open "$REDIS_PORT" && die "port $REDIS_PORT is taken by another process (a system redis? try: service redis-server stop)"
  start_bg redis redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$ENVIOS_DATA_DIR/redis" \
    --daemonize no --maxmemory-policy noeviction --appendonly yes --save "" --protected-mode yes
  wait_for 20 "Redis" ready || die "Redis did not start; see $LOG_DIR/redis.log"
  log "ready on 127.0.0.1:$REDIS_PORT"
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  stop) stop_pid redis ;;
  status) status_line redis "$pidfile" "$REDIS_PORT" ;;
  *) echo "usage: $0 install|start|stop|status" >&2; exit 2 ;;
esac
