#!/usr/bin/env bash
# Runs the whole portal on this machine: installs what is missing, starts the infrastructure,
# builds, starts every app, seeds demo data and prints where to open it.
# Usage: portal.sh up|down|status|logs <app>
COMPONENT=portal
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
here="$ENVIOS_ROOT/deploy/local"
cd "$ENVIOS_ROOT"

case "${1:-up}" in
  up)
    need_apt redis-server redis-server
    need_apt openssl openssl
    bash "$here/infra.sh" up
    log "building"
    nx_batch run-many -t build --outputStyle=stream-without-prefixes >"$LOG_DIR/build.log" 2>&1 \
      || { tail -n 60 "$LOG_DIR/build.log"; die "build failed (full log: $LOG_DIR/build.log)"; }
    # TRACING=1: Jaeger first, so the apps' first spans have somewhere to go (apps.sh).
    if [ "${TRACING:-0}" = 1 ]; then bash "$here/jaeger.sh" start; fi
    bash "$here/apps.sh" start
    # Demo accounts, and six months of their activity (DEMO_HISTORY=0 leaves the history out).
    DEMO_HISTORY="${DEMO_HISTORY:-1}" bash "$here/seed.sh"
    # Prometheus scraping every app (deploy/local/prometheus.sh); the portal runs without it if it cannot start.
    bash "$here/prometheus.sh" start || log "Prometheus did not start; the portal runs without it"
    bff="http://localhost:$APP_PORT_BASE"
    # Where PayPal returns the buyer and e-mails link to: PUBLIC_URL=http://<host>:3000 npm run portal
    # when the portal is opened from another machine.
    public_url=$(bash "$here/apps.sh" env wallet | sed -n 's/^PUBLIC_URL=//p')
    # The runtime the apps report themselves (the project's pinned Node, see deploy/local/node.sh).
    runtime=$(curl -sf "$bff/api/v1/health/live" | node -e 'process.stdin.on("data", (d) => process.stdout.write(JSON.parse(d).node))' || true)
    cat <<MSG

  Envíos MX is running.
    Portal ............ $public_url
    API docs .......... $public_url/api/docs
    Mail inbox ........ http://localhost:$MAILDEV_WEB_PORT   (every e-mail the portal sends lands here)
    Prometheus ........ $(bash "$here/prometheus.sh" url)   (every app's /metrics, the alert rules)
    Logs .............. $LOG_DIR
    Runtime ........... Node ${runtime:-unknown} (every app; pinned in deploy/local/node.sh)
    Traces ............ $(if [ "${TRACING:-0}" = 1 ]; then echo "http://localhost:$JAEGER_UI_PORT/api/traces/<traceId>   (Jaeger's API; every log line has its traceId)"; else echo "off (TRACING=1 npm run portal records them in Jaeger)"; fi)

$(cat "$ENVIOS_DATA_DIR/demo-logins.txt" 2>/dev/null)

  Stop everything with: npm run portal:stop
MSG
    ;;
  down)
    bash "$here/prometheus.sh" stop
    bash "$here/apps.sh" stop
    bash "$here/jaeger.sh" stop
    bash "$here/infra.sh" down
    ;;
  status)
    bash "$here/infra.sh" status
    bash "$here/apps.sh" status
    bash "$here/prometheus.sh" status
    ;;
  logs) tail -n 200 -f "$LOG_DIR/app-${2:?app name}.log" ;;
  *) echo "usage: $0 up|down|status|logs <app>" >&2; exit 2 ;;
esac
