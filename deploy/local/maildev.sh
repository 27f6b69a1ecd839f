#!/usr/bin/env bash
# SMTP catcher for outgoing mail, with its web inbox and REST API (maildev, from npm).
# Usage: maildev.sh start|stop|status
COMPONENT=maildev
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

pidfile="$RUN_DIR/maildev.pid"
bin="$ENVIOS_ROOT/node_modules/.bin/maildev"

ready() { port_open "$SMTP_PORT" && port_open "$MAILDEV_WEB_PORT"; }

start() {
  if pid_alive "$pidfile" && ready; then return 0; fi
  [ -x "$bin" ] || die "maildev is missing: run npm ci first"
  port_open "$SMTP_PORT" && die "port $SMTP_PORT is taken by another process"
  start_bg maildev "$bin" --ip 127.0.0.1 --smtp "$SMTP_PORT" --web "$MAILDEV_WEB_PORT" --silent
  wait_for 30 "maildev" ready || die "maildev did not start; see $LOG_DIR/maildev.log"
  log "SMTP on 127.0.0.1:$SMTP_PORT, inbox at http://127.0.0.1:$MAILDEV_WEB_PORT"
}

case "${1:-}" in
  install) : ;;
  start) start ;;
  stop) stop_pid maildev ;;
  status) status_line maildev "$pidfile" "$SMTP_PORT" ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
